import Foundation

/// X4: what a test (and a test Responder Studio writes, ST6) looks up by the names an iOS team gives: a view
/// by its `accessibilityIdentifier`, and the view controller on top of the key window.
extension EventSimulator {
    /// The first view, front window first and depth first (a view before its subviews), whose
    /// `accessibilityIdentifier` is `identifier`; nil when no view in a window has it.
    public func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        for root in application.scene.windowsFrontToBack {
            if let found = Self.find(identifier, in: root) { return found }
        }
        return nil
    }

    /// The view controller the user sees on top of the key window (an app's own window once it is made key,
    /// else the simulator's): from its root, the presented
    /// controller while there is one, a navigation controller's `topViewController` and a tab bar
    /// controller's `selectedViewController` (and so on inside them); nil when the window has no root.
    public var topViewController: UIViewController? {
        var top = (application.keyWindow ?? window).rootViewController
        // Each step goes one level deeper; a cycle is impossible (a controller presents once), bounded anyway.
        for _ in 0..<64 {
            guard let current = top else { return nil }
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                top = presented
            } else if let navigation = current as? UINavigationController, let next = navigation.topViewController {
                top = next
            } else if let tabs = current as? UITabBarController, let next = tabs.selectedViewController {
                top = next
            } else {
                return current
            }
        }
        return top
    }
}
