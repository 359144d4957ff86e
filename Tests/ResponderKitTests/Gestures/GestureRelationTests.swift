import Foundation
import ResponderKit
import Testing

/// Relations between recognizers: exclusivity and its subclass overrides (GR4, GR11), and failure
/// requirements from every source (GR5).
@MainActor @Suite struct GestureRelationTests {
    // MARK: GR4: canPrevent / canBePrevented

    final class NonPreventingTap: UITapGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    final class UnpreventableTap: UITapGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    final class UnpreventablePan: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    final class NonPreventingPan: UIPanGestureRecognizer {
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    /// An outer view `outer` (0, 0, 300, 300) holding `inner` (50, 50, 200, 200), each with a recognizer.
    private func nested(inner: UIGestureRecognizer, outer: UIGestureRecognizer) -> EventSimulator {
        let simulator = EventSimulator()
        let outerView = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(outerView)
        let innerView = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        outerView.addSubview(innerView)
        inner.name = "inner"
        outer.name = "outer"
        innerView.addGestureRecognizer(inner)
        outerView.addGestureRecognizer(outer)
        simulator.trace.isEnabled = true
        return simulator
    }

    private func tapNested(_ inner: UITapGestureRecognizer, _ outer: UITapGestureRecognizer) -> [String] {
        let simulator = nested(inner: inner, outer: outer)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
        return simulator.trace.lines(kinds: ["gestureAction", "state"])
    }

    @Test("GR4, GR1: nested taps — the inner one (first in the touch's list) recognizes and fails the outer one")
    func nestedTapsInnerWins() {
        let lines = tapNested(UITapGestureRecognizer { _ in }, UITapGestureRecognizer { _ in })
        #expect(
            lines == [
                "inner possible -> ended (tapped)", "outer possible -> failed (excluded by 'inner')",
                "inner action (ended)",
            ])
    }

