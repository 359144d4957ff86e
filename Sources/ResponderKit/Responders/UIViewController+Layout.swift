import Foundation

/// The controller's side of the layout pass (LY24, LY26).
extension UIViewController {
    /// LY26: UIKit's system minimum margins for a root view — 16 pt on iPhones in portrait, 20 pt on
    /// wider screens (Plus and Max phones, landscape, iPad); Apple does not document the values.
    var defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewStorage?.boundsStorage.width ?? 0) >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    func additionalSafeAreaInsetsDidChange() {
        guard let view = viewStorage else { return }
        view.windowStorage?.application?.layoutLoop.additionalInsetsInUse = true
        view.markLayoutDirty(.safeAreaNeedsUpdate)
    }
}
