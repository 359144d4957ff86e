import Foundation

/// Chooses the pointer's regions over a view and hears it enter and leave them (TD9).
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region under the pointer; the default answers `defaultRegion` (the view's bounds); nil: none.
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion?
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
    func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
        defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
    public func pointerInteraction(
        _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
        animator: any UIPointerInteractionAnimating
    ) {}
}
