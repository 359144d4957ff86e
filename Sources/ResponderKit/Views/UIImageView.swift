import Foundation

/// An image view. Its only event-relevant trait is UIKit's: `isUserInteractionEnabled` is false by
/// default, so it and its subviews are not hit (H1) until enabled — seed 004 turns it on. Its image is
/// stored and read back (AP12); nothing is drawn.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// Its size is the view's intrinsic size (LY28).
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var animationImages: [UIImage]?
    open var animationDuration: TimeInterval = 0
    open var animationRepeatCount = 0
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Sized to the image, as UIKit does.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The image's size; none without an image, as in UIKit.
    open override var intrinsicContentSize: CGSize { image?.size ?? UIView.noIntrinsicSize }

    open var isAnimating: Bool { animatingStorage }
    private var animatingStorage = false

    /// Records that the animation runs; there are no frames to show.
    open func startAnimating() { animatingStorage = animationImages?.isEmpty == false }
    open func stopAnimating() { animatingStorage = false }
}
