import Testing
import UIKit

@testable import PortingCorpus

/// PT8: timers, delayed performs, `asyncAfter` and `CACurrentMediaTime()` in the corpus run on the
/// simulator's virtual clock.
@MainActor @Suite struct TimeCorpusTests {
    @Test("PT8, PT3: perform(#selector(hide), with: nil, afterDelay:) fires on the clock; a new message restarts it")
    func toastHidesAfterDelay() {
        let world = CorpusWorld()
        let host = UIView(frame: world.window.bounds)
        world.window.addSubview(host)
        let toast = ToastView.show("Saved", in: host)
        #expect(toast.isShowing && toast.message == "Saved")
        world.simulator.advance(by: 2)
        #expect(ToastView.show("Removed", in: host) === toast)
        world.simulator.advance(by: 2)
        #expect(toast.isShowing && toast.message == "Removed")
        world.simulator.advance(by: 0.49)
        #expect(toast.isShowing)
        world.simulator.advance(by: 0.02)
        #expect(!toast.isShowing)
        world.simulator.advance(by: 0.3)
        #expect(toast.superview == nil)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT8, GR: a tap on the toast hides it at once, and the pending delayed hide does nothing more")
    func toastTapHidesEarly() {
        let world = CorpusWorld()
        let toast = ToastView.show("Saved", in: world.window)
        world.simulator.advance(by: 0.3)
        world.simulator.tap(on: toast)
        #expect(!toast.isShowing)
        world.simulator.advance(by: 3)
        #expect(toast.superview == nil)
    }

    @Test("PT8, PT3: a selector Timer debounce fires once, with the last query, after the pause")
    func selectorTimerDebounce() {
        let world = CorpusWorld()
        var queries: [String] = []
        let debouncer = InputDebouncer(delay: 0.3) { queries.append($0) }
        debouncer.schedule("l")
        world.simulator.advance(by: 0.2)
        debouncer.schedule("la")
        world.simulator.advance(by: 0.2)
        debouncer.schedule("lak")
        world.simulator.advance(by: 0.29)
        #expect(queries.isEmpty && debouncer.isPending)
        world.simulator.advance(by: 0.02)
        #expect(queries == ["lak"])
        #expect(!debouncer.isPending)
        world.simulator.advance(by: 1)
        #expect(queries == ["lak"])
    }

    @Test("PT8: the form validates the email 0.5 s after the last keystroke (a selector Timer), not per key")
    func formDebouncesValidation() {
        let world = CorpusWorld()
        let form = ReportFormViewController()
        world.show(form)
        let email = form.emailField.textField
        #expect(email.becomeFirstResponder())
        world.simulator.type("ana")
        #expect(form.emailValidationCount == 0)
        world.simulator.advance(by: 0.6)
        #expect(form.emailValidationCount == 1)
        #expect(form.emailField.errorMessage == "That doesn't look like an email.")
        world.simulator.type("@trail.app")
        #expect(form.emailField.errorMessage == nil)
        world.simulator.advance(by: 0.6)
        #expect(form.emailValidationCount == 2 && form.emailField.errorMessage == nil)
    }

    @Test("PT8, PT4: a DispatchQueue.main.asyncAfter debounce filters the list after typing pauses")
    func asyncAfterSearchDebounce() {
        let world = CorpusWorld()
        let list = TrailListViewController(store: TrailStore(trails: TrailStore.sampleTrails))
        world.show(list)
        #expect(list.visibleTrails.count == 5)
        #expect(list.searchView.textField.becomeFirstResponder())
        world.simulator.type("lake")
        world.simulator.advance(by: 0.3)
        #expect(list.searchQuery.isEmpty)
        world.simulator.advance(by: 0.2)
        #expect(list.searchQuery == "lake")
        #expect(list.visibleTrails.map(\.name) == ["Lake Loop"])
    }

    @Test("PT8, PT3: the refresh control's action ends refreshing 0.8 s later through asyncAfter")
    func refreshEndsAfterDelay() throws {
        let world = CorpusWorld()
        let list = TrailListViewController(store: TrailStore(trails: TrailStore.sampleTrails))
        world.show(list)
        let refresh = try #require(list.refreshControl)
        refresh.beginRefreshing()
        refresh.sendActions(for: .valueChanged)
        #expect(list.refreshCount == 1 && refresh.isRefreshing)
        world.simulator.advance(by: 0.79)
        #expect(refresh.isRefreshing)
        world.simulator.advance(by: 0.02)
        #expect(!refresh.isRefreshing)
    }

    @Test("PT8, PT3: a selector Timer ticks each virtual second; CADisplayLink(target:selector:) fills the ring")
    func stopwatchTicks() {
        let world = CorpusWorld()
        let stopwatch = StopwatchViewController()
        world.show(stopwatch)
        stopwatch.start()
        world.simulator.advance(by: 0.99)
        #expect(stopwatch.elapsedSeconds == 0)
        #expect(stopwatch.ringProgress > 0.9 && stopwatch.ringProgress < 1)
        world.simulator.advance(by: 0.02)
        #expect(stopwatch.elapsedSeconds == 1)
        #expect(stopwatch.timeLabel.text == "00:00:01")
        world.simulator.advance(by: 2.5)
        #expect(stopwatch.elapsedSeconds == 3)
        #expect(stopwatch.ringProgress > 0.45 && stopwatch.ringProgress <= 0.5)
        stopwatch.pause()
        world.simulator.advance(by: 5)
        #expect(stopwatch.elapsedSeconds == 3)
    }

    @Test("PT8, GR: a display-link recognizer ends the workout after a one-second hold, not an early lift")
    func holdToEndWorkout() {
        let world = CorpusWorld()
        let stopwatch = StopwatchViewController()
        world.show(stopwatch)
        stopwatch.start()
        world.simulator.advance(by: 3.5)
        let center = world.point(CGPoint(x: 80, y: 25), in: stopwatch.endButton)
        var touch = world.simulator.touchDown(at: center)
        world.simulator.advance(by: 0.3)
        world.simulator.lift(touch)
        #expect(stopwatch.endedWorkouts == 0 && stopwatch.isRunning)
        touch = world.simulator.touchDown(at: center)
        world.simulator.advance(by: 0.5)
        #expect(stopwatch.endedWorkouts == 0)
        #expect(stopwatch.endButton.alpha < 0.8)
        world.simulator.advance(by: 0.6)
        #expect(stopwatch.endedWorkouts == 1 && !stopwatch.isRunning && stopwatch.elapsedSeconds == 0)
        world.simulator.lift(touch)
        #expect(stopwatch.endedWorkouts == 1)
    }

    @Test("PT8: pan-to-dismiss velocity from CACurrentMediaTime(): a flick dismisses, a slow drag springs back")
    func panToDismissVelocity() throws {
        let world = CorpusWorld()
        let list = TrailListViewController(store: TrailStore(trails: TrailStore.sampleTrails))
        world.show(list)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        let detail = try #require(list.presentedDetail)
        #expect(list.presentedViewController === detail)
        detail.view.layoutIfNeeded()
        let restingY = detail.cardView.frame.minY
        #expect(abs(restingY - 844 * 0.4) < 1e-9)
        world.simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 460), duration: 1, steps: 20)
        #expect(detail.lastReleaseVelocity > 40 && detail.lastReleaseVelocity < 80)
        world.simulator.advance(by: 0.4)
        #expect(detail.cardView.frame.minY == restingY)
        #expect(list.presentedViewController === detail)
        world.simulator.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 520), duration: 0.1, steps: 5)
        #expect(detail.lastReleaseVelocity > 1000)
        #expect(detail.isDismissing)
        world.simulator.advance(by: 0.5)
        #expect(list.presentedViewController == nil)
    }
}
