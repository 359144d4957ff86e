import Foundation

/// A table row (S4). Touches on it go up the chain to the table (the cell does not handle them), which
/// highlights and selects it.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// How much of the row a built-in accessory takes from the content view (TV6; UIKit's depends on the
    /// accessory's image, undocumented).
    static let builtInAccessoryWidth: CGFloat = 40
    /// The gap between an accessory view and the cell's trailing edge (TV6).
    static let accessoryMargin: CGFloat = 16

    public let reuseIdentifier: String?
    /// IB16: the segue a storyboard connects to this cell's selection.
    var selectionSegue: (@MainActor (UITableViewCell) -> Void)?
    public let style: CellStyle
    /// Where a cell's content goes; the hit-test view of a touch on the cell's content area.
    public let contentView: UIView
    open var selectionStyle: SelectionStyle = .default
    /// AX15: the cell's own actions, then its row's swipe actions as VoiceOver lists them.
    open override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { withSwipeActions(super.accessibilityCustomActions) }
        set { super.accessibilityCustomActions = newValue }
    }
    /// The content view ends where the accessory begins (TV6); nothing is drawn.
    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// Replaces `accessoryType`'s accessory: a subview of the cell at its trailing edge (TV6).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// Shown instead of `accessoryType`'s accessory while the cell is editing (ED2).
    open var editingAccessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// Stored and read back: the reorder control shows wherever the data source's `canMoveRowAt` is true (ED4).
    open var showsReorderControl = false
    /// Whether the content view moves aside for the delete or insert control while editing (ED2).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }
    /// How far the row's content is slid aside to show swipe actions (SW2): negative shows trailing ones.
    /// SW2; revealing actions from rest is the delete confirmation's state change (ED6).
    var swipeOffset: CGFloat = 0 {
        willSet {
            if (swipeOffset == 0) != (newValue == 0) {
                willTransition(to: currentStateMask.symmetricDifference(.showingDeleteConfirmation))
            }
        }
        didSet { if (oldValue == 0) != (swipeOffset == 0) { didTransition(to: currentStateMask) } }
    }
    private var editingStorage = false
    /// Set by the table from its delegate when the row shows (ED2); `.none` outside editing mode.
    var editingStyleStorage: EditingStyle = .none
    /// Set by the table from the data source's `canMoveRowAt` (ED4).
    var showsReorderControlWhileEditing = false
    /// The delegate's `shouldIndentWhileEditingRowAt` (ED2).
    var indentsWhileEditing = true
    var editControl: UITableViewCellEditControl?
    var reorderControl: UITableViewCellReorderControl?
    private var highlightedStorage = false
    private var selectedStorage = false
    private var label: UILabel?

    /// Not required, as in UIKit: a ported cell writes `override init(style:reuseIdentifier:)` (TV7).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UITableViewCellContentView(frame: .zero)
        super.init(frame: .zero)
        allowLayoutEngineHosting()
        addSubview(contentView)
    }

    /// Inherited from `UIView` as a convenience initializer, as Swift imports UIKit's cell (it names its own
    /// designated initializers): a plain `.default` cell, so `UITableViewCell()` makes one (TV7).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// From a document (IB9), the cell's style and reuse identifier are the element's.
    public required init?(coder: NSCoder) {
        self.style = IBCoder.cellStyle(coder)
        self.reuseIdentifier = (coder as? IBCoder)?.element["reuseIdentifier"]
        self.contentView = UITableViewCellContentView(frame: .zero)
        super.init(coder: coder)
        allowLayoutEngineHosting()
        addSubview(contentView)
    }

    /// How `dequeueReusableCell` makes a registered class (TV7; not UIKit's, not for calling): Swift makes
    /// an instance from a metatype only through a required initializer, and this one is inherited by every
    /// subclass that overrides both designated initializers, as the usual iOS cell does. It delegates to
    /// `init(style:reuseIdentifier:)`, dynamically, so the subclass's override runs.
    public required convenience init(responderKitRegistration style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Created on first use, inside the content view, as in UIKit.
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: contentView.bounds)
        contentView.addSubview(made)
        label = made
        return made
    }

    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// The row's editing control (ED2): `.none` unless the table is editing and the delegate gives one.
    open var editingStyle: EditingStyle { editingStorage ? editingStyleStorage : .none }

    /// The table calls it for each visible cell as it enters or leaves editing mode (ED1); the editing
    /// controls come and go at the next layout.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing != editingStorage {
            willTransition(to: currentStateMask.symmetricDifference(.showingEditControl))
            editingStorage = editing
            didTransition(to: currentStateMask)
        }
        setNeedsLayout()
    }

    /// ED6: about to show or hide the editing control or the delete confirmation; `state` is the new one.
    open func willTransition(to state: StateMask) {}
    /// ED6: has shown or hidden the editing control or the delete confirmation.
    open func didTransition(to state: StateMask) {}

    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedStorage = highlighted }
    open func setSelected(_ selected: Bool, animated: Bool) { selectedStorage = selected }

    /// Called before the table hands the cell out again from its reuse pool.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// The content view spans the row but for the accessory and, while editing, the editing controls; the
    /// accessory view keeps its size, centred vertically at the trailing margin (TV6, ED2). All slide by
    /// the swipe offset (SW2).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = layoutEditingControls()
        let width = contentWidth(forRowWidth: bounds.width)
        contentView.frame = CGRect(x: swipeOffset + indent, y: 0, width: width, height: bounds.height)
        if let accessoryView {
            let size = accessoryView.bounds.size
            accessoryView.frame = CGRect(
                x: bounds.width - Self.accessoryMargin - size.width + swipeOffset, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height)
        }
        label?.frame = contentView.bounds
    }
}

extension UITableViewCell {
    /// The content view's width in a row `width` wide (TV6, ED2).
    func contentWidth(forRowWidth width: CGFloat) -> CGFloat {
        if editingStorage { return editingContentWidth(forRowWidth: width) }
        if let accessoryView { return Swift.max(width - Self.accessoryMargin - accessoryView.bounds.width, 0) }
        return accessoryType == .none ? width : Swift.max(width - Self.builtInAccessoryWidth, 0)
    }
}

/// The cell's content view; its class name is what seed 004's `shouldReceive` test looks for.
@MainActor final class UITableViewCellContentView: UIView {}
