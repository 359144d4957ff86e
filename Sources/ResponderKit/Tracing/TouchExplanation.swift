import Foundation

/// Why a point lands where it does, from the engine's own hit-test walk and recognizer collection (X3):
/// each view the walk visited with the rule that stopped or passed it, what overrides returned against
/// UIKit's default, the view bound, its responder chain and the recognizers that see the touch.
///
/// Built by ``EventSimulator/explain(at:)`` and ``EventSimulator/explain(touch:)``; names are the trace's.
public struct TouchExplanation: Equatable, Sendable {
    /// One line of the walk.
    public struct Step: Equatable, Sendable {
        /// Nesting in the walk: a view's subviews are one deeper.
        public let depth: Int
        public let view: String
        /// The point in the view's own coordinates.
        public let point: CGPoint
        /// The SPEC rule that stopped or passed the view here (`H1`, `H2`, `H4`, `H5`, `H6`, `H9`, `G5`).
        public let rule: String
        public let text: String
    }

    /// The touch explained, or nil for a point (``EventSimulator/explain(at:)``).
    public let touch: Int?
    /// In the simulator window's coordinates.
    public let point: CGPoint
    public let time: TimeInterval
    public let steps: [Step]
    /// The view the touch is (or would be) bound to (H7), or nil.
    public let hitTestView: String?
    /// Why the bound view does not get the touch's phases, when it does not (T5).
    public let note: String?
    /// From the hit-test view up (R1).
    public let responderChain: [String]
    /// GR1: every recognizer from the hit-test view up, inner first, with what was decided for it.
    public let recognizers: [RecognizerVerdict]

    /// The whole explanation as text, one line each.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    public var lines: [String] {
        let subject = touch.map { "touch \($0) at " } ?? ""
        var lines = [
            "explain \(subject)\(SeedFormat.point(point)) at t=\(SeedFormat.number(time)) (window coordinates)"
        ]
        for step in steps { lines.append(String(repeating: "  ", count: step.depth) + step.text) }
        lines.append("hit-test view: \(hitTestView ?? "nothing")")
        if let note { lines.append("note: \(note)") }
        if !responderChain.isEmpty { lines.append("responder chain: \(responderChain.joined(separator: " -> "))") }
        if recognizers.isEmpty {
            lines.append("recognizers: none")
        } else {
            lines.append("recognizers (GR1, inner first):")
            for verdict in recognizers { lines.append("  " + verdict.text) }
        }
        return lines
    }
}

/// What GR1 decided for one recognizer when a touch was bound (X3).
public struct RecognizerVerdict: Equatable, Sendable {
    public enum Answer: Equatable, Sendable {
        /// It sees the touch: its delegate (if any) said yes to `gestureRecognizer(_:shouldReceive:)`.
        case receives
        /// Its delegate's `gestureRecognizer(_:shouldReceive:)` said no.
        case delegateRefused
        /// The touch's type is not in its `allowedTouchTypes`, or differs from its other touches' (TD5).
        case touchTypeNotAllowed
        /// Disabled, or finished and not yet reset: it is not asked.
        case notReceiving
        /// It said yes, but user code switched it off or moved it while the touch was bound (T7).
        case droppedWhileBinding
    }

    public let recognizer: String
    /// The view it is attached to.
    public let view: String
    public let hasDelegate: Bool
    public let answer: Answer

    public var text: String {
        let subject = "\(recognizer) (on \(view))"
        switch answer {
        case .receives:
            return hasDelegate
                ? "\(subject): receives the touch: its delegate's shouldReceive said true"
                : "\(subject): receives the touch (no delegate)"
        case .delegateRefused: return "\(subject): its delegate's shouldReceive said false: it never sees the touch"
        case .touchTypeNotAllowed:
            return "\(subject): not asked: the touch's type is not in its allowedTouchTypes (or not its touches' type)"
        case .notReceiving: return "\(subject): not asked: disabled or not yet reset"
        case .droppedWhileBinding: return "\(subject): said yes, then was switched off or moved during binding (T7)"
        }
    }
}

