import Foundation

/// Gives a page view controller the pages around the shown one, on demand (PG3), and the page indicator's
/// count and index (PG6). Every method is optional on iOS; the defaults here answer as a data source that
/// does not implement them would (A7): no neighbour, no indicator.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// The number of dots of the page indicator; with `.scroll` a count above 0 shows one (PG6).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot selected after `setViewControllers(_:direction:animated:completion:)` (PG6).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { nil }
    public func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { nil }
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
