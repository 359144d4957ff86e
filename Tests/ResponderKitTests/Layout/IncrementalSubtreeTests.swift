import Foundation
import ResponderKit
import Testing

/// LY15: a subtree joining or leaving a hierarchy whose engine lays out its superview changes the engine
/// incrementally. The oracle is the rebuild path itself: after every step the frames are read, the
/// engine is forced to rebuild from the tree (switching the window's `translatesAutoresizingMaskIntoConstraints`
/// off and on again, LY15), and every frame must come out the same.
@MainActor @Suite struct IncrementalSubtreeTests {
    /// A seeded generator (SplitMix64), so that a failure replays.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A cell-like subtree: a translating root holding a content view pinned to it, a box and a label laid
    /// out by constraints of several priorities (the label's intrinsic size brings hugging and compression
    /// resistance in).
    static func makeCell(_ random: inout Seeded, index: Int) -> (UIView, [NSLayoutConstraint]) {
        let cell = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 60, width: 320, height: 60))
        let content = UIView()
        let box = UIView()
        let label = UILabel()
        label.text = String(repeating: "w", count: Int.random(in: 1...30, using: &random))
        for view in [content, box, label] { view.translatesAutoresizingMaskIntoConstraints = false }
        cell.addSubview(content)
        content.addSubview(box)
        content.addSubview(label)
        let inset = CGFloat(Int.random(in: 0...12, using: &random))
        let wide = box.widthAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 40...400, using: &random)))
        wide.priority = UILayoutPriority(Float([250, 500, 751].randomElement(using: &random)!))
        let constraints = [
            content.topAnchor.constraint(equalTo: cell.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: inset),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -inset),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 8),
            box.topAnchor.constraint(equalTo: content.topAnchor, constant: 4),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -4),
            wide,
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -8),
            label.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        return (cell, constraints)
    }

    static func frames(_ root: UIView) -> [CGRect] {
        var result: [CGRect] = []
        var stack = [root]
        while let view = stack.popLast() {
            result.append(view.frame)
            stack += view.subviews.reversed()
        }
        return result
    }

    @Test("LY15: cells leaving, joining and changing lay out as a rebuilt engine lays them out (5 seeds × 40 steps)")
    func incrementalMatchesRebuild() {
        for seed in UInt64(1)...5 {
            var random = Seeded(state: seed)
            let simulator = EventSimulator()
            let container = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(container)
            var cells: [(UIView, [NSLayoutConstraint])] = []
            for index in 0..<8 {
                let cell = Self.makeCell(&random, index: index)
                cells.append(cell)
                container.addSubview(cell.0)
            }
            simulator.window.layoutIfNeeded()
            for step in 0..<40 {
                let (cell, constraints) = cells.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where cell.superview != nil: cell.removeFromSuperview()
                case 1 where cell.superview == nil:
                    let index = Int.random(in: 0...container.subviews.count, using: &random)
                    container.insertSubview(cell, at: index)
                case 2: constraints[7].constant = CGFloat(Int.random(in: 40...400, using: &random))
                default: cell.frame.size.width = CGFloat(Int.random(in: 200...375, using: &random))
                }
                simulator.window.layoutIfNeeded()
                let incremental = Self.frames(simulator.window)
                simulator.window.translatesAutoresizingMaskIntoConstraints = false
                simulator.window.translatesAutoresizingMaskIntoConstraints = true
                simulator.window.layoutIfNeeded()
                #expect(Self.frames(simulator.window) == incremental, "seed \(seed) step \(step)")
            }
            #expect(simulator.issues.isEmpty, "seed \(seed)")
        }
    }
}
