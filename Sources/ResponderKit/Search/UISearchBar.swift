import Foundation

/// A search bar (SR1–SR6): a prompt line, a row with its search text field and Cancel button, and a scope
/// bar. The field really edits: a tap begins editing, typing through the simulator changes the text, the
/// return key is the Search button. The bar turns the field's session into its delegate's calls (SR2).
@preconcurrency @MainActor open class UISearchBar: UIView, UIBarPositioning {
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// SR1: the bar's row, the scope bar's row and the prompt's line (iOS 13 and later on iPhone; UIKit
    /// documents none of them: Fidelity notes).
    static let barHeight: CGFloat = 56
    static let scopeBarHeight: CGFloat = 44
    static let promptHeight: CGFloat = 20
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 8
    static let accessoryButtonSide: CGFloat = 28

    open weak var delegate: UISearchBarDelegate?
    /// SR7: the search controller this bar belongs to, told of activation, changes and Cancel.
    weak var searchController: UISearchController?

    private let field = UISearchTextField(frame: .zero)
    private let relay = SearchFieldRelay()
    private var cancelButtonStorage: UIButton?
    private var scopeBar: UISegmentedControl?
    private var accessoryButton: UIButton?
    private var promptLabel: UILabel?
    /// The text the delegate last heard about, so that a selection change is not reported as a text change.
    var reportedText = ""

