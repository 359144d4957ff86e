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

    init(point: CGPoint) { self.point = point }

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
        if !visit.defaultRan {
            // Only while explaining: the default answer of an override that never called super.
            visit.counterfactual = visit.view.defaultHitTest(visit.point, with: nil)
        }
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
