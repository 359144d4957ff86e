import Foundation

/// A layer that shows a string (DR9): stored, and drawn from its properties by `responder render` and the
/// studio, at the top of the bounds in `fontSize` with `foregroundColor`.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A font name (`String`), a `UIFont` or nil (Helvetica, as Core Animation's default).
    open var font: Any?
    open var fontSize: CGFloat = 36
    /// Opaque white by default, as Core Animation's.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var allowsFontSubpixelQuantization = false

    public required init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let text = layer as? CATextLayer else { return }
        string = text.string
        font = text.font
        fontSize = text.fontSize
        foregroundColor = text.foregroundColor
        isWrapped = text.isWrapped
        truncationMode = text.truncationMode
        alignmentMode = text.alignmentMode
        allowsFontSubpixelQuantization = text.allowsFontSubpixelQuantization
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The string shown, from `string` (plain or attributed).
    var displayedString: String? {
        if let text = string as? String { return text }
        if let attributed = string as? NSAttributedString { return attributed.string }
        return nil
    }
}