    @Test("GR4, GR11: an inner tap whose canPrevent(_:) returns false lets the outer tap recognize too")
    func canPreventFalse() {
        let lines = tapNested(NonPreventingTap { _ in }, UITapGestureRecognizer { _ in })
        #expect(
            lines == [
                "inner possible -> ended (tapped)", "outer possible -> ended (tapped)", "inner action (ended)",
                "outer action (ended)",
            ])
    }

    @Test("GR4, GR11: an outer tap whose canBePrevented(by:) returns false recognizes alongside the inner one")
    func canBePreventedFalse() {
        let lines = tapNested(UITapGestureRecognizer { _ in }, UnpreventableTap { _ in })
        #expect(
            lines == [
                "inner possible -> ended (tapped)", "outer possible -> ended (tapped)", "inner action (ended)",
                "outer action (ended)",
            ])
    }

    private func panNested(_ inner: UIPanGestureRecognizer, _ outer: UIPanGestureRecognizer) -> [String] {
        let simulator = nested(inner: inner, outer: outer)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 136, y: 100), duration: 0.15, steps: 3)
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
        return simulator.trace.lines(kinds: ["gestureAction"])
    }

    @Test("GR4, GR11: nested pans that cannot be prevented both run, like simultaneous recognition")
    func unpreventablePans() {
        #expect(
            panNested(UnpreventablePan { _ in }, UnpreventablePan { _ in }) == [
                "inner action (began)", "outer action (began)", "inner action (changed)", "outer action (changed)",
                "inner action (changed)", "outer action (changed)", "inner action (ended)", "outer action (ended)",
            ])
    }

    @Test("GR4, GR11: nested pans that cannot prevent anything both run")
    func nonPreventingPans() {
        #expect(
            panNested(NonPreventingPan { _ in }, NonPreventingPan { _ in }) == [
                "inner action (began)", "outer action (began)", "inner action (changed)", "outer action (changed)",
                "inner action (changed)", "outer action (changed)", "inner action (ended)", "outer action (ended)",
            ])
    }

    @Test("GR4: nested plain pans (control) — only the inner one runs")
    func plainPans() {
        #expect(
            panNested(UIPanGestureRecognizer { _ in }, UIPanGestureRecognizer { _ in }) == [
                "inner action (began)", "inner action (changed)", "inner action (changed)", "inner action (ended)",
            ])
    }

    // MARK: GR5: failure requirements from every source

    enum Requirement: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case requireToFail, delegateShouldRequireFailureOf, delegateShouldBeRequiredToFailBy
        case hookShouldRequireFailure, hookShouldBeRequiredToFail
        var testDescription: String { rawValue }
    }

    /// Answers GR5's delegate questions: `waiter` must wait for `required` to fail.
    final class RequirementDelegate: UIGestureRecognizerDelegate {
        let fromWaiter: Bool
        var simultaneous = false
        init(fromWaiter: Bool) { self.fromWaiter = fromWaiter }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { fromWaiter && otherGestureRecognizer is UISwipeGestureRecognizer }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { !fromWaiter && otherGestureRecognizer is UIPanGestureRecognizer }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { simultaneous }
    }

    final class WaitingPan: UIPanGestureRecognizer {
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer is UISwipeGestureRecognizer
        }
    }

    final class RequiredSwipe: UISwipeGestureRecognizer {
        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer is UIPanGestureRecognizer
        }
    }

    /// Seed 004's image view with a pan and a swipe, the pan made to wait for the swipe by `requirement`.
    private func panAndSwipe(
        _ requirement: Requirement?, simultaneous: Bool = false, gesture: (EventSimulator) -> Void
    ) -> EventSimulator {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 150, height: 150))
        simulator.window.addSubview(view)
        let pan = requirement == .hookShouldRequireFailure ? WaitingPan { _ in } : UIPanGestureRecognizer { _ in }
        let swipe =
            requirement == .hookShouldBeRequiredToFail ? RequiredSwipe { _ in } : UISwipeGestureRecognizer { _ in }
        pan.name = "pan"
        swipe.name = "swipe"
        let panDelegate = RequirementDelegate(fromWaiter: requirement == .delegateShouldRequireFailureOf)
        let swipeDelegate = RequirementDelegate(fromWaiter: false)
        panDelegate.simultaneous = simultaneous
        pan.delegate = panDelegate
        if requirement == .delegateShouldBeRequiredToFailBy { swipe.delegate = swipeDelegate }
        if requirement == .requireToFail { pan.require(toFail: swipe) }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        simulator.trace.isEnabled = true
        gesture(simulator)
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
        withExtendedLifetime((panDelegate, swipeDelegate)) {}
        return simulator
    }

    /// 20 pt per 20 ms to the right: the pan asks to begin on the first move, the swipe recognizes on the third.
    private func flick(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 120, y: 270), to: CGPoint(x: 220, y: 270), duration: 0.1, steps: 5)
    }

    /// 8 pt per 0.125 s: the swipe fails on its 0.5 s timer, having covered only 32 pt.
    private func slowDrag(_ simulator: EventSimulator) {
        simulator.drag(from: CGPoint(x: 120, y: 270), to: CGPoint(x: 184, y: 270), duration: 1, steps: 8)
    }

    @Test(
        "GR5: each way of requiring the swipe's failure makes the pan wait; a flick fires only the swipe",
        arguments: Requirement.allCases)
    func flickFiresTheRequiredSwipe(_ requirement: Requirement) {
        let simulator = panAndSwipe(requirement, gesture: flick)
        #expect(
            simulator.trace.lines(timestamps: true, kinds: ["waiting", "state", "gestureAction"]) == [
                "[0.020] pan waits for 'swipe' to fail",
                "[0.060] swipe possible -> ended (moved 60 pt .right ≥ 50 pt)",
                "[0.060] pan possible -> failed (required recognizer 'swipe' recognized)",
                "[0.060] swipe action (ended)",
            ])
    }

    @Test(
        "GR5: each way of requiring the swipe's failure — a slow drag fails the swipe at 0.5 s and the pan begins then",
        arguments: Requirement.allCases)
    func slowDragFiresTheWaitingPan(_ requirement: Requirement) {
        let simulator = panAndSwipe(requirement, gesture: slowDrag)
        let lines = simulator.trace.lines(timestamps: true, kinds: ["waiting", "state", "gestureAction"])
        #expect(
            Array(lines.prefix(4)) == [
                "[0.250] pan waits for 'swipe' to fail",
                "[0.500] swipe possible -> failed (too slow: not 50 pt within 0.5 s)",
                "[0.500] pan possible -> began (moved 24 pt ≥ 10 pt hysteresis)",
                "[0.500] pan action (began)",
            ])
        #expect(lines.suffix(2) == ["[1.000] pan changed -> ended (lifted)", "[1.000] pan action (ended)"])
    }

    @Test("GR5, GR4: no requirement (control) — the flick begins the pan at once and the swipe never fires")
    func noRequirement() {
        let simulator = panAndSwipe(nil, gesture: flick)
        let lines = simulator.trace.lines(timestamps: true, kinds: ["waiting", "state"])
        #expect(
            lines.prefix(2) == [
                "[0.020] pan possible -> began (moved 20 pt ≥ 10 pt hysteresis)",
                "[0.020] swipe possible -> failed (excluded by 'pan')",
            ])
    }

    @Test(
        "GR5: allowed to recognize together, the waiting pan still fails when its required swipe recognizes",
        arguments: Requirement.allCases)
    func requirementBeatsSimultaneity(_ requirement: Requirement) {
        let simulator = panAndSwipe(requirement, simultaneous: true, gesture: flick)
        #expect(
            simulator.trace.lines(timestamps: true, kinds: ["waiting", "state", "gestureAction"]) == [
                "[0.020] pan waits for 'swipe' to fail",
                "[0.060] swipe possible -> ended (moved 60 pt .right ≥ 50 pt)",
                "[0.060] pan possible -> failed (required recognizer 'swipe' recognized)",
                "[0.060] swipe action (ended)",
            ])
    }
}
