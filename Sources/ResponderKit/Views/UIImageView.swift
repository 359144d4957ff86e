import Foundation

/// An image view. Its only event-relevant trait is UIKit's: `isUserInteractionEnabled` is false by
/// default, so it and its subviews are not hit (H1) until enabled — seed 004 turns it on.
@MainActor open class UIImageView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