    /// SR11: the delegate's `position(for:)` (`.any` without a delegate).
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }

    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installField()
    }

    /// The field the bar edits with (SR1).
    open var searchTextField: UISearchTextField { field }

    /// The text; setting it sends nothing to the delegate (only editing does: Fidelity notes, SR2).
    open var text: String? {
        get { field.text }
        set {
            field.text = newValue
            reportedText = field.text ?? ""
            updateAccessoryButton()
        }
    }

    /// Shown in the empty field; the field reads "Search" when none is set, as UIKit's does (SR1).
    open var placeholder: String? {
        didSet { field.placeholder = placeholder ?? Self.defaultPlaceholder }
    }
    static let defaultPlaceholder = "Search"

    /// A line of text above the field; the bar grows by its height (SR1).
    open var prompt: String? {
        didSet {
            guard prompt != oldValue else { return }
            if let prompt {
                let label = promptLabel ?? UILabel(frame: .zero)
                label.text = prompt
                label.textAlignment = .center
                if label.superview !== self { addSubview(label) }
                promptLabel = label
            } else {
                promptLabel?.removeFromSuperview()
                promptLabel = nil
            }
            searchBarGeometryDidChange()
        }
    }

    // MARK: Cancel button (SR3)

    open var showsCancelButton: Bool {
        get { cancelButtonStorage?.superview === self }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// SR3: shows a tappable Cancel button at the trailing end; the field shortens to make room. A shown
    /// button is enabled; it is disabled when editing ends and enabled again when editing begins (UIKit's
    /// well-known behaviour, undocumented: Fidelity notes).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != self.showsCancelButton else { return }
        if showsCancelButton {
            let button = cancelButtonStorage ?? makeCancelButton()
            cancelButtonStorage = button
            button.isEnabled = true
            addSubview(button)
        } else {
            cancelButtonStorage?.removeFromSuperview()
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The Cancel button while shown (not UIKit's API; tests and `explain` find it by its label).
    var cancelButton: UIButton? { showsCancelButton ? cancelButtonStorage : nil }

    private func makeCancelButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addTarget(self, action: UISearchBar.cancelButtonTapped, named: "searchBarCancel", for: .touchUpInside)
        return button
    }

    private func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonTapped()
    }

    // MARK: Bookmark and results-list buttons (SR3)

    open var showsBookmarkButton = false { didSet { updateAccessoryButton() } }
    open var showsSearchResultsButton = false { didSet { updateAccessoryButton() } }
    open var isSearchResultsButtonSelected = false {
        didSet { accessoryButton?.isSelected = isSearchResultsButtonSelected }
    }

    /// SR3: one button at the field's trailing end: the bookmark button while the field is empty, else the
    /// results-list button (the field's clear button takes the place over text: Fidelity notes).
    private var accessoryKind: AccessoryKind? {
        if showsBookmarkButton && !field.hasText { return .bookmark }
        return showsSearchResultsButton ? .resultsList : nil
    }

    private enum AccessoryKind { case bookmark, resultsList }

    func updateAccessoryButton() {
        guard let kind = accessoryKind else {
            accessoryButton?.removeFromSuperview()
            accessoryButton = nil
            return
        }
        let button = accessoryButton ?? UIButton(type: .system)
        if accessoryButton == nil {
            button.addTarget(
                self, action: UISearchBar.accessoryTapped, named: "searchBarAccessory", for: .touchUpInside)
            accessoryButton = button
        }
        button.accessibilityLabel = kind == .bookmark ? "Bookmarks" : "Results List"
        button.isSelected = kind == .resultsList && isSearchResultsButtonSelected
        if button.superview !== self { addSubview(button) }
        setNeedsLayout()
    }

    private func accessoryTapped() {
        switch accessoryKind {
        case .bookmark: delegate?.searchBarBookmarkButtonClicked(self)
        case .resultsList: delegate?.searchBarResultsListButtonClicked(self)
        case nil: break
        }
    }

    // MARK: Scope bar (SR4)

    open var scopeButtonTitles: [String]? { didSet { rebuildScopeBar() } }
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { rebuildScopeBar() } } }

    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// SR4: the selected scope; out-of-range values are kept as set when there are no titles, as UIKit does.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// The scope bar while shown (a segmented control of the titles).
    var scopeControl: UISegmentedControl? { scopeBar }

    private func rebuildScopeBar() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        if showsScopeBar, let titles = scopeButtonTitles, !titles.isEmpty {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = selectedScopeButtonIndex
            control.addTarget(self, action: UISearchBar.scopeChanged, named: "searchBarScope", for: .valueChanged)
            addSubview(control)
            scopeBar = control
        }
        searchBarGeometryDidChange()
    }

    /// SR4: a tap on another segment selects that scope, then the delegate hears it.
    private func scopeChanged(_ control: UISegmentedControl) {
        selectedScopeButtonIndex = control.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarScopeDidChange()
    }

    // MARK: Size and layout (SR1)

    private var preferredHeight: CGFloat {
        (promptLabel == nil ? 0 : Self.promptHeight) + Self.barHeight + (scopeBar == nil ? 0 : Self.scopeBarHeight)
    }

    /// SR1: no width of its own; 56 pt tall, plus the prompt's line and the scope bar's row when shown.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: preferredHeight) }

    private func searchBarGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var top: CGFloat = 0
        if let promptLabel {
            promptLabel.frame = CGRect(
                x: Self.margin, y: 0, width: max(0, width - 2 * Self.margin), height: Self.promptHeight)
            top = Self.promptHeight
        }
        var trailing = width - Self.margin
        if let cancel = cancelButton {
            let buttonWidth = max(Self.accessoryButtonSide, cancel.intrinsicContentSize.width.rounded(.up))
            trailing -= buttonWidth
            cancel.frame = CGRect(x: trailing, y: top + (Self.barHeight - 44) / 2, width: buttonWidth, height: 44)
            trailing -= Self.margin
        }
        let fieldTop = top + (Self.barHeight - Self.fieldHeight) / 2
        field.frame = CGRect(
            x: Self.margin, y: fieldTop, width: max(0, trailing - Self.margin), height: Self.fieldHeight)
        if let accessoryButton {
            let side = Self.accessoryButtonSide
            accessoryButton.frame = CGRect(
                x: field.frame.maxX - side - 4, y: fieldTop + (Self.fieldHeight - side) / 2, width: side, height: side)
        }
        if let scopeBar {
            scopeBar.frame = CGRect(
                x: Self.margin, y: top + Self.barHeight + 6, width: max(0, width - 2 * Self.margin),
                height: Self.scopeBarHeight - 12)
        }
    }

    // MARK: First responder (SR2): the bar answers for its field

    open override var canBecomeFirstResponder: Bool { field.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { field.isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { field.resignFirstResponder() }

    // MARK: Text input traits, passed to the field

    open var keyboardType: UIKeyboardType {
        get { field.keyboardType }
        set { field.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { field.returnKeyType }
        set { field.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { field.autocapitalizationType }
        set { field.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { field.autocorrectionType }
        set { field.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { field.spellCheckingType }
        set { field.spellCheckingType = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { field.inputAccessoryView }
        set { field.inputAccessoryView = newValue }
    }

    private func installField() {
        field.placeholder = Self.defaultPlaceholder
        field.autocapitalizationType = .none
        relay.bar = self
        field.delegate = relay
        addSubview(field)
    }

    // MARK: The field's session, as the delegate hears it (SR2)

    func fieldDidBeginEditing() {
        cancelButtonStorage?.isEnabled = true
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    func fieldDidEndEditing() {
        cancelButtonStorage?.isEnabled = false
        delegate?.searchBarTextDidEndEditing(self)
    }

    /// SR2: the text changed by editing (typing, deleting, the clear button): the delegate, then the
    /// search controller's updater (SR7).
    func fieldTextDidChange() {
        let text = field.text ?? ""
        guard text != reportedText else { return }
        reportedText = text
        updateAccessoryButton()
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    func searchButtonPressed() { delegate?.searchBarSearchButtonClicked(self) }
}
