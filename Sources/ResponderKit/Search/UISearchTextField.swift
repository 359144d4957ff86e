import Foundation

/// The text field inside a search bar (SR1): a real `UITextField` — a tap on it begins editing, the
/// simulator's keys type into it, its clear button clears — with a search field's defaults: a rounded
/// border, the clear button while editing and the Search return key. Its bar hears its editing session
/// through an internal delegate (SR2); an app that replaces `delegate` takes those calls from the bar.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applySearchDefaults()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applySearchDefaults()
    }

    /// `allowsDeletingTokens`, `tokens` and the token API are not modelled: a search field's text is its
    /// only content (Fidelity notes, SR1).
    private func applySearchDefaults() {
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }
}
