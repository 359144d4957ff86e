import UIKit

/// A button that says hello when tapped, written as an iOS app would.
class GreetingButton: UIButton {
    var greetings = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: #selector(greet(_:)), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func greet(_ sender: UIButton) {
        greetings += 1
    }
}
