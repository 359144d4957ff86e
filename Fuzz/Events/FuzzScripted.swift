import Foundation
import ResponderKit

/// A subclass that sets its own states from a script (GR11): legal steps only, unless the case allows
/// deliberate programmer errors, which must then be reported (never a crash).
final class FuzzScripted: UIGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    var script: [UInt8] = [0]
    var position = 0
    var allowIllegal = false
    var continuous = true
    /// It asked to leave `.possible` since its last reset. While it waits for a failure requirement
    /// (GR5) its state still reads `.possible`, but it has decided.
    private var decided = false

    private func step(_ touches: Set<UITouch>, _ event: UIEvent) {
        let code = script[position % script.count]
        position += 1
        let target: State?
        switch (code % 8, state) {
        case (0, _), (1, _): target = nil
        case (2, .possible): target = continuous ? .began : .ended
        case (2, .began), (2, .changed): target = .changed
        case (3, .possible): target = .failed
        case (3, .began), (3, .changed): target = .ended
        case (4, .began), (4, .changed): target = .cancelled
        case (5, _):
            // One touch only: a set has no stable order to pick by (L2 would see the harness's choice).
            // Only while undecided: a subclass that ignores the touches of a gesture it began never
            // hears of them again and would stay .changed for ever (its bug, not the engine's). That includes
            // one whose .began waits for another recognizer to fail: it begins once that one fails.
            if touches.count == 1, state == .possible, !decided, let touch = touches.first {
                ignore(touch, for: event)
            }
            target = nil
        case (6, _): target = allowIllegal ? State(rawValue: Int(code / 8) % 6) : nil
        default: target = nil
        }
        guard let target else { return }
        let before = state
        let legal = Self.isLegal(before, target)
        if !legal && !allowIllegal { return }
        state = target
        if target != .possible { decided = true }
        if legal && state != target && !(before == target && target != .changed) {
            violation("GR3", "state reads \(state) right after setting \(target) from \(before)")
        }
        if !legal { world?.illegalTransitions += 1 }
    }

    static func isLegal(_ from: State, _ to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return from == to && to != .changed
        }
    }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        step(t, e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        step(t, e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        step(t, e)
        // A touch left unanswered ends the gesture one way or another, as a well-behaved subclass does.
        if numberOfTouches <= t.count {  // the ended touches are still counted until the event is over
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
        }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() {
        decided = false
        audited { super.reset() }
    }
}

/// A recognizer delegate with answers from the input, and a mutation from inside `shouldBegin`.
@MainActor final class FuzzDelegate: UIGestureRecognizerDelegate {
    weak var world: EventCase?
    var shouldBegin = true
    var receiveEveryNth = 1
    var simultaneous: Set<Int> = []
    var requireFailureOf: Set<Int> = []
    var requiredToFailBy: Set<Int> = []
    var onShouldBegin: Mutation?
    var onShouldReceive: Mutation?
    var receiveCalls = 0

    private func index(_ recognizer: UIGestureRecognizer) -> Int {
        world?.recognizers.firstIndex { $0 === recognizer } ?? -1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let mutation = onShouldBegin {
            onShouldBegin = nil
            world?.apply(mutation, fromCallback: true)
        }
        return shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiredToFailBy.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let mutation = onShouldReceive {
            onShouldReceive = nil
            world?.apply(mutation, fromCallback: true)
        }
        receiveCalls += 1
        return receiveCalls % receiveEveryNth == 0
    }
}
