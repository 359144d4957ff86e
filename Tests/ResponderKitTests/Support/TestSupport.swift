import Foundation
import ResponderKit
import Testing

/// Collects log lines the way the seeds' experiments use `NSLog`.
@MainActor final class Log {
    private(set) var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    func clear() { lines.removeAll() }
}

/// A view that logs like the seeds' logging subclasses: `<name> touchesBegan`, and optionally
/// `<name> hitTest` / `point:{x, y}` pairs (seed 002 style). With `callsSuper == false` it swallows
/// touches (no `super`, R2).
@MainActor class LoggingView: UIView {
    var name = ""
    var log: Log?
    var logsHitTesting = false
    var callsSuper = true

    convenience init(_ name: String, frame: CGRect, log: Log, logsHitTesting: Bool = false) {
        self.init(frame: frame)
        self.name = name
        self.log = log
        self.logsHitTesting = logsHitTesting
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if logsHitTesting {
            log?("\(name) hitTest")
            log?("point:\(format(point))")
        }
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if logsHitTesting {
            log?("\(name) pointInside")
            log?("point:\(format(point))")
        }
        return super.point(inside: point, with: event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("\(name) touchesBegan")
        if callsSuper { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("\(name) touchesMoved")
        if callsSuper { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("\(name) touchesEnded")
        if callsSuper { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?("\(name) touchesCancelled")
        if callsSuper { super.touchesCancelled(touches, with: event) }
    }
}

/// Seed-style point text: `{220, 193}`, `{84, 71.5}`.
func format(_ p: CGPoint) -> String {
    func n(_ v: CGFloat) -> String {
        if v == 0 { return "0" }
        return v == v.rounded() ? String(Int(v)) : "\(v)"
    }
    return "{\(n(p.x)), \(n(p.y))}"
}

/// Splits a multi-line literal into lines, ignoring surrounding blank lines and indentation.
func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: true)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
}
