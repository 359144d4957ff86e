import ResponderKit
import Testing

/// Records each frame's time and the clock's, as an animation driver would.
@MainActor private final class FrameLog {
    var timestamps: [CFTimeInterval] = []
    var clockTimes: [TimeInterval] = []
    var onFrame: ((CADisplayLink) -> Void)?
    weak var simulator: EventSimulator?

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        clockTimes.append(simulator?.currentTime ?? -1)
        onFrame?(link)
    }
}

/// DL4 (a long advance with a running link) and L4 (advances asked for from callbacks).
@MainActor @Suite struct DisplayLinkLongAdvanceTests {
    private func running(_ simulator: EventSimulator) -> (FrameLog, CADisplayLink) {
        let log = FrameLog()
        log.simulator = simulator
        let link = CADisplayLink(target: log, selector: FrameLog.step)
        link.add(to: .main, forMode: .common)
        return (log, link)
    }

    @Test("DL4: advance(by: 1e7) fires the per-advance budget, then one late frame at the end, reported once")
    func longAdvanceIsBounded() {
        let simulator = EventSimulator()
        let (log, link) = running(simulator)
        simulator.advance(by: 1e7)
        let budget = CADisplayLink.framesPerAdvance
        #expect(log.timestamps.count == budget + 1)
        #expect(log.timestamps[budget - 1] == Double(budget) / 60)
        #expect(log.timestamps.last == 1e7)  // the late frame: its timestamp jumps to the advance's end
        #expect(simulator.currentTime == 1e7)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.hasPrefix("CADisplayLink: 36000 frames fired in one advance") == true)
        // A second long advance: bounded again, not reported again.
        simulator.advance(by: 1e7)
        #expect(log.timestamps.count == 2 * (budget + 1))
        #expect(log.timestamps.last == 2e7)
        #expect(simulator.issues.count == 1)
        // Short advances are frame by frame, on the grid, as before.
        simulator.advance(by: 1)
        #expect(log.timestamps.count == 2 * (budget + 1) + 60)
        #expect(log.timestamps.suffix(60).enumerated().allSatisfy { $0.element == 2e7 + Double($0.offset + 1) / 60 })
        link.invalidate()
    }

    @Test("DL4: an advance within the budget fires every frame (10 minutes at 60 Hz), with no issue")
    func budgetEdge() {
        let simulator = EventSimulator()
        let (log, link) = running(simulator)
        simulator.advance(by: 600)
        #expect(log.timestamps.count == 36_000)
        #expect(log.timestamps.enumerated().allSatisfy { $0.element == Double($0.offset + 1) / 60 })
        #expect(simulator.issues.isEmpty)
        link.invalidate()
    }

    @Test("L4: an advance asked for from a display-link callback extends the running one; time never goes back")
    func nestedAdvanceExtends() {
        let simulator = EventSimulator()
        let (log, link) = running(simulator)
        var asked = false
        log.onFrame = { _ in
            guard !asked else { return }
            asked = true
            simulator.advance(by: 5)  // deferred to the end of the frame's dispatch step (T4a)
        }
        simulator.advance(by: 0.5)
        // The first frame is at 1/60 s: the advance then runs to 1/60 + 5 s, every frame on the way.
        #expect(abs(simulator.currentTime - (1.0 / 60 + 5)) < 1e-9)
        #expect(zip(log.clockTimes, log.clockTimes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((300...301).contains(log.timestamps.count))  // 5 s more of frames (the last one is k = 301)
        let before = log.timestamps.count
        simulator.advance(by: 1)
        #expect(log.timestamps.count == before + 60)  // the link did not stall
        #expect(simulator.issues.isEmpty)
        link.invalidate()
    }

    @Test("L4: a timer action calling clock.advance directly cannot move time back either")
    func nestedClockAdvance() {
        let simulator = EventSimulator()
        var seen: [TimeInterval] = []
        simulator.clock.schedule(after: 0.1) {
            simulator.clock.advance(by: 10)
            seen.append(simulator.clock.now)
        }
        simulator.clock.schedule(after: 3) { seen.append(simulator.clock.now) }
        simulator.advance(by: 1)
        #expect(seen == [0.1, 3])
        #expect(abs(simulator.currentTime - 10.1) < 1e-9)
    }

    @Test("L4: a callback asking for an advance on every frame is bounded: extensions stop with a message")
    func nestedAdvanceEveryFrame() {
        let simulator = EventSimulator()
        let (log, link) = running(simulator)
        log.onFrame = { _ in simulator.clock.advance(by: 1) }
        simulator.advance(by: 1)
        let limit = VirtualClock.maximumNestedAdvances
        #expect(log.timestamps.count <= CADisplayLink.framesPerAdvance + limit + 1)
        #expect(zip(log.clockTimes, log.clockTimes.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(simulator.issues.contains { $0.hasPrefix("advance: more than \(limit) advances requested") })
        link.invalidate()
    }
}
