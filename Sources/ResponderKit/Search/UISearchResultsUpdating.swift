import Foundation

/// The object that updates search results (SR7): asked when the search bar begins editing (activation),
/// on every change of its text and when the search ends.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
