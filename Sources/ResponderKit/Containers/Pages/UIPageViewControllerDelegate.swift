import Foundation

/// Told about gesture-driven page turns (PG4) and asked about orientation (PG7). Every method is optional on
/// iOS; the defaults here answer as UIKit does without them (A7).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
    /// Before a gesture-driven transition shows `pendingViewControllers` (not for
    /// `setViewControllers(_:direction:animated:completion:)`).
    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// After a gesture-driven transition settles: `completed` is false when the page sprang back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// A page-curl controller's spine for the interface orientation it turns to (PG7).
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Keeps the spine where it is.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController)
        -> UIInterfaceOrientationMask
    { .allButUpsideDown }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { .portrait }
}
