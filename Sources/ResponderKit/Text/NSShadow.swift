import Foundation

/// A text shadow, the value of the `.shadow` attribute (TK11): string drawing records the text once more
/// at `shadowOffset` in `shadowColor` before the text itself (DR5); nil colour draws no shadow.
open class NSShadow: NSObject {
    /// Offset 0, blur radius 0, black at one third alpha: Apple's documented defaults.
    open var shadowOffset: CGSize = .zero
    open var shadowBlurRadius: CGFloat = 0
    open var shadowColor: Any? = UIColor(white: 0, alpha: 1.0 / 3.0)

    public override init() { super.init() }

    /// The colour as a `CGColor` (a `UIColor` or a `CGColor` is accepted, as UIKit's).
    var cgShadowColor: CGColor? {
        if let color = shadowColor as? UIColor { return color.cgColor }
        return shadowColor as? CGColor
    }
}
