import Foundation
import ResponderKit
import Testing

/// The deterministic text measure (LY28) behind labels' and buttons' intrinsic sizes.
@MainActor @Suite struct TextMetricsTests {
    @Test("LY28: a label is as wide as its characters' advances and one SF line tall, rounded up to pixels")
    func labelSizes() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)  // no text
        label.text = "Just text"  // J .65 u .5 s .5 t .35 ␣ .25 t .35 e .5 x .5 t .35 = 3.95 em
        // 3.95 × 17 = 67.15 → 67.5 at 2x; line 17 × 2444 / 2048 = 20.29 → 20.5 (UIKit's device log shows
        // 66 × 20.33 at 3x for this text: the height is UIKit's, the width our class table's).
        #expect(label.intrinsicContentSize == CGSize(width: 67.5, height: 20.5))
        label.text = "iiii"
        #expect(label.intrinsicContentSize.width == 17)  // 4 × 0.25 em
        label.text = "MW09"
        #expect(label.intrinsicContentSize.width == 51)  // (0.9 + 0.9 + 0.6 + 0.6) × 17
        label.text = "日本"
        #expect(label.intrinsicContentSize.width == 34)  // 1 em each
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == label.intrinsicContentSize)  // one line
    }

    @Test("LY28: a titled button is its title plus 6 pt above and below")
    func buttonSizes() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)  // 2.85 em × 15 = 42.75 → 43; 17.9 → 18, + 12
        #expect(button.intrinsicContentSize == CGSize(width: 43, height: 30))
        let simulator = EventSimulator()
        simulator.window.addSubview(button)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 43, height: 30))
        let label = UILabel()
        label.text = "Just text"
        #expect(label.intrinsicContentSize.height == 20.5)
    }

    @Test("LY28: the first baseline of a label is its text's ascender below the centred text's top")
    func baselineConstraint() {
        let simulator = EventSimulator()
        let label = UILabel()
        label.text = "Baseline"
        label.translatesAutoresizingMaskIntoConstraints = false
        let rule = constrainedView()
        simulator.window.addSubview(label)
        simulator.window.addSubview(rule)
        let tall = label.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: simulator.window.topAnchor),
            label.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            rule.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            rule.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            rule.widthAnchor.constraint(equalToConstant: 1), rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        simulator.advance(by: 0)
        let ascender: CGFloat = 17 * 1950 / 2048
        let line: CGFloat = 17 * 2444 / 2048
        #expect(abs(rule.frame.minY - (label.frame.height - line) / 2 - ascender) <= 0.25)
        tall.isActive = true  // the text stays centred: its baseline moves down with it
        simulator.advance(by: 0)
        #expect(abs(rule.frame.minY - ((60 - line) / 2 + ascender)) <= 0.25)
        label.text = "Two\nlines"  // one line shown (numberOfLines 1): the first baseline stays
        simulator.advance(by: 0)
        #expect(abs(rule.frame.minY - ((60 - line) / 2 + ascender)) <= 0.25)
    }
}
