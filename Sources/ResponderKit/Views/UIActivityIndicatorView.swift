import Foundation

/// A spinner (AI1–AI3): animating or not, nothing drawn. With `hidesWhenStopped` (the default) it is hidden
/// whenever it is not animating, as Apple's documentation of that property says, so it takes no touches then.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// UIKit's styles (raw values as in UIKit); `white`, `whiteLarge` and `gray` are the deprecated ones.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white = 1, gray = 2
        case medium = 100, large = 101
    }

    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    open var color: UIColor! = .gray {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UIActivityIndicatorView.color, color) } }
    }
    /// AI1: turning it off shows a stopped spinner that it had hidden ("not hidden when animation stops").
    open var hidesWhenStopped = true {
        didSet {
            if hidesWhenStopped {
                applyHidesWhenStopped()
            } else if oldValue && !animating {
                isHidden = false
            }
        }
    }
    open var isAnimating: Bool { animating }
    var animating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyHidesWhenStopped()
    }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        if style == .whiteLarge || style == .white { color = .white }
        frame.size = intrinsicContentSize
    }

    /// Non-failable, as UIKit's Objective-C header declares it (DA2).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        applyHidesWhenStopped()
    }

    /// AI1: shows it (when `hidesWhenStopped`) and marks it animating.
    open func startAnimating() {
        animating = true
        applyHidesWhenStopped()
    }

    /// AI1: marks it stopped, and hides it when `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        applyHidesWhenStopped()
    }

    /// AI2: 20 × 20 points for the small styles, 37 × 37 for the large ones.
    open override var intrinsicContentSize: CGSize {
        switch style {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        case .medium, .white, .gray: return CGSize(width: 20, height: 20)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func applyHidesWhenStopped() {
        if hidesWhenStopped { isHidden = !animating }
    }
}
