import Foundation

/// A search controller's delegate (SR8), all optional (A7). `presentSearchController(_:)` is asked to
/// present an activating controller; its default presents it as UIKit does when the method is not
/// implemented (will-present, the presentation, did-present). An implementation presents it itself.
@preconcurrency @MainActor public protocol UISearchControllerDelegate: AnyObject {
    func presentSearchController(_ searchController: UISearchController)
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.presentAutomatically()
    }
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
