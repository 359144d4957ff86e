import Foundation

/// A label. Like UIKit's, it is not interactive by default (H1): touches pass to what is behind it.
/// Its text and style are stored and read back (AP12); it measures through
/// `textRect(forBounds:limitedToNumberOfLines:)` and draws through `drawText(in:)` (TK5, TK6).
@preconcurrency @MainActor open class UILabel: UIView {
    private var textStorage: String?
    private var attributedStorage: NSAttributedString?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Setting it replaces `attributedText` with the plain string, as UIKit does.
    open var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            attributedStorage = newValue.map { NSAttributedString(string: $0) }
            invalidateIntrinsicContentSize()  // LY28
            setNeedsDisplay()  // TK6
        }
    }

    /// Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { attributedStorage }
        set {
            attributedStorage = newValue
            textStorage = newValue?.string
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The system font at 17 pt until set; nil restores it, as UIKit does.
    open var font: UIFont! {
        get { fontStorage ?? .systemFont(ofSize: 17) }
        set {
            fontStorage = newValue
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            if AppearanceProxies.isActive { appearanceDidSet(\UILabel.font, newValue) }  // UA1
        }
    }
    private var fontStorage: UIFont?

    /// `.label` until set; nil restores it, as UIKit does.
    open var textColor: UIColor! {
        get { textColorStorage ?? .label }
        set {
            textColorStorage = newValue
            setNeedsDisplay()
            if AppearanceProxies.isActive { appearanceDidSet(\UILabel.textColor, newValue) }  // UA1
        }
    }
    private var textColorStorage: UIColor?

    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }
    open var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The width multi-line text wraps at for the intrinsic size; 0: the label's own width (LY28).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var measuredWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var adjustsFontForContentSizeCategory = false

    /// TR5: a label that adjusts its font to the content size category takes its text style's new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard adjustsFontForContentSizeCategory, let current = fontStorage, let style = current.textStyle,
            traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
        else { return }
        if let base = current.baseSize {  // TK14: a font from UIFontMetrics scales again from its base size
            font = UIFontMetrics(forTextStyle: style).scaledFont(
                for: current.withSize(base), compatibleWith: traitCollection)
        } else {
            font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        }
    }

    // MARK: Layout (LY28)

    /// TK5: the size of `textRect(forBounds:limitedToNumberOfLines:)` for unbounded height, at the wrap
    /// width (LY28); zero without text.
    open override var intrinsicContentSize: CGSize {
        measuredWidth = boundsStorage.width
        return measuredRect(wrappingAt: wrapWidth(for: boundsStorage.width)).size
    }

    /// TK5: through `textRect(forBounds:limitedToNumberOfLines:)`, wrapping at `size.width` when multi-line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredRect(wrappingAt: numberOfLines == 1 || size.width <= 0 ? nil : size.width).size
    }

    /// TK5: the text's lines (wrapped at the bounds' width unless one line, at most `numberOfLines`, 0 for
    /// any) at the bounds' origin, no wider than the bounds; sizes rounded up to the pixel.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        defaultTextRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }

    /// TK6: the text, or its shadow and then the text, laid out in `rect` (by the default text rectangle,
    /// not an override of it) and centred vertically there, recorded into the current context.
    open func drawText(in rect: CGRect) { drawLabelText(in: rect) }

    /// TK6: `drawText(in:)` with the bounds, as UIKit's label draws.
    open override func draw(_ rect: CGRect) { drawText(in: boundsStorage) }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at its width: when that changes, so
    /// does its intrinsic height, as in UIKit. Its text is laid out in its bounds: it is redrawn (TK6).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 && boundsStorage.width != measuredWidth {
            invalidateIntrinsicContentSize()
        }
        if textStorage?.isEmpty == false { setNeedsDisplay() }
    }
}
