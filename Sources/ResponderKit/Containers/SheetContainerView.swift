import Foundation

/// A sheet's container (SH6): where neither the sheet nor the dimming view is under the point (the dimming
/// view hidden at an undimmed detent), the touch passes through to the presenting controller's views —
/// unless the presented controller `isModalInPresentation` (Apple: "UIKit ignores events outside the view
/// controller's bounds"), when the container keeps it.
@MainActor final class SheetContainerView: UIView {
    weak var sheet: UISheetPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard hit === self else { return hit }
        return sheet?.presentedViewController.isModalInPresentation == true ? self : nil
    }
}
