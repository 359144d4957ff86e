import Foundation

/// A label. Like UIKit's, it is not interactive by default (H1): touches pass to what is behind it.
/// Its text and style are stored and read back (AP12); nothing is laid out or drawn.
@MainActor open class UILabel: UIView {
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
        }
    }

    /// Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { attributedStorage }
        set {
            attributedStorage = newValue
            textStorage = newValue?.string
        }
    }

    /// The system font at 17 pt until set; nil restores it, as UIKit does.
    open var font: UIFont! {
        get { fontStorage ?? .systemFont(ofSize: 17) }
        set { fontStorage = newValue }
    }
    private var fontStorage: UIFont?

    /// `.label` until set; nil restores it, as UIKit does.
    open var textColor: UIColor! {
        get { textColorStorage ?? .label }
        set { textColorStorage = newValue }
    }
    private var textColorStorage: UIColor?

    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
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
}
