import Foundation
import Testing

@testable import ResponderKit

/// The arena on its own, with fake members and no views, as Flutter's arena_test.dart tests its
/// arena: acceptance, rejection, hold, sweep, failure requirements, cycles and re-entrancy.
@MainActor @Suite struct GestureArenaTests {
    @Test("GR3a, GR4: acceptance — a member that asks to begin wins; the member sharing its touch fails")
    func acceptance() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        a.onBegan = { $0.state = .began }
        a.onEnded = { $0.state = .ended }
        let touch = bench.down([a, b])
        #expect(a.state == .began && b.state == .failed)
        #expect(
            bench.decisions == [
                "A requests began", "A possible -> began", "B possible -> failed (excluded by 'A')",
                "A action (began)",
            ])
        // GR3: both keep their entries (and the touch) until it ends, then each is reset once.
        #expect(bench.arena.entries.count == 2 && b.resets == 0)
        bench.lift(touch)
        #expect(bench.decisions.suffix(4) == ["A began -> ended", "A action (ended)", "A reset", "B reset"])
        #expect(a.resets == 1 && b.resets == 1 && bench.arena.entries.isEmpty)
    }

    @Test("GR4: two members allowed to recognize together both begin")
    func simultaneous() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        let delegate = FakeDelegate()
        delegate.simultaneous = true
        b.delegate = delegate
        a.onBegan = { $0.state = .began }
        b.onBegan = { $0.state = .began }
        bench.down([a, b])
        #expect(a.state == .began && b.state == .began)
        #expect(!bench.decisions.contains { $0.contains("failed") })
    }

    @Test("GR6: rejection — the delegate refuses: the request fails, the other member stays possible")
    func rejection() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        let delegate = FakeDelegate()
        delegate.shouldBegin = false
        a.delegate = delegate
        a.onBegan = { $0.state = .began }
        let touch = bench.down([a, b])
        #expect(
            bench.decisions == [
                "A requests began", "A possible -> failed (delegate's gestureRecognizerShouldBegin returned false)",
            ])
        #expect(a.state == .failed && b.state == .possible)
        // The failed member keeps its (live) touch until it ends, then is reset once (GR3).
        #expect(a.resets == 0 && a.numberOfTouches == 1)
        bench.lift(touch)
        #expect(a.resets == 1 && a.state == .possible)
    }

    @Test("GR9, GR3: hold — a member whose touch ended but whose timer runs is not swept until it decides")
    func hold() {
        let bench = ArenaBench()
        let clock = VirtualClock()
        let a = FakeMember("A")
        a.onEnded = { member in member.timers = [clock.schedule(after: 0.35) {}] }
        let touch = bench.down([a])
        bench.lift(touch)
        #expect(a.state == .possible && a.arenaEntry != nil)  // held: it may still recognize
        #expect(bench.decisions.isEmpty)
        // The timer fires and the member decides nothing: it has stalled and is swept.
        a.timers[0].invalidate()
        bench.arena.timerFired()
        bench.settle()
        #expect(bench.decisions == ["A possible -> failed (its touches ended without a decision)", "A reset"])
        #expect(a.arenaEntry == nil && bench.arena.entries.isEmpty)
    }

    @Test("GR3, T6: sweep — when the touch ends, undecided members fail once and every member is reset once")
    func sweep() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        b.onEnded = { $0.state = .ended }
        let touch = bench.down([a, b])
        bench.lift(touch)
        // The undecided member is swept first (its touches ended without a decision), then the request commits.
        #expect(
            bench.decisions == [
                "B requests ended", "A possible -> failed (its touches ended without a decision)",
                "B possible -> ended",
                "B action (ended)", "A reset", "B reset",
            ])
        #expect(a.resets == 1 && b.resets == 1)
        #expect(a.arenaEntry == nil && b.arenaEntry == nil && bench.arena.entries.isEmpty)
        #expect(touch.attachedRecognizers.isEmpty)
    }

    @Test("GR3: resetting drops the entry — nothing of the gesture stays on the recognizer")
    func resetDropsEntry() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        a.onBegan = { $0.state = .began }
        a.onEnded = { $0.state = .ended }
        let touch = bench.down([a])
        #expect(a.numberOfTouches == 1 && a.arenaEntry?.gestureTouches.count == 1)
        bench.lift(touch)
        #expect(a.state == .possible && a.arenaEntry == nil)
        #expect(a.numberOfTouches == 0 && a.trackedTouches.isEmpty && a.gestureTouches.isEmpty)
        // A new gesture gets a new entry.
        bench.down([a])
        #expect(a.arenaEntry != nil && a.numberOfTouches == 1)
    }

    @Test("GR5: a member requiring another to fail waits, then recognizes when that one fails")
    func waitsThenRecognizes() {
        let bench = ArenaBench()
        let (single, double) = Self.tapPair()
        let touch = bench.down([single, double])
        bench.lift(touch)
        #expect(single.state == .possible)  // UIKit holds it in .possible while it waits (GR5)
        #expect(bench.decisions == ["single requests ended", "single waits for 'double' to fail"])
        double.state = .failed
        bench.settle()
        #expect(
            bench.decisions.suffix(5) == [
                "double possible -> failed", "single possible -> ended", "single action (ended)", "single reset",
                "double reset",
            ])
    }

    @Test("GR5: a member requiring another to fail fails when that one recognizes")
    func failsWhenRequiredRecognizes() {
        let bench = ArenaBench()
        let (single, double) = Self.tapPair()
        let touch = bench.down([single, double])
        bench.lift(touch)
        double.state = .ended
        bench.settle()
        #expect(
            bench.decisions.suffix(6) == [
                "double requests ended", "double possible -> ended",
                "single possible -> failed (required recognizer 'double' recognized)", "double action (ended)",
                "single reset", "double reset",
            ])
        #expect(!bench.decisions.contains { $0.hasPrefix("single action") })
    }

    /// A single tap that requires a double tap to fail; the double tap waits for its second tap (a timer).
    static func tapPair() -> (single: FakeMember, double: FakeMember) {
        let clock = VirtualClock()
        let single = FakeMember("single")
        let double = FakeMember("double")
        single.require(toFail: double)
        single.onEnded = { $0.state = .ended }
        double.onEnded = { member in member.timers = [clock.schedule(after: 0.35) {}] }
        return (single, double)
    }

    @Test("GR5: a cycle of requirements does not deadlock — the earlier member goes first")
    func requirementCycle() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        a.require(toFail: b)
        b.require(toFail: a)
        a.onBegan = { $0.state = .began }
        b.onBegan = { $0.state = .began }
        bench.down([a, b])
        #expect(a.state == .began)
        #expect(bench.decisions.contains("B possible -> failed (required recognizer 'A' recognized)"))
    }

    @Test("T7: re-entrancy — an action that disables another member is settled in the same settling")
    func actionDisablesAnother() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        let b = FakeMember("B")
        let delegate = FakeDelegate()
        delegate.simultaneous = true
        a.delegate = delegate
        a.onBegan = { $0.state = .began }
        b.onBegan = { $0.state = .began }
        a.onAction = { _ in b.isEnabled = false }
        bench.down([a, b])
        #expect(
            bench.decisions == [
                "A requests began", "B requests began", "A possible -> began", "B possible -> began",
                // Never a lone .cancelled: B's beginning is announced first (GR3).
                "A action (began)", "B action (began)", "B began -> cancelled (disabled)", "B action (cancelled)",
                "B reset",
            ])
        #expect(bench.passes == 2)
        #expect(b.state == .possible && b.arenaEntry == nil && b.resets == 1)
    }

    @Test("GR3, T7: re-entrancy — an action that keeps changing states stops at the pass limit, settled")
    func actionThatNeverSettles() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        a.onBegan = { $0.state = .began }
        a.onAction = { $0.state = .changed }
        bench.down([a])
        #expect(bench.passes == 64)
        #expect(a.state == .changed)
    }

    @Test("GR10: abandoning a member that began cancels it, with its action, and resets it at once")
    func abandonCancels() {
        let bench = ArenaBench()
        let a = FakeMember("A")
        a.onBegan = { $0.state = .began }
        bench.down([a])
        a.isEnabled = false
        bench.settle()
        #expect(
            bench.decisions.suffix(3) == ["A began -> cancelled (disabled)", "A action (cancelled)", "A reset"])
        #expect(a.arenaEntry == nil)
    }
}
