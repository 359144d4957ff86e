import Foundation

/// Told before and after a navigation controller shows a controller (NV4); both optional, as in UIKit (A7).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Before the transition's appearance callbacks begin (NV4).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After the transition's callbacks have ended; not after a cancelled interactive pop (NV4).
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
