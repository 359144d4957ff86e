import Foundation

/// The search text field's delegate, owned by its bar (SR2): it turns the field's editing session into
/// the bar's delegate's calls. UIKit's bar is its field's delegate; a separate object keeps
/// `UISearchBar` from declaring a `UITextFieldDelegate` conformance UIKit does not publish (DA).
@MainActor final class SearchFieldRelay: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.fieldDidBeginEditing() }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) { bar?.fieldDidEndEditing() }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The field reports every text change here (and selection changes, which the bar filters out).
    func textFieldDidChangeSelection(_ textField: UITextField) { bar?.fieldTextDidChange() }

    /// SR2: the keyboard's Search key is the search button; the field keeps editing (the app resigns it).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.searchButtonPressed()
        return true
    }
}
