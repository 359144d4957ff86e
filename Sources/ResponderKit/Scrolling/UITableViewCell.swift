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

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// Where a cell's content goes; the hit-test view of a touch on the cell's content area.
    public let contentView: UIView
    open var selectionStyle: SelectionStyle = .default
    private var highlightedStorage = false
    private var selectedStorage = false
    private var label: UILabel?

    /// Required (UIKit's is not) so that registered cell classes can be made from their metatype;
    /// subclasses that override it write `required init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UITableViewCellContentView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        self.style = .default
        self.reuseIdentifier = nil
        self.contentView = UITableViewCellContentView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
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

    open func setHighlighted(_ highlighted: Bool, animated: Bool) { highlightedStorage = highlighted }
    open func setSelected(_ selected: Bool, animated: Bool) { selectedStorage = selected }

    /// Called before the table hands the cell out again from its reuse pool.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        label?.frame = contentView.bounds
    }
}

/// The cell's content view; its class name is what seed 004's `shouldReceive` test looks for.
@MainActor final class UITableViewCellContentView: UIView {}
