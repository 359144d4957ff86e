import Foundation
import ResponderKit
import Testing

/// Screens laid out by Auto Layout compared with kiwisolver (an independent Cassowary, LY11) solving the
/// same layout written directly as equations from UIKit's documented meaning of each anchor, priority
/// and guide — not from our engine's translation (LY16, LY21). Frames are compared after the oracle's
/// exact answer is rounded to the pixel grid as LY21 says.
@MainActor @Suite struct KiwiFrameOracleTests {
    /// A kiwi system written by hand: each view is four unknowns (x, y, width, height in window coordinates).
    struct System {
        var count = 0
        var ops: [[String: Any]] = []

        struct Box {
            let x: Int, y: Int, w: Int, h: Int
        }

        mutating func box() -> Box {
            count += 4
            return Box(x: count - 4, y: count - 3, w: count - 2, h: count - 1)
        }

        /// `Σ coefficient × variable + constant  relation  0` at a kiwi strength (nil: required).
        mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: String, _ strength: Double? = nil) {
            ops.append([
                "op": "add", "id": ops.count, "terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant,
                "relation": relation, "strength": strength as Any? ?? NSNull(),
            ])
        }

        /// Content hugging and compression resistance of an intrinsic length (LY14).
        mutating func intrinsic(_ variable: Int, _ length: Double, hug: Double, resist: Double) {
            add([(variable, 1)], -length, "<=", hug)
            add([(variable, 1)], -length, ">=", resist)
        }

