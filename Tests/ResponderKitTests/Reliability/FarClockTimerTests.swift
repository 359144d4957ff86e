import Foundation
import Testing

@testable import ResponderKit

/// L5: far on, a short delay rounds away (`now + 1/60 == now`); a timer then fires one step of the clock's
/// resolution later, so a timer that reschedules itself cannot fire forever at one instant (the library
/// fuzzer's hostile-mode timeouts, `Fuzz/findings/README.md`). These only have to finish; they also check
/// the outcome.
@MainActor @Suite struct FarClockTimerTests {
    /// Reschedules itself every frame until `limit` firings, recording the clock at each.
    @MainActor final class Repeater {
        let clock: VirtualClock
        var times: [TimeInterval] = []
        var timer: ClockTimer?

        init(_ clock: VirtualClock) { self.clock = clock }

        func start() {
            timer = clock.schedule(after: 1.0 / 60) { [unowned self] in
                times.append(clock.now)
                if times.count < 1_000 { start() }
            }
        }
    }

    @Test("L5: at 1e16 s a timer 1/60 s away fires one resolution step later; a repeating one lets time move")
    func resolutionStep() {
        let simulator = EventSimulator()
        simulator.advance(by: 1e16)
        let repeater = Repeater(simulator.clock)
        repeater.start()
        #expect(repeater.timer?.fireTime == 1e16.nextUp)
        simulator.advance(by: 10)  // rounds to 10 (the resolution is 2 s): five frames, each 2 s on
        let expected: [TimeInterval] = (1...5).map { 1e16 + 2 * Double($0) }
        #expect(repeater.times == expected)
        #expect(simulator.currentTime == 1e16 + 10)
        #expect(simulator.issues.count == 1)
        #expect(
            simulator.issues.first.map { $0.hasPrefix("clock: at ") && $0.hasSuffix("later (L5)") } == true,
            "\(simulator.issues)")
        simulator.advance(by: 10)
        #expect(repeater.times.count == 10)
        #expect(simulator.issues.count == 1)  // reported once per clock
        repeater.timer?.invalidate()
    }

    @Test("L5: timers within the clock's resolution keep their exact times and report nothing")
    func nearClockUnchanged() {
        let simulator = EventSimulator()
        simulator.advance(by: 1e9)
        let repeater = Repeater(simulator.clock)
        repeater.start()
        simulator.advance(by: 0.5)
        #expect(repeater.times.count == 30)
        #expect(simulator.issues.isEmpty)
        repeater.timer?.invalidate()
    }

    @Test("L5, SV7: an animated scroll started far on ends (its next frame used to fall at the same instant forever)")
    func scrollAnimationFarOn() {
        let simulator = EventSimulator()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        scroll.contentSize = CGSize(width: 320, height: 5_000)
        simulator.window.addSubview(scroll)
        simulator.advance(by: 1e300)
        scroll.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true)
        // Outside the scroll view. The tap's advance used to fire the animation's frames forever: each
        // next frame fell at the same instant. Now the next frame is one resolution step (about 1.7e284 s)
        // on, beyond the tap; the clock cannot tell the tap's 0.1 s apart at all.
        simulator.tap(at: CGPoint(x: 100, y: 50))
        #expect(scroll.contentOffset == .zero)
        simulator.advance(by: 1e290)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1_000))
        #expect(simulator.issues.contains { $0.hasPrefix("clock: at 1e+300 s") })
    }
}
