import Foundation
import ResponderKit
import Testing

/// A1 (classes and overridable members `open`, in the class body): a subclass in another module overrides
/// the layout members users override on iOS, and the engine calls the overrides.
@MainActor @Suite struct OpenOverrideTests {
    final class Badge: UIView {
        var calls: [String] = []
        override class var requiresConstraintBasedLayout: Bool { true }
        override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            calls.append("sizeThatFits")
            return CGSize(width: 12, height: 8)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls.append("layoutSubviews")
        }
        override func updateConstraints() {
            calls.append("updateConstraints")
            super.updateConstraints()
        }
        override func invalidateIntrinsicContentSize() {
            calls.append("invalidateIntrinsicContentSize")
            super.invalidateIntrinsicContentSize()
        }
    }

    @Test("A1, LY: overridden layoutSubviews, sizeThatFits, intrinsicContentSize, updateConstraints are called")
    func overrides() {
        let simulator = EventSimulator()
        let badge = Badge()
        badge.sizeToFit()
        #expect(badge.bounds.size == CGSize(width: 12, height: 8))
        badge.translatesAutoresizingMaskIntoConstraints = false
        simulator.window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 10),
            badge.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 10),
        ])
        badge.setNeedsUpdateConstraints()
        badge.invalidateIntrinsicContentSize()
        simulator.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 30, height: 20))  // from the overridden intrinsic size
        #expect(badge.calls.contains("updateConstraints"))
        #expect(badge.calls.contains("layoutSubviews"))
        #expect(badge.calls.contains("invalidateIntrinsicContentSize"))
        #expect(badge.calls.first == "sizeThatFits")
    }
}
