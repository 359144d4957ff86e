import UIKit

/// Interface Builder's attributes and an override written in an extension (SPEC PT1, PT2, PT5).
@IBDesignable
class BadgeView: UIView {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var dots: [UIView]!
    @IBInspectable var cornerRadius: CGFloat = 4 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var count: Int = 0
    var layoutPasses = 0

    @IBAction func clear(_ sender: Any) {
        count = 0
    }
}

extension BadgeView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
    }

    @objc func increment() {
        count += 1
    }
}
