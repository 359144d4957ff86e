import Foundation
import ResponderKit

/// Deterministic random numbers (SplitMix64) so every run builds the same trees.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }
}

/// The trees and scenes of the benchmark cases.
@MainActor enum Scenes {
    static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)

    /// `hittest.deep1000`, `convert.deep1000`: a chain 1,000 deep, each view inset 0.1 pt in its parent.
    static func deepChain(depth: Int) -> (window: UIWindow, deepest: UIView) {
        let window = UIWindow(frame: screen)
        window.isHidden = false
        var parent: UIView = window
        for _ in 0..<depth {
            let size = parent.bounds.size
            let child = UIView(frame: CGRect(x: 0.1, y: 0.1, width: size.width - 0.2, height: size.height - 0.2))
            parent.addSubview(child)
            parent = child
        }
        return (window, parent)
    }

    /// `hittest.balanced100k`: fan-out 10, breadth first up to `count` views; children are random,
    /// overlapping rectangles in their parent; 10 % have a random rotation and scale.
    static func balancedTree(count: Int, random: inout SplitMix64) -> UIWindow {
        let window = UIWindow(frame: screen)
        window.isHidden = false
        var queue: [UIView] = [window]
        var made = 0
        var head = 0
        while made < count, head < queue.count {
            let parent = queue[head]
            head += 1
            for _ in 0..<10 where made < count {
                let size = parent.bounds.size
                let w = size.width * (0.3 + 0.4 * random.unit())
                let h = size.height * (0.3 + 0.4 * random.unit())
                let child = UIView(
                    frame: CGRect(
                        x: (size.width - w) * random.unit(), y: (size.height - h) * random.unit(),
                        width: w, height: h))
                if random.unit() < 0.1 {
                    let angle = (random.unit() - 0.5)
                    let scale = 0.8 + 0.4 * random.unit()
                    child.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
                }
                parent.addSubview(child)
                queue.append(child)
                made += 1
            }
        }
        return window
    }

    /// `hittest.wide10k`: 10,000 small overlapping siblings scattered over a full-screen container.
    static func wideTree(count: Int, random: inout SplitMix64) -> UIWindow {
        let window = UIWindow(frame: screen)
        window.isHidden = false
        let container = UIView(frame: screen)
        window.addSubview(container)
        for _ in 0..<count {
            let w = 8 + 24 * random.unit()
            let h = 8 + 24 * random.unit()
            container.addSubview(
                UIView(
                    frame: CGRect(
                        x: (375 - w) * random.unit(), y: (667 - h) * random.unit(),
                        width: w, height: h)))
        }
        return window
    }

    static func randomPoints(_ count: Int, random: inout SplitMix64) -> [CGPoint] {
        (0..<count).map { _ in CGPoint(x: 375 * random.unit(), y: 667 * random.unit()) }
    }

    /// `dispatch.move.*`: a chain of `count` full-screen views each carrying one recognizer that stays
    /// `.possible` under 1 pt moves (tap, long press, pan, swipe, pinch in turn); one finger down.
    static func recognizerPath(count: Int) -> (EventSimulator, SimulatedTouch) {
        let simulator = EventSimulator()
        var parent: UIView = simulator.window
        for index in 0..<count {
            let view = UIView(frame: simulator.window.bounds)
            parent.addSubview(view)
            let recognizer: UIGestureRecognizer
            switch index % 5 {
            case 0: recognizer = UITapGestureRecognizer()
            case 1: recognizer = UILongPressGestureRecognizer()
            case 2: recognizer = UIPanGestureRecognizer()
            case 3: recognizer = UISwipeGestureRecognizer()
            default: recognizer = UIPinchGestureRecognizer()
            }
            view.addGestureRecognizer(recognizer)
            parent = view
        }
        let finger = simulator.touchDown(at: CGPoint(x: 180, y: 300))
        return (simulator, finger)
    }

    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var selections = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections += 1 }
    }

    /// `dispatch.tap.table1000`: a 1,000-row table in a scroll view, under 6 views carrying long presses,
    /// pans and swipes (3 each), so 20 recognizers sit on the path with the two scroll views' own.
    static func tablePath() -> (EventSimulator, Rows) {
        let simulator = EventSimulator()
        var parent: UIView = simulator.window
        for index in 0..<6 {
            let view = UIView(frame: simulator.window.bounds)
            parent.addSubview(view)
            view.addGestureRecognizer(index % 2 == 0 ? UILongPressGestureRecognizer() : UIPanGestureRecognizer())
            view.addGestureRecognizer(UISwipeGestureRecognizer())
            view.addGestureRecognizer(index % 2 == 0 ? UIPanGestureRecognizer() : UILongPressGestureRecognizer())
            parent = view
        }
        let scrollView = UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 667)
        parent.addSubview(scrollView)
        let table = UITableView(frame: scrollView.bounds, style: .plain)
        let rows = Rows()
        table.delegate = rows
        table.dataSource = rows
        scrollView.addSubview(table)
        return (simulator, rows)
    }

    /// `dispatch.drag.pan`: a pan, a tap and a long press on one view under the finger; counts the pan's
    /// actions.
    final class Counter {
        var count = 0
    }

    static func panDrag() -> (EventSimulator, Counter) {
        let simulator = EventSimulator()
        let view = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(view)
        let counter = Counter()
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(UILongPressGestureRecognizer())
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in counter.count += 1 })
        return (simulator, counter)
    }

    /// `dispatch.fingers10`: ten sibling views side by side, each with a tap recognizer, and a point in each.
    static func tenFingers() -> (EventSimulator, [CGPoint]) {
        let simulator = EventSimulator()
        var points: [CGPoint] = []
        for index in 0..<10 {
            let view = UIView(frame: CGRect(x: CGFloat(index) * 37, y: 100, width: 37, height: 400))
            view.addGestureRecognizer(UITapGestureRecognizer())
            simulator.window.addSubview(view)
            points.append(CGPoint(x: CGFloat(index) * 37 + 18, y: 300))
        }
        return (simulator, points)
    }
}
