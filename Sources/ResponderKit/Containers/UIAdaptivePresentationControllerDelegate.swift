import Foundation

/// Told about user-initiated dismissals of a sheet (SH5): every method optional (A7). None is called for a
/// `dismiss(animated:completion:)` made by code (Apple: these report the user's dismissal).
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a drag first pulls the sheet below its smallest detent, or a tap on the dimming view asks to
    /// dismiss it; false refuses (SH5). Not asked when the presented controller `isModalInPresentation`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A refused drag was released, or a refused tap happened (SH5).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The user's dismissal starts (it may still be cancelled: then no did).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user's dismissal ended with the sheet gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// PO2: the style to adapt to in a compact width; `.none` keeps the presentation as it is (a popover
    /// stays a popover). Any style but `.none`, `.fullScreen`, `.overFullScreen`, `.pageSheet` and
    /// `.formSheet` (the default answer is `.automatic`) leaves the presentation controller's own choice.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// PO2: asked first; the default answer is `adaptivePresentationStyle(for:)`'s.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}
