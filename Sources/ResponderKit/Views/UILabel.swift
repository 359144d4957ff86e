import Foundation

/// A label. Like UIKit's, it is not interactive by default (H1): touches pass to what is behind it.
@MainActor open class UILabel: UIView {
    /// Measured for the intrinsic size (LY28).
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The width multi-line text wraps at for the intrinsic size; 0: the label's own width (LY28).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    private var measuredWidth: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text's size (LY28); zero without text.
    open override var intrinsicContentSize: CGSize {
        measuredWidth = boundsStorage.width
        return textSize(wrappingAt: wrapWidth(for: boundsStorage.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: numberOfLinesForLayout == 1 || size.width <= 0 ? nil : size.width)
    }

    /// A multi-line label without `preferredMaxLayoutWidth` wraps at its width: when that changes, so
    /// does its intrinsic height, as in UIKit (LY28).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLinesForLayout != 1 && preferredMaxLayoutWidth == 0 && boundsStorage.width != measuredWidth {
            invalidateIntrinsicContentSize()
        }
    }
}
