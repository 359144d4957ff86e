import Foundation

/// A collection view item (CV3). Touches on it travel up the responder chain to the collection view (the
/// cell does not handle them), which highlights and selects it (CV4). Nothing is drawn: the selected
/// background view is shown (not hidden) while the cell is selected or highlighted.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// Where a cell's content goes; it spans the cell.
    public let contentView: UIView
    /// A storyboard segue this prototype's cell triggers when selected (IB16).
    var selectionSegue: (@MainActor (UICollectionViewCell) -> Void)?

    open var isHighlighted = false {
        didSet { updateBackgrounds() }
    }

    open var isSelected = false {
        didSet { updateBackgrounds() }
    }

    /// Behind everything else, spanning the cell.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }

    /// Above the background view and shown only while selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }

    public override init(frame: CGRect) {
        contentView = UICollectionViewCellContentView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        contentView = UICollectionViewCellContentView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, at: index) }
        new?.frame = bounds
        updateBackgrounds()
    }

    private func updateBackgrounds() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

/// The cell's content view; its class name is what a `shouldReceive` check looks for, as with tables.
@MainActor final class UICollectionViewCellContentView: UIView {}
