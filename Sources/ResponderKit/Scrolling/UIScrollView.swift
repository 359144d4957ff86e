import Foundation

/// A scrolling viewport (S1): `contentOffset` is `bounds.origin`; its own pan recognizer scrolls it, a
/// private recognizer holds new touches back from the content for 0.15 s (S2), and scrolling cancels
/// the content's touches when allowed (S3). Deceleration, bounce and paging run on the virtual clock.
///
/// Like UIKit's, it does not pass touches on to its next responder (seed 004 section 6). It answers as the
/// delegate of its own pan and pinch recognizers without declaring `UIGestureRecognizerDelegate`, as UIKit's
/// public declaration does not: a subclass that adopts the protocol answers with its own methods (S6).
@preconcurrency @MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's values: the fraction of velocity kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// S2: how long new touches are held back from the content.
    public static let contentTouchDelay: TimeInterval = 0.15

    /// Non-finite sizes and insets are refused and reported, as `bounds` are (G6).
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            let finite = newValue.width.isFinite && newValue.height.isFinite
            guard acceptsGeometry(finite, "contentSize", SeedFormat.size(newValue)) else { return }
            keyValueObservers?.willChange(self, .contentSize)
            contentSizeStorage = newValue
            keyValueObservers?.didChange(self, .contentSize)
            updateInsetAdjustment()
        }
    }

    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            let i = newValue
            let finite = i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite
            guard acceptsGeometry(finite, "contentInset", "\(i)") else { return }
            keyValueObservers?.willChange(self, .contentInset)
            contentInsetStorage = newValue
            keyValueObservers?.didChange(self, .contentInset)
            announceAdjustedContentInset()
        }
    }

    /// S10: the content inset plus the safe area as `contentInsetAdjustmentBehavior` says, plus the refresh
    /// control's height at the top while it refreshes (RC2).
    open var adjustedContentInset: UIEdgeInsets {
        let inset = contentInset
        let safe = insetAdjustment.safe
        return UIEdgeInsets(
            top: inset.top + safe.top + refreshInsetTop, left: inset.left + safe.left,
            bottom: inset.bottom + safe.bottom, right: inset.right + safe.right)
    }

    /// S10: how the safe area adds to the content inset (`.automatic` by default).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { insetAdjustment.behavior }
        set {
            insetAdjustment.behavior = newValue
            updateInsetAdjustment()
        }
    }

    /// S10: called when `adjustedContentInset` changes, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}
    override func safeAreaInsetsDidUpdate() { updateInsetAdjustment() }
    override func boundsSizeDidUpdate() { updateInsetAdjustment() }

    /// RC1: setting it puts the control at the top, above the content; nil removes it.
    open var refreshControl: UIRefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            refreshControlStorage?.detach(from: self)
            withExtendedLifetime(exchange(&refreshControlStorage, with: newValue)) {}  // released after the write (A11)
            newValue?.attach(to: self)
        }
    }
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false { didSet { updateInsetAdjustment() } }
    open var alwaysBounceHorizontal = false { didSet { updateInsetAdjustment() } }
    open var isPagingEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    // Indicators and scroll-to-top are stored and read back (AP13); nothing is drawn, and there is no
    // status bar to tap.
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var scrollsToTop = true
    /// S10: indicators follow the safe area (stored: nothing is drawn, AP13).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// `.onDrag` (and `.onDragWithAccessory`) resign the window's first responder when dragging begins
    /// (AP13); the interactive modes follow a keyboard, which does not exist here.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Both insets; reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    open func flashScrollIndicators() {}
    open weak var delegate: UIScrollViewDelegate?

    open var isScrollEnabled = true {
        didSet { panStorage.isEnabled = isScrollEnabled }
    }

    /// The recognizer that scrolls this view (S1).
    open var panGestureRecognizer: UIPanGestureRecognizer { panStorage }

    // MARK: Zooming (S7; the logic is in UIScrollView+Zooming.swift)

    /// Zooming is possible when the maximum exceeds the minimum and the delegate names a view to zoom.
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    open var bouncesZoom = true
    open var zoomScale: CGFloat {
        get { zoom.scale }
        set { setZoomScale(newValue, animated: false) }
    }
    open var isZooming: Bool { zoom.isZooming }
    /// The recognizer that zooms this view: nil while zooming is not possible (UIKit's rule), then one whose
    /// delegate is this scroll view (S6).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoom.pinch }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { applyZoomScale(scale) }

    /// S8: zooms so that `rect` (in the zooming view's coordinates) fills the view, centred.
    open func zoom(to rect: CGRect, animated: Bool) { applyZoom(to: rect) }

    open var isDragging: Bool { scroll.isDragging }
    open var isDecelerating: Bool { scroll.animation != nil && scroll.animationIsDeceleration }
    /// True while a finger is down on this view or its content.
    open var isTracking: Bool {
        guard let application = window?.application else { return false }
        return application.dispatcher.liveTouches.contains {
            !$0.phase.isFinal && $0.view?.isDescendant(of: self) == true
        }
    }

    // MARK: Storage

    var contentSizeStorage: CGSize = .zero
    var contentInsetStorage: UIEdgeInsets = .zero
    var refreshControlStorage: UIRefreshControl?
    /// The refresh control's extra top inset while it refreshes (RC2).
    var refreshInsetTop: CGFloat = 0 { didSet { announceAdjustedContentInset() } }
    /// S10: the behaviour, the safe area's part of the adjusted inset, and the inset last announced.
    var insetAdjustment = InsetAdjustment()
    /// BA4: a container's bars follow this scroll view's edges (set by the container that tracks it).
    var tracksBarEdges = false
    let panStorage = UIScrollViewPanGestureRecognizer()
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    var scroll = ScrollState()
    var zoom = ZoomState()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        panStorage.addTarget(self, action: UIScrollView.handlePan)
        panStorage.adopt(owner: self)
        addGestureRecognizer(panStorage)
        addGestureRecognizer(delayedTouchesRecognizer)
    }

    // MARK: Offset (S1)

    /// Notifies `contentOffset` observers around the `bounds` change it makes (A10); a refused (non-finite)
    /// offset notifies nothing.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard let observers = keyValueObservers, newValue.isFinite else {
                bounds.origin = newValue
                return
            }
            observers.willChange(self, .contentOffset)
            bounds.origin = newValue
            observers.didChange(self, .contentOffset)
        }
    }

    /// Every change of `bounds.origin` is a scroll: the delegate hears of it and the content is laid out.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != super.bounds.origin { didScroll() }
        }
    }

    // MARK: Auto Layout (LY34)

    /// Its origin is the content's; where constraints decide its size, that is `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The scroll view's own bounds, measured from the content's origin like every subview (LY16).
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        adoptContentLayoutGuideSize()
    }

    /// S9: scrolls as little as needed for `rect` (in the scroll view's own coordinates) to show.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let offset = offsetShowing(rect), offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopAnimation()
        guard animated, window != nil else {
            self.contentOffset = contentOffset
            return
        }
        animate(to: contentOffset, duration: Self.scrollAnimationDuration, deceleration: false)
    }

    /// Called as a drag begins, before the delegate hears of it; a table hides its swipe actions (SW5).
    func didBeginDragging() {}

    /// Called when the view comes to rest after a drag, a deceleration or an animated offset change (after the
    /// delegate hears of it); a page view controller's scroll view settles its turn there (PG4).
    func didEndScrolling() {}

    func didScroll() {
        refreshControlStorage?.scrollViewDidMove(self)
        if tracksBarEdges { ScrollEdgeTracking.scrollViewDidScroll(self) }
        layoutSubviews()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Content touches (S2, S3)

    /// Asked when held touches are about to reach the content (S2); false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before scrolling cancels the content's touch (S3): true except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Its recognizers' delegate (S6)

    /// S6: asked for its pan and pinch as their delegate would be (and as the view, GR6). The pan begins only along an axis
    /// this view can scroll (S1) and if every content view that already has its touch may lose it (S3); the
    /// pinch only when the delegate names a view to zoom (S7).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === zoom.pinch {
            if zoomingView == nil { gestureRecognizer.pendingReason = "no view to zoom (viewForZooming)" }
            return zoomingView != nil
        }
        guard gestureRecognizer === panStorage else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard isScrollEnabled else {
            panStorage.pendingReason = "isScrollEnabled is false"
            return false
        }
        if let axis = unscrollableDirection(of: panStorage.translation(in: self)) {
            window?.application?.tracer?.record(
                .info("\(traceName) does not scroll: it cannot scroll \(axis) (S1)", kind: "scroll"))
            panStorage.pendingReason = "cannot scroll \(axis)"
            return false
        }
        if let edge = edgeWithoutBounce(facing: panStorage.translation(in: self)) {
            window?.application?.tracer?.record(
                .info(
                    "\(traceName) does not scroll: it is at its \(edge) edge and does not bounce (S11)", kind: "scroll")
            )
            panStorage.pendingReason = "at its \(edge) edge without bouncing"
            return false
        }
        for touch in gestureRecognizer.gestureTouches {
            guard let content = touch.view, content !== self, content.isDescendant(of: self),
                touch.viewDelivery.stage == .delivered
            else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) {
                window?.application?.tracer?.record(
                    .info("\(traceName) does not scroll: its content keeps touch \(touch.number) (S3)", kind: "scroll"))
                panStorage.pendingReason = "its content keeps touch \(touch.number)"
                return false
            }
        }
        return true
    }

    // Touches stop here (seed 004 section 6): nothing is forwarded to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    var traceName: String { window?.application?.tracer?.name(of: self) ?? TraceNames.preferredName(self) }
}

/// The scroll view's dragging and animation state.
struct ScrollState {
    var isDragging = false
    var dragStartOffset: CGPoint = .zero
    var lockedAxis: Axis?
    var animation: ClockTimer?
    var animationIsDeceleration = false

    enum Axis {
        case horizontal, vertical
    }
}
