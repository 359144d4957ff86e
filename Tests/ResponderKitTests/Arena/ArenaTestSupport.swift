import Foundation
import Testing

@testable import ResponderKit

/// A member scripted by the test, with no view and no window: the arena is driven by hand (as Flutter's
/// arena_test.dart does with its TestGestureArenaMember).
@MainActor final class FakeMember: UIGestureRecognizer {
    var onBegan: ((FakeMember) -> Void)?
    var onEnded: ((FakeMember) -> Void)?
    var onAction: ((FakeMember) -> Void)?
    var resets = 0
    var began = 0

    convenience init(_ name: String) {
        self.init(target: nil, action: nil)
        self.name = name
        actions.append(GestureAction(target: nil, name: nil) { recognizer, _ in (recognizer as? FakeMember)?.acted() })
    }

    private func acted() { onAction?(self) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        began += touches.count
        onBegan?(self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { onEnded?(self) }

    override func reset() { resets += 1 }
}

/// A delegate whose answers the test sets.
@MainActor final class FakeDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

/// The arena alone, driven as the dispatcher drives it: enroll, deliver, passes until none is asked for,
/// then the finishing step. The trace records its decisions.
@MainActor final class ArenaBench {
    let trace = EventTrace(isEnabled: true)
    let arena: GestureArena
    private(set) var live: [UITouch] = []
    private var numbers = 0
    private var events = 0
    /// Passes run by the last `settle()`.
    private(set) var passes = 0

    init() { arena = GestureArena(trace: trace) }

    /// One finger down, bound to `members` (GR1 order), delivered and settled.
    @discardableResult
    func down(_ members: [FakeMember]) -> UITouch {
        numbers += 1
        let touch = UITouch(number: numbers, screenLocation: CGPoint(x: 10, y: 10), timestamp: 0)
        touch.attachedRecognizers = members
        for member in members { arena.enroll(member, dispatcher: nil) }
        live.append(touch)
        deliver(touch)
        return touch
    }

    func lift(_ touch: UITouch) {
        touch.phase = .ended
        deliver(touch)
        live.removeAll { $0 === touch }
    }

    private func deliver(_ touch: UITouch) {
        events += 1
        let event = UIEvent(type: .touches, timestamp: 0, touches: [touch], tracer: trace, number: events)
        arena.deliver(event, touches: [touch])
        settle()
    }

    /// Passes while asked for (at most 64, as the dispatcher), then the finishing step.
    func settle() {
        passes = 0
        repeat {
            arena.pass(undelivered: [])
            passes += 1
        } while arena.needsPass && passes < 64
        arena.finish(liveTouches: live, undelivered: [])
    }

    /// The arena's decisions: requests, waits, state changes, actions and resets, in order.
    var decisions: [String] {
        trace.lines(kinds: ["requested", "waiting", "state", "gestureAction", "reset"])
    }
}