extension HitTestRecorder {
    /// The public value, with `names` (the trace's).
    func explanation(touch: Int?, windowPoint: CGPoint, time: TimeInterval, names: EventTrace) -> TouchExplanation {
        var steps: [TouchExplanation.Step] = []
        for root in roots { Self.describe(root, depth: 0, names: names, into: &steps) }
        var chain: [String] = []
        var current: UIResponder? = boundView
        while let responder = current, chain.count < 64 {
            chain.append(names.name(of: responder))
            current = responder.next
        }
        let verdicts = recognizers.map { entry in
            RecognizerVerdict(
                recognizer: names.name(of: entry.recognizer),
                view: entry.recognizer.view.map { names.name(of: $0) } ?? "nothing",
                hasDelegate: entry.recognizer.delegate != nil, answer: entry.verdict)
        }
        return TouchExplanation(
            touch: touch, point: windowPoint, time: time, steps: steps,
            hitTestView: boundView.map { names.name(of: $0) },
            note: note, responderChain: chain, recognizers: verdicts)
    }

    private static func describe(
        _ visit: Visit, depth: Int, names: EventTrace, into steps: inout [TouchExplanation.Step]
    ) {
        let name = names.name(of: visit.view)
        func n(_ view: UIView?) -> String { view.map { names.name(of: $0) } ?? "nothing" }
        func add(_ depth: Int, _ rule: String, _ text: String) {
            steps.append(TouchExplanation.Step(depth: depth, view: name, point: visit.point, rule: rule, text: text))
        }
        let header = "\(name) at \(SeedFormat.point(visit.point)):"
        let bounds = rect(visit.view.bounds)
        let overrideRule = visit.returned === visit.view || visit.returned == nil ? "H4" : "H5"
        let overrideLine =
            "\(name).hitTest (override) -> \(n(visit.returned)); default would be \(n(visit.defaultAnswer)) (\(overrideRule))"
        guard visit.defaultRan else {
            // An override that never called super: what it returned, against what the default would have.
            if visit.returned === visit.defaultAnswer {
                add(depth, "H1", "\(header) hitTest (override) -> \(n(visit.returned)), as the default would")
            } else {
                add(depth, overrideRule, "\(header) \(overrideLine)")
            }
            for child in visit.children { describe(child, depth: depth + 1, names: names, into: &steps) }
            return
        }
        if let refusal = visit.refusal {
            add(
                depth, refusal.rule,
                "\(header) \(refusal.explanation(visit.view)): hitTest returns nil, subviews not asked")
        } else if visit.inside == false {
            if visit.defaultInside == true {
                add(
                    depth, "H6",
                    "\(header) point(inside:) (override) -> false; default would be true (inside its bounds \(bounds)) -> nil"
                )
            } else {
                add(depth, "H2", "\(header) outside its bounds \(bounds) (H2): point(inside:) false -> nil")
            }
        } else {
            let inside =
                visit.defaultInside == false
                ? "point(inside:) (override) -> true; default would be false (outside its bounds \(bounds)) (H6)"
                : "inside its bounds \(bounds) (H2)"
            let count = visit.view.subviews.count
            let rule = visit.defaultInside == false ? "H6" : "H2"
            if visit.children.isEmpty {
                add(depth, rule, "\(header) \(inside); no subview answers: \(name) is the answer (H1)")
            } else {
                add(depth, rule, "\(header) \(inside); asks its \(count) subview(s), topmost (last added) first")
                for child in visit.children { describe(child, depth: depth + 1, names: names, into: &steps) }
                if let first = visit.children.last(where: { $0.returned != nil }), visit.defaultResult != nil,
                    visit.defaultResult !== visit.view
                {
                    add(
                        depth, "H1",
                        "\(name) returns \(n(visit.defaultResult)): \(names.name(of: first.view)) answered first")
                } else {
                    add(depth, "H1", "\(name): no subview answered, so \(name) itself is the answer")
                }
            }
        }
        if visit.overrideChangedAnswer { add(depth, overrideRule, overrideLine) }
    }

    static func rect(_ r: CGRect) -> String {
        "{\(SeedFormat.number(r.minX)), \(SeedFormat.number(r.minY)), \(SeedFormat.number(r.width)), \(SeedFormat.number(r.height))}"
    }
}

extension HitTestRefusal {
    /// The rule behind the refusal.
    var rule: String {
        switch self {
        case .disabledControl: return "H9"
        case .singularTransform: return "G5"
        case .animating: return "AN8"
        case .modalTransition: return "VC6"
        default: return "H1"
        }
    }

    /// Seed-style words, with the value that decided it.
    @MainActor func explanation(_ view: UIView) -> String {
        switch self {
        case .transparent: return "alpha \(SeedFormat.number(view.alpha)) < 0.01 (H1)"
        case .disabledControl: return "disabled control (H9), touches fall through"
        default: return "\(rawValue) (\(rule))"
        }
    }
}
