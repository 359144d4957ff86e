import ResponderKit
import Testing

/// Counts frames, as an animation driver would.
@MainActor private final class FrameCounter {
    var timestamps: [CFTimeInterval] = []
    var targets: [CFTimeInterval] = []
    var durations: [CFTimeInterval] = []
    var worlds: [ObjectIdentifier] = []

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        targets.append(link.targetTimestamp)
        durations.append(link.duration)
        worlds.append(ObjectIdentifier(UIApplication.shared))
    }
}

@MainActor @Suite struct DisplayLinkTests {
    @Test("DL1: 60 calls in one second of virtual time on a 60 Hz screen, on the k/60 grid")
    func sixtyPerSecond() {
        let simulator = EventSimulator()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 1)
        #expect(counter.timestamps.count == 60)
        #expect(counter.timestamps.enumerated().allSatisfy { $0.element == Double($0.offset + 1) / 60 })
        #expect(zip(counter.timestamps, counter.targets).allSatisfy { abs($1 - $0 - 1.0 / 60) < 1e-12 })
        #expect(counter.durations.allSatisfy { $0 == 1.0 / 60 })
        #expect(Set(counter.worlds) == [ObjectIdentifier(simulator.application)])
        link.invalidate()
    }

    @Test("DL1, DL2: a 120 Hz screen gives 120 calls a second; preferred rates give 60 and 30")
    func rates() {
        let simulator = EventSimulator(maximumFramesPerSecond: 120)
        let fast = FrameCounter()
        let fastLink = CADisplayLink(target: fast, selector: FrameCounter.step)
        fastLink.add(to: .main, forMode: .common)
        let sixty = FrameCounter()
        let sixtyLink = CADisplayLink(target: sixty, selector: FrameCounter.step)
        sixtyLink.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        sixtyLink.add(to: .main, forMode: .default)
        let thirty = FrameCounter()
        let thirtyLink = CADisplayLink(target: thirty, selector: FrameCounter.step)
        thirtyLink.preferredFramesPerSecond = 30
        thirtyLink.add(to: .main, forMode: .common)
        simulator.advance(by: 1)
        #expect(fast.timestamps.count == 120)
        #expect(sixty.timestamps.count == 60)
        #expect(thirty.timestamps.count == 30)
        #expect(fast.durations.first == 1.0 / 120 && thirty.durations.first == 1.0 / 120)
        let firstTwo: [CFTimeInterval] = [4.0 / 120, 8.0 / 120]
        #expect(Array(thirty.timestamps.prefix(2)) == firstTwo)
        #expect(abs(thirty.targets[0] - thirty.timestamps[0] - 1.0 / 30) < 1e-12)
        for link in [fastLink, sixtyLink, thirtyLink] { link.invalidate() }
    }

    @Test("DL2: requested rates round to a whole number of refreshes per call")
    func rateRounding() {
        let simulator = EventSimulator()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.preferredFramesPerSecond = 240  // above the screen: 60
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 0.5)
        #expect(counter.timestamps.count == 30)
        counter.timestamps = []
        link.preferredFramesPerSecond = 25  // 60 / 25 = 2.4 refreshes: every 2nd, 30 a second
        simulator.advance(by: 0.5)
        #expect(counter.timestamps.count == 15)
        link.invalidate()
    }

    @Test("DL3: a paused link skips frames and resumes on the grid; invalidate stops it for good")
    func pauseAndInvalidate() {
        let simulator = EventSimulator()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 0.105)  // frames 1...6
        link.isPaused = true
        simulator.advance(by: 0.5)
        #expect(counter.timestamps.count == 6)
        link.isPaused = false  // at 0.605 s: the next frame is 37
        simulator.advance(by: 0.1)  // frames 37...42
        #expect(counter.timestamps.count == 12 && counter.timestamps[6] == 37.0 / 60)
        link.invalidate()
        simulator.advance(by: 1)
        #expect(counter.timestamps.count == 12)
        link.add(to: .main, forMode: .common)  // ignored after invalidate
        simulator.advance(by: 1)
        #expect(counter.timestamps.count == 12 && simulator.clock.pendingTimerCount == 0)
    }

    @Test("DL3: a link keeps its target until invalidated, then lets go of it")
    func retainsTarget() {
        let simulator = EventSimulator()
        weak var weakCounter: FrameCounter?
        var link: CADisplayLink?
        do {
            let counter = FrameCounter()
            weakCounter = counter
            link = CADisplayLink(target: counter, selector: FrameCounter.step)
            link?.add(to: .main, forMode: .common)
        }
        simulator.advance(by: 0.05)
        #expect(weakCounter?.timestamps.count == 3)
        link?.invalidate()
        link = nil
        #expect(weakCounter == nil)
    }

    @Test("DL3: the callback may stop the link; a no-argument action works too")
    func stopFromCallback() {
        @MainActor final class Spinner: UIView {
            var angle: CGFloat = 0
            var link: CADisplayLink?
            func start() {
                link = CADisplayLink(target: self, selector: Spinner.tick)
                link?.add(to: .main, forMode: .common)
            }
            func tick() {
                angle += .pi / 30
                transform = CGAffineTransform(rotationAngle: angle)
                if angle >= .pi - 1e-9 {
                    link?.invalidate()
                    link = nil
                }
            }
        }
        let simulator = EventSimulator()
        let spinner = Spinner(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(spinner)
        spinner.start()
        simulator.advance(by: 2)
        #expect(abs(spinner.angle - .pi) < 1e-9)
        #expect(spinner.link == nil && simulator.clock.pendingTimerCount == 0)
    }

    @Test("DL1: a link added for a view runs on the clock of the view's world, also from another world")
    func bindsToTargetsWorld() {
        let first = EventSimulator()
        let second = EventSimulator()
        let view = UIView()
        first.window.addSubview(view)
        @MainActor final class Target: UIView {
            var frames = 0
            func step(_ link: CADisplayLink) { frames += 1 }
        }
        let target = Target()
        view.addSubview(target)
        // Made while `second` is the task's most recent world: the target's window decides.
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .common)
        second.advance(by: 1)
        #expect(target.frames == 0)
        first.advance(by: 1)
        #expect(target.frames == 60)
        link.invalidate()
    }

    @Test("DL1: CACurrentMediaTime is the running world's virtual time")
    func mediaTime() {
        let simulator = EventSimulator()
        simulator.advance(by: 1.25)
        #expect(CACurrentMediaTime() == 1.25)
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 0.02)  // the first refresh after 1.25 s is the 76th
        #expect(counter.timestamps == [76.0 / 60])
        link.invalidate()
    }
}

/// DL4: a display link added when the virtual clock is far on (the library fuzzer's finding).
@MainActor @Suite struct DisplayLinkFarClockTests {
    @Test("DL4: a link added after advance(by: 1e308) stops with an issue instead of trapping")
    func farClock() {
        let simulator = EventSimulator()
        simulator.advance(by: 1e308)
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 1)
        #expect(counter.timestamps.isEmpty)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.hasPrefix("CADisplayLink stopped: at 1e+308 s") == true)
        link.invalidate()
    }

    @Test("DL1, DL4: 2^52 refreshes is the edge: a link just before it still fires")
    func justBeforeTheEdge() {
        let simulator = EventSimulator()
        simulator.advance(by: 0x1p52 / 60 - 1_000)
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: FrameCounter.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: 1)
        #expect(!counter.timestamps.isEmpty)
        #expect(simulator.issues.isEmpty)
        link.invalidate()
    }
}
