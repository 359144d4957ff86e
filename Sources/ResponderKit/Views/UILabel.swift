import Foundation

/// A label. Like UIKit's, it is not interactive by default (H1): touches pass to what is behind it.
/// Its text and style are stored and read back (AP12); nothing is laid out or drawn.
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
        }
    }

    /// Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { attributedStorage }
        set {
            attributedStorage = newValue
            textStorage = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }

    /// The system font at 17 pt until set; nil restores it, as UIKit does.
    open var font: UIFont! {
        get { fontStorage ?? .systemFont(ofSize: 17) }
        set {
            fontStorage = newValue
            invalidateIntrinsicContentSize()
            if AppearanceProxies.isActive { appearanceDidSet(\UILabel.font, newValue) }  // UA1
        }
    }
    private var fontStorage: UIFont?

    /// `.label` until set; nil restores it, as UIKit does.
    open var textColor: UIColor! {
        get { textColorStorage ?? .label }
        set {
            textColorStorage = newValue
            if AppearanceProxies.isActive { appearanceDidSet(\UILabel.textColor, newValue) }  // UA1
        }
    }
    private var textColorStorage: UIColor?

    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at for the intrinsic size; 0: the label's own width (LY28).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var measuredWidth: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false
    open var adjustsFontForContentSizeCategory = false

    /// TR5: a label that adjusts its font to the content size category takes its text style's new size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard adjustsFontForContentSizeCategory, let style = fontStorage?.textStyle,
            traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory
        else { return }
        font = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    // MARK: Layout (LY28)

    /// The text's size in its font; zero without text.
    open override var intrinsicContentSize: CGSize {
        measuredWidth = boundsStorage.width
        return textSize(wrappingAt: wrapWidth(for: boundsStorage.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
    }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at its width: when that changes, so
    /// does its intrinsic height, as in UIKit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1 && preferredMaxLayoutWidth == 0 && boundsStorage.width != measuredWidth {
            invalidateIntrinsicContentSize()
        }
    }
}
