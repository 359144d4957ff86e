import Foundation

/// A popover's container (PO5): touches on the popover reach it; a touch elsewhere on a passthrough view
/// (or in one of its subviews) passes through to the views below, as if the popover were not there; any
/// other touch lands on the container, whose tap asks to dismiss the popover.
@MainActor final class PopoverContainerView: UIView {
    weak var popover: UIPopoverPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self, let popover else { return hit }
        let passes = (popover.passthroughViews ?? []).contains { view in
            view.windowStorage === windowStorage && view.bounds.contains(view.convert(point, from: self))
        }
        return passes ? nil : self
    }
}
