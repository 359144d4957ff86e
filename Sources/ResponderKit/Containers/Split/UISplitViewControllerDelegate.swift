import Foundation

/// Asked how a split view controller collapses and expands and how it shows controllers (SP3–SP5). Every
/// method is optional on iOS; the defaults here answer as UIKit does without them (A7).
@preconcurrency @MainActor public protocol UISplitViewControllerDelegate: AnyObject {
    /// SP4: true when the delegate took care of the secondary controller (it is then dropped from the collapsed
    /// interface); false lets the split view controller push it onto the primary navigation controller.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// SP4: the secondary controller for the expanded interface; nil lets the split view controller separate it.
    func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
    /// SP2: true when the delegate showed `vc` itself.
    func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool
    /// SP2: true when the delegate showed the detail `vc` itself.
    func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool
    /// SP3: before the display mode changes.
    func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// SP4: the column shown on top when a column-style split view controller collapses (the proposal:
    /// `.secondary`).
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// SP4: after the interface collapsed, and after it expanded.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController,
        separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}
