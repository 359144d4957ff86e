import Foundation

/// A section's header or footer (TV10): reused by identifier as cells are, placed by the table above its
/// rows. It handles no touches itself; a touch on it selects no row (TV11).
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// Where custom content goes; it fills the view.
    public let contentView: UIView
    private var label: UILabel?
    private var detailLabel: UILabel?

    /// Not required, as in UIKit: a subclass writes `override init(reuseIdentifier:)` (TV10).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Inherited from `UIView` as a convenience initializer, as Swift imports UIKit's class.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = (coder as? IBCoder)?.element["reuseIdentifier"]
        self.contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How `dequeueReusableHeaderFooterView` makes a registered class (TV10; not UIKit's, not for calling):
    /// Swift makes an instance from a metatype only through a required initializer. It delegates to
    /// `init(reuseIdentifier:)`, dynamically, so the subclass's override runs.
    public required convenience init(responderKitRegistration reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Created on first use, inside the content view, as in UIKit; a title header's text (TV10).
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: .zero)
        contentView.addSubview(made)
        label = made
        setNeedsLayout()
        return made
    }

    open var detailTextLabel: UILabel? {
        if let detailLabel { return detailLabel }
        let made = UILabel(frame: .zero)
        contentView.addSubview(made)
        detailLabel = made
        setNeedsLayout()
        return made
    }

    /// Behind the content view, sized to the view.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Whether a text label with text was made (TV10: the one-line height of a title header).
    var hasTitle: Bool { label?.text?.isEmpty == false }

    /// Called before the table hands the view out again from `dequeueReusableHeaderFooterView`.
    open func prepareForReuse() {}

    /// The content view fills the view; the labels sit at the standard 16-point margin, one line each
    /// (TV10: nothing is drawn, the frames are what hit-testing and layout tests see).
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        let inset: CGFloat = 16
        let width = Swift.max(bounds.width - 2 * inset, 0)
        if let label {
            let height = detailLabel == nil ? bounds.height : bounds.height / 2
            label.frame = CGRect(x: inset, y: 0, width: width, height: height)
        }
        if let detailLabel {
            let top = label == nil ? 0 : bounds.height / 2
            detailLabel.frame = CGRect(x: inset, y: top, width: width, height: bounds.height - top)
        }
    }
}
