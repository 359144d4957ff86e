import Foundation

/// What one hit-test did, view by view, written by the engine's own walk while a touch is explained (X3).
///
/// The dispatcher and `defaultHitTest` call it only when the event carries one, so dispatch without
/// explaining does not build it (X3: recording costs nothing when off). It records, it never decides:
/// every answer in it is the one the engine (or a user override) gave.
@MainActor final class HitTestRecorder {
    /// One call of a view's `hitTest`, or one run of the default walk that an override started.
    final class Visit {
        let view: UIView
        /// In the view's own coordinates.
        let point: CGPoint
        /// Asked by a walk (the dispatcher's or a default scan), so what its `hitTest` returned is known.
        let asked: Bool
        var refusal: HitTestRefusal?
        /// What `point(inside:with:)` answered, and what UIKit's default (H2) answers for the same point.
        var inside: Bool?
        var defaultInside: Bool?
        /// Whether UIKit's default walk ran for this call (the view has no override, or it called super).
        var defaultRan = false
        var defaultResult: UIView?
        /// For an override that did not call super: what the default would have answered (asked with a nil
        /// event, as user code asks, H8).
        var counterfactual: UIView?
        var returned: UIView?
        var children: [Visit] = []

        init(view: UIView, point: CGPoint, asked: Bool) {
            self.view = view
            self.point = point
            self.asked = asked
        }

        /// What the default would have returned for this call.
        var defaultAnswer: UIView? { defaultRan ? defaultResult : counterfactual }
        /// An override answered differently from UIKit's default (H4–H6).
        var overrideChangedAnswer: Bool { asked && returned !== defaultAnswer }
    }

    /// Where the touch is, in screen coordinates.
    let point: CGPoint
    /// When the touch was bound.
    var time: TimeInterval = 0
    private(set) var roots: [Visit] = []
    private var stack: [Visit] = []
    /// GR1, in collection order: each recognizer on the way up and what was decided for it.
    var recognizers: [(recognizer: UIGestureRecognizer, verdict: RecognizerVerdict.Answer)] = []
    var window: UIWindow?
    var boundView: UIView?
    /// Why the touch is not (fully) delivered to its view (T5), as the trace says it.
    var note: String?

    /// X16: where override lines go while a trace records (nil: explaining only).
    let tracer: EventTrace?
    /// X3: explaining asks the default walk of an override that did not call super (user code runs again,
    /// as a nil-event hit-test); a trace alone does not, so tracing never adds calls to user code.
    let asksCounterfactual: Bool

    init(point: CGPoint, tracer: EventTrace? = nil, asksCounterfactual: Bool = true) {
        self.point = point
        self.tracer = tracer
        self.asksCounterfactual = asksCounterfactual
    }

    /// T7: recognizers that said yes but were switched off or moved while the touch was bound.
    func keep(_ kept: [UIGestureRecognizer]) {
        for index in recognizers.indices where recognizers[index].verdict == .receives {
            let recognizer = recognizers[index].recognizer
            if !kept.contains(where: { $0 === recognizer }) { recognizers[index].verdict = .droppedWhileBinding }
        }
    }

    // MARK: Called by the walk

    /// A walk is about to call `view.hitTest(point, with:)`.
    func ask(_ view: UIView, at point: CGPoint) { push(Visit(view: view, point: point, asked: true)) }

    /// ...and it returned `result`.
    func answer(_ result: UIView?) {
        guard let visit = stack.popLast() else { return }
        visit.returned = result
        if !visit.defaultRan, asksCounterfactual {
            // Only while explaining: the default answer of an override that never called super.
            visit.counterfactual = visit.view.defaultHitTest(visit.point, with: nil)
        }
        if let tracer, tracer.isEnabled { traceOverride(visit, tracer) }
    }

    /// X16: an override's answer, in the trace, where it differs from the default or the default is unknown.
    private func traceOverride(_ visit: Visit, _ tracer: EventTrace) {
        func n(_ view: UIView?) -> String { view.map { tracer.name(of: $0) } ?? "nothing" }
        let head = "\(n(visit.view)).hitTest (override) -> \(n(visit.returned))"
        if visit.defaultRan || asksCounterfactual {
            guard visit.overrideChangedAnswer else { return }
            tracer.record(.info("\(head); default would be \(n(visit.defaultAnswer)) (H4)", kind: "hitTestOverride"))
        } else {
            tracer.record(.info("\(head); super not called, default not asked (H4)", kind: "hitTestOverride"))
        }
    }

    /// X16: a `point(inside:with:)` override that answered otherwise than the bounds check (H2).
    func tracePointInside(_ visit: Visit) {
        guard let tracer, tracer.isEnabled, let inside = visit.inside, let defaultInside = visit.defaultInside,
            inside != defaultInside
        else { return }
        tracer.record(
            .info(
                "\(tracer.name(of: visit.view)).pointInside (override) -> \(inside); default would be \(defaultInside) (H2)",
                kind: "pointInsideOverride"))
    }

    /// The default walk starts for `view`: the visit asked for it, or a new one if an override started it.
    func beginDefault(_ view: UIView, at point: CGPoint) -> Visit {
        if let top = stack.last, top.asked, top.view === view, !top.defaultRan, top.point == point {
            top.defaultRan = true
            return top
        }
        let visit = Visit(view: view, point: point, asked: false)
        visit.defaultRan = true
        push(visit)
        return visit
    }

    func endDefault(_ visit: Visit, result: UIView?) {
        visit.defaultResult = result
        guard !visit.asked else { return }
        visit.returned = result
        if stack.last === visit { stack.removeLast() }
    }

    private func push(_ visit: Visit) {
        if let parent = stack.last { parent.children.append(visit) } else { roots.append(visit) }
        stack.append(visit)
    }
}
