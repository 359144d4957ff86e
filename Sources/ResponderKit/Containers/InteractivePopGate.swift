import Foundation

/// The interactive pop gesture's delegate (NV5): it may begin only when there is a controller to go back
/// to and no other transition runs. An app that replaces the delegate takes over that decision, as in UIKit.
@MainActor final class InteractivePopGate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.runningTransition == nil
    }
}
