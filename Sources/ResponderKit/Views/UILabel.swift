import Foundation

/// A label. Like UIKit's, it is not interactive by default (H1): touches pass to what is behind it.
@MainActor open class UILabel: UIView {
    open var text: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
