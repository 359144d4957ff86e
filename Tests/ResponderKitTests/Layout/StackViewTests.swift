import Foundation
import ResponderKit
import Testing

/// UIStackView (LY31–LY33): distributions, alignments, spacing, margins and hidden arranged subviews,
/// checked against Apple's documented behaviour with hand-computed frames.
@MainActor @Suite struct StackViewTests {
    /// A view with an intrinsic size, like a label or an icon.
    final class Sized: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat, _ name: String = "") {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
            accessibilityIdentifier = name
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack pinned at (10, 20) with the given size (nil: free along that axis), in a fresh world; keep
    /// the simulator alive while using the stack.
    func host(_ stack: UIStackView, width: CGFloat?, height: CGFloat?) -> (EventSimulator, NSLayoutConstraint?) {
        let simulator = EventSimulator()
        stack.translatesAutoresizingMaskIntoConstraints = false
        simulator.window.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 10).isActive = true
        stack.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 20).isActive = true
        let widthConstraint = width.map { stack.widthAnchor.constraint(equalToConstant: $0) }
        widthConstraint?.isActive = true
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        simulator.window.layoutIfNeeded()
        return (simulator, widthConstraint)
    }

    @Test("LY31, LY32: a hidden arranged subview stops receiving touches and its siblings grow, then shrink back")
    func hiddenSubviewCollapses() {
        let log = Log()
        let views = ["left", "middle", "right"].map { LayoutTouchTarget($0, log: log) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        let (simulator, _) = host(stack, width: 300, height: 50)
        #expect(views.map(\.frame.minX) == [0, 100, 200])
        #expect(views.allSatisfy { $0.frame.size == CGSize(width: 100, height: 50) })
        #expect(tapped(simulator, CGPoint(x: 160, y: 45), log) == "middle")

        views[1].isHidden = true  // laid out before the next touch is hit-tested (LY20)
        #expect(tapped(simulator, CGPoint(x: 160, y: 45), log) == "right")
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 50))
        #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 50))
        #expect(views[1].frame.width == 0)  // UISV-hiding
        #expect(tapped(simulator, CGPoint(x: 100, y: 45), log) == "left")

        views[1].isHidden = false
        #expect(tapped(simulator, CGPoint(x: 160, y: 45), log) == "middle")
        #expect(views.map(\.frame.minX) == [0, 100, 200])
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY31: spacing, custom spacing after a view, and a vertical axis in the layout margins")
    func spacingAndMargins() {
        let views = [Sized(40, 20), Sized(40, 30), Sized(40, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(12, after: views[1])
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let (simulator, _) = host(stack, width: 100, height: nil)
        // Free height: the stack hugs its content, 1 + 20 + 5 + 30 + 12 + 10 + 3 = 81.
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 100, height: 81))
        #expect(
            views.map(\.frame) == [
                CGRect(x: 2, y: 1, width: 94, height: 20), CGRect(x: 2, y: 26, width: 94, height: 30),
                CGRect(x: 2, y: 68, width: 94, height: 10),
            ])
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        stack.removeArrangedSubview(views[2])  // stays a subview, no longer arranged
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3)
        #expect(stack.frame.height == 59)  // 1 + 20 + 5 + 30 + 3
        views[1].removeFromSuperview()  // leaves the arrangement too
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map { $0 === views[0] } == [true])
        #expect(stack.frame.height == 24)  // 1 + 20 + 3
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY32: fill gives the extra room to the lowest hugging priority, and on a tie to the last view")
    func fill() {
        let first = Sized(50, 20)
        let second = Sized(60, 20)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        let (simulator, width) = host(stack, width: 300, height: 20)
        #expect(first.frame.width == 50)
        #expect(second.frame == CGRect(x: 60, y: 0, width: 240, height: 20))
        first.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(first.frame.width == 230)
        #expect(second.frame == CGRect(x: 240, y: 0, width: 60, height: 20))
        // Too little room: the lower compression resistance gives first, else the last view.
        first.setContentHuggingPriority(.defaultLow, for: .horizontal)
        width?.constant = 80
        simulator.window.layoutIfNeeded()
        #expect(first.frame.width == 50)
        #expect(second.frame.width == 20)
        first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        simulator.window.layoutIfNeeded()
        #expect(first.frame.width == 10)
        #expect(second.frame.width == 60)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY32: fillProportionally shares the room less the spacing by intrinsic widths")
    func fillProportionally() {
        let views = [Sized(10, 10), Sized(30, 10), Sized(60, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        let (simulator, _) = host(stack, width: 220, height: 10)
        // 220 − 20 spacing = 200, shared 1 : 3 : 6.
        #expect(views.map(\.frame.width) == [20, 60, 120])
        #expect(views.map(\.frame.minX) == [0, 30, 100])
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY32: equalSpacing pads evenly between intrinsic sizes; equalCentering spaces the centres evenly")
    func equalDistributions() {
        let views = [Sized(50, 10), Sized(80, 10), Sized(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let (simulator, _) = host(stack, width: 300, height: 10)
        // 300 − 160 = 140 of room: two gaps of 70.
        #expect(views.map(\.frame.minX) == [0, 120, 270])
        #expect(views.map(\.frame.width) == [50, 80, 30])

        stack.distribution = .equalCentering
        stack.layoutIfNeeded()
        // Centres 25 and 285 at the ends: the middle centre at 155, so it spans 115...195.
        #expect(views.map(\.frame.minX) == [0, 115, 270])
        #expect(views.map(\.frame.width) == [50, 80, 30])
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY33: alignments across the axis, and the stack hugging its tallest view")
    func alignments() {
        let views = [Sized(20, 10), Sized(20, 30), Sized(20, 20)]
        let stack = UIStackView(arrangedSubviews: views)
        let (simulator, _) = host(stack, width: 60, height: nil)
        #expect(stack.frame.height == 30)  // fill: the tallest decides (compression resistance)
        #expect(views.allSatisfy { $0.frame.height == 30 })
        let expected: [(UIStackView.Alignment, [CGFloat])] = [
            (.leading, [0, 0, 0]), (.top, [0, 0, 0]), (.center, [10, 0, 5]), (.trailing, [20, 0, 10]),
            (.bottom, [20, 0, 10]),
        ]
        for (alignment, tops) in expected {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == tops, "\(alignment)")
            #expect(views.map(\.frame.height) == [10, 30, 20], "\(alignment)")
            #expect(stack.frame.height == 30, "\(alignment)")
        }
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY33: firstBaseline alignment lines the labels' baselines up")
    func baselines() {
        let small = UILabel()
        small.text = "ab"
        let big = UILabel()
        big.text = "cd"
        let box = Sized(20, 40)
        let stack = UIStackView(arrangedSubviews: [small, big, box])
        stack.alignment = .firstBaseline
        let (simulator, _) = host(stack, width: nil, height: nil)
        // Equal fonts: equal heights and baselines; the plain view's baseline is its bottom edge. The
        // frames are rounded to half points (LY21): the edges agree within a quarter point.
        #expect(small.frame.minY == big.frame.minY)
        let baseline = small.frame.minY + small.frame.height / 2 - 17 * 2444 / 2048 / 2 + 17 * 1950 / 2048
        #expect(abs(box.frame.maxY - baseline) <= 0.25)
        #expect(stack.frame.height == max(box.frame.maxY, small.frame.maxY) - min(box.frame.minY, small.frame.minY))
        #expect(simulator.issues.isEmpty)
    }
}
