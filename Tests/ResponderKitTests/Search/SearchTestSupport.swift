import Foundation

@testable import ResponderKit

/// A search bar delegate that logs every call, in order (SR2).
@MainActor final class LoggingSearchBarDelegate: UISearchBarDelegate {
    let log: Log
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true

    init(log: Log) { self.log = log }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log("shouldBegin")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        log("shouldEnd")
        return allowsEnd
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log("textDidChange \(searchText)") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log("shouldChange \(range.location),\(range.length) '\(text)'")
        return allowsChange
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log("cancel") }
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log("resultsList") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log("scope \(selectedScope)")
    }
}

extension UIView {
    /// The centre of the view in window coordinates, where a finger taps it.
    var centerInWindow: CGPoint { convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil) }
}
