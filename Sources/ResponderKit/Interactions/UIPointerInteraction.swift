import Foundation

/// The pointer's behaviour over a view (TD9): kept with its delegate and asked for regions as the
/// simulator's pointer (`hoverPointer(at:)`) moves; no pointer is drawn.
@preconcurrency @MainActor open class UIPointerInteraction: UIInteraction {
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    open private(set) weak var view: UIView?
    open var isEnabled = true
    /// The region the pointer is in, if any (TD9).
    var currentRegion: UIPointerRegion?

    public init(delegate: (any UIPointerInteractionDelegate)?) { self.delegate = delegate }

    /// Where the pointer was last, in the view's coordinates; nil when away.
    var pointerLocation: CGPoint?

    /// Asks the delegate again, at once, for the region under the pointer where it is (TD9).
    open func invalidate() { pointerMoved(to: pointerLocation) }

    open func willMove(to view: UIView?) {
        if view == nil { leaveRegion() }
    }

    open func didMove(to view: UIView?) { self.view = view }

    /// TD9: the pointer is at `point` (this view's coordinates) or, for nil, away from the view.
    func pointerMoved(to point: CGPoint?) {
        pointerLocation = point
        guard isEnabled, let view, let point, view.bounds.contains(point) else { return leaveRegion() }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let region =
            delegate.map {
                $0.pointerInteraction(
                    self, regionFor: UIPointerRegionRequest(location: point), defaultRegion: defaultRegion)
            } ?? defaultRegion
        guard let region else { return leaveRegion() }
        if let currentRegion, currentRegion.rect == region.rect, currentRegion.identifier == region.identifier {
            return
        }
        leaveRegion()
        currentRegion = region
        let animator = PointerRegionAnimator()
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        animator.run()
    }

    private func leaveRegion() {
        guard let region = currentRegion else { return }
        currentRegion = nil
        let animator = PointerRegionAnimator()
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        animator.run()
    }
}