        func solve() throws -> [Double] {
            let output = try KiwiOracle.run(["systems": [["variables": count, "ops": ops]]])
            let results = try #require(output["results"] as? [[[String: Any]]])
            let last = try #require(results.first?.last)
            #expect(results.first?.allSatisfy { $0["ok"] as? Bool == true } == true, "kiwi refused a constraint")
            return try #require(last["values"] as? [Double])
        }
    }

    // kiwi's strengths for UIKit's priorities in these screens (ordered far apart, as LY3's levels).
    static let p750 = 1e6
    static let p251 = 2e3
    static let p250 = 1e3

    /// The oracle's exact box, relative to its superview's exact box (nil: the window), rounded to half
    /// points (LY21).
    func frame(_ box: System.Box, _ values: [Double], parent: System.Box? = nil) -> CGRect {
        func snap(_ value: Double) -> CGFloat { CGFloat((value * 2).rounded() / 2) }
        let x = values[box.x] - (parent.map { values[$0.x] } ?? 0)
        let y = values[box.y] - (parent.map { values[$0.y] } ?? 0)
        let left = snap(x)
        let top = snap(y)
        return CGRect(x: left, y: top, width: snap(x + values[box.w]) - left, height: snap(y + values[box.h]) - top)
    }

    @Test("LY16, LY21: the rotation screen's frames agree with kiwisolver in portrait and landscape")
    func rotationScreen() throws {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844),
            safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ConstraintScreenTests.ScreenController()
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        let cases: [(CGSize, UIEdgeInsets, CGFloat)] = [
            (CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), 16),
            (CGSize(width: 844, height: 390), UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47), 20),
        ]
        for (index, (size, safe, minimumMargin)) in cases.enumerated() {
            if index == 1 { simulator.rotate(to: .landscapeLeft, safeAreaInsets: safe) }
            let (w, h) = (Double(size.width), Double(size.height))
            var system = System()
            let header = system.box()
            let button = system.box()
            let card = system.box()
            // header: pinned to the safe area's top, leading and trailing; 44 tall.
            system.add([(header.y, 1)], -Double(safe.top), "==")
            system.add([(header.x, 1)], -Double(safe.left), "==")
            system.add([(header.x, 1), (header.w, 1)], -(w - Double(safe.right)), "==")
            system.add([(header.h, 1)], -44, "==")
            // button: trailing and bottom on the margins (system minimum + safe area, LY25/LY26).
            let intrinsic = controller.button.intrinsicContentSize
            system.add([(button.x, 1), (button.w, 1)], -(w - Double(minimumMargin + safe.right)), "==")
            system.add([(button.y, 1), (button.h, 1)], -(h - Double(safe.bottom)), "==")
            system.intrinsic(button.w, Double(intrinsic.width), hug: Self.p250, resist: Self.p750)
            system.intrinsic(button.h, Double(intrinsic.height), hug: Self.p250, resist: Self.p750)
            // card: centred in the root view and the safe area; ≤ 400; 0.8 × width at 750; height = width / 2.
            system.add([(card.x, 1), (card.w, 0.5)], -w / 2, "==")
            system.add(
                [(card.y, 1), (card.h, 0.5)], -(Double(safe.top) + (h - Double(safe.top + safe.bottom)) / 2), "==")
            system.add([(card.w, 1)], -400, "<=")
            system.add([(card.w, 1)], -0.8 * w, "==", Self.p750)
            system.add([(card.h, 1), (card.w, -0.5)], 0, "==")
            let values = try system.solve()
            #expect(controller.header.frame == frame(header, values), "case \(index)")
            #expect(controller.button.frame == frame(button, values), "case \(index)")
            #expect(controller.card.frame == frame(card, values), "case \(index)")
        }
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY14, LY16: a form row, a nested card with a multiplier and a proportional inset agree with kiwisolver")
    func formAndNestedCard() throws {
        let simulator = EventSimulator()
        let root = simulator.window
        let name = UILabel()
        name.text = "Name"
        let value = UILabel()
        value.text = "A longer value"
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let card = constrainedView()
        let badge = constrainedView()
        for view in [name, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(name)
        root.addSubview(value)
        root.addSubview(card)
        card.addSubview(badge)
        let third = card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2.0 / 3.0, constant: -7)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            name.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            card.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 20),
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
            third,
            card.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            card.heightAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, multiplier: 0.5),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        simulator.advance(by: 0)

        var system = System()
        let (n, v, c, b) = (system.box(), system.box(), system.box(), system.box())
        let nameSize = name.intrinsicContentSize
        let valueSize = value.intrinsicContentSize
        system.add([(n.x, 1)], -16, "==")
        system.add([(n.y, 1)], -100, "==")
        system.add([(v.x, 1), (n.x, -1), (n.w, -1)], -8, "==")
        system.add([(v.x, 1), (v.w, 1)], -(375 - 16), "==")
        system.intrinsic(n.w, Double(nameSize.width), hug: Self.p251, resist: Self.p750)
        system.intrinsic(n.h, Double(nameSize.height), hug: Self.p250, resist: Self.p750)
        system.intrinsic(v.w, Double(valueSize.width), hug: Self.p250, resist: Self.p750)
        system.intrinsic(v.h, Double(valueSize.height), hug: Self.p250, resist: Self.p750)
        // Equal fonts, one line each: the same distance from the top to the first baseline (LY28).
        system.add([(v.y, 1), (n.y, -1), (v.h, 0.5), (n.h, -0.5)], 0, "==")
        system.add([(c.y, 1), (n.y, -1), (n.h, -1)], -20, "==")
        system.add([(c.x, 1), (c.w, 0.5)], -(375.0 / 2 + 10), "==")
        system.add([(c.w, 1)], -(375.0 * 2 / 3 - 7), "==")
        system.add([(c.h, 1)], -120, ">=")
        system.add([(c.h, 1), (c.w, -0.5)], 0, "<=")
        system.add([(b.x, 1), (b.w, 1), (c.x, -1), (c.w, -1)], 10, "==")
        system.add([(b.y, 1), (b.h, 0.5), (c.y, -1), (c.h, -0.5)], 0, "==")
        system.add([(b.w, 1), (c.w, -0.25)], 0, "==")
        system.add([(b.h, 1), (b.w, -1)], 0, "==")
        let values = try system.solve()
        #expect(name.frame == frame(n, values))
        #expect(value.frame == frame(v, values))
        #expect(card.frame == frame(c, values))
        #expect(badge.frame == frame(b, values, parent: c))
        #expect(simulator.issues.isEmpty)
    }
}
