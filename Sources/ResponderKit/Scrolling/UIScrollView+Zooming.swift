import Foundation

/// Zooming (S7): a pinch on the scroll view scales the delegate's `viewForZooming(in:)` between
/// `minimumZoomScale` and `maximumZoomScale`, keeping the content under the fingers' centroid in place.
///
/// Documented choices where UIKit is silent or animates: the scale is clamped to the limits while pinching
/// (no zoom bounce), `setZoomScale(_:animated:)` applies at once, and the zoomed view keeps its frame's
/// origin at the content's origin, so `contentSize` is its frame's size.
extension UIScrollView {
    /// The view zooming scales, if the delegate names one.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Creates or removes the pinch as the limits allow zooming or not (UIKit's `pinchGestureRecognizer`
    /// is nil while `maximumZoomScale` does not exceed `minimumZoomScale`).
    func zoomLimitsDidChange() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, zoom.pinch == nil {
            let pinch = UIScrollViewPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            pinch.adopt(owner: self)
            addGestureRecognizer(pinch)
            zoom.pinch = pinch
        } else if !zooms, let pinch = zoom.pinch {
            removeGestureRecognizer(pinch)
            zoom.pinch = nil
        }
    }

    func isOwnPanAndPinch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let pinch = zoom.pinch else { return false }
        return (a === panStorage && b === pinch) || (a === pinch && b === panStorage)
    }

    /// Sets the scale (clamped to the limits; NaN ignored) and scales the zooming view; without one the
    /// scale stays as it is, as in UIKit.
    func applyZoomScale(_ requested: CGFloat, around anchor: CGPoint? = nil) {
        guard !requested.isNaN, let view = zoomingView else { return }
        let low = Swift.min(minimumZoomScale, maximumZoomScale)
        let scale = Swift.min(Swift.max(requested, low), maximumZoomScale)
        guard scale.isFinite, scale > 0, scale != zoom.scale else { return }
        let ratio = scale / zoom.scale
        zoom.scale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.frame.size
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        if let anchor {
            // The content point under `anchor` (in this view's coordinates) stays under it.
            let visible = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
            contentOffset = clamped(CGPoint(x: anchor.x * ratio - visible.x, y: anchor.y * ratio - visible.y))
        } else {
            contentOffset = clamped(contentOffset)
        }
        delegate?.scrollViewDidZoom(self)
    }

    /// S8: the scale that fits `rect` (the smaller of the two ratios, clamped to the limits), applied at once
    /// as `setZoomScale` is, then the offset that centres the rect, clamped to the content. An empty, non-finite
    /// or null rect, or no zooming view, changes nothing.
    func applyZoom(to rect: CGRect) {
        guard zoomingView != nil, !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite,
            rect.width.isFinite, rect.height.isFinite, rect.width > 0 || rect.height > 0
        else { return }
        let ratios = [
            rect.width > 0 ? bounds.width / rect.width : nil, rect.height > 0 ? bounds.height / rect.height : nil,
        ]
        guard let fit = ratios.compactMap({ $0 }).min() else { return }
        // The rect is in the zooming view's own coordinates: relative to the current scale.
        applyZoomScale(fit)
        let scale = zoom.scale
        let centre = CGPoint(x: rect.midX * scale, y: rect.midY * scale)
        contentOffset = clamped(CGPoint(x: centre.x - bounds.width / 2, y: centre.y - bounds.height / 2))
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            zoom.isZooming = true
            zoom.scaleAtBegin = zoom.scale
            window?.application?.tracer?.record(.info("\(traceName) began zooming", kind: "scroll"))
            delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
            applyZoomScale(zoom.scaleAtBegin * pinch.scale, around: pinch.location(in: self))
        case .changed:
            applyZoomScale(zoom.scaleAtBegin * pinch.scale, around: pinch.location(in: self))
        case .ended, .cancelled:
            zoom.isZooming = false
            window?.application?.tracer?.record(
                .info("\(traceName) ended zooming at scale \(SeedFormat.number(zoom.scale))", kind: "scroll"))
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoom.scale)
        default:
            break
        }
    }
}

/// The scroll view's zoom state.
struct ZoomState {
    var scale: CGFloat = 1
    var scaleAtBegin: CGFloat = 1
    var isZooming = false
    var pinch: UIScrollViewPinchGestureRecognizer?
}

/// The scroll view's own pinch (S7); like its pan, its delegate is its scroll view for good (S6).
@MainActor
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer, ScrollViewRecognizer,
    UIGestureRecognizerDelegate
{
    unowned var owner: UIScrollView?
    var tracedAnswers: Set<String> = []

    override func reset() {
        super.reset()
        tracedAnswers.removeAll()
    }

    override var delegate: UIGestureRecognizerDelegate? {
        get { publicDelegate }
        set { assignDelegate(newValue, property: "pinchGestureRecognizer", kind: "pinch") }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        owner?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { owner?.isOwnPanAndPinch(gestureRecognizer, otherGestureRecognizer) ?? false }
}
