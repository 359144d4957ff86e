import Foundation

/// A view that lays out its arranged subviews in a row or a column by making constraints, as UIKit's
/// does (LY31–LY33). It draws nothing and is hit-tested as a plain view; a hidden arranged subview
/// collapses to zero length and its siblings take the room (and touches pass it by, H1).
///
/// The constraints are made again in `updateConstraints()` after any change of the arrangement (the
/// subviews, their visibility or intrinsic sizes, axis, distribution, alignment, spacing, margins).
@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing(_:after:)` values: the stack's `spacing`, or the system spacing (8 pt).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    public static let spacingUseSystem = CGFloat(-Float.greatestFiniteMagnitude)

    var arranged: [UIView] = []
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints it made, installed on itself.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// Spacer guides of the equal-spacing distributions, kept for reuse.
    var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Non-failable, as UIKit's Objective-C header declares `initWithCoder:` for UIStackView (non-null
    /// `instancetype`, imported as `init(coder:)`): subclasses write `required init(coder: NSCoder)` and
    /// chain to it without `!` (A). Decoding reads nothing here: the view starts empty, as `init(frame: .zero)`.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }
    /// The arrangement fills the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }
    open var isBaselineRelativeArrangement = false

    open var arrangedSubviews: [UIView] { arranged }

    /// Adds `view` at the end, as a subview too if it is not one; it stops translating its mask.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arranged.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else {
            reportProgrammerError("a stack view cannot arrange itself")
            return
        }
        arranged.removeAll { $0 === view }
        arranged.insert(view, at: Swift.min(Swift.max(stackIndex, 0), arranged.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superviewStorage !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arranged.contains(where: { $0 === view }) else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsUpdateConstraints()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Makes the arrangement's constraints again (LY31–LY33), then UIView's.
    open override func updateConstraints() {
        rearrange()
        super.updateConstraints()
    }

    // MARK: Changes of the arranged subviews

    /// Visibility or intrinsic size of an arranged subview changed.
    func arrangedSubviewDidChange(_ view: UIView) {
        if arranged.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    /// UIKit drops a subview that leaves the stack from its arranged subviews.
    func arrangedSubviewDidLeave(_ view: UIView) { removeArrangedSubview(view) }
}
