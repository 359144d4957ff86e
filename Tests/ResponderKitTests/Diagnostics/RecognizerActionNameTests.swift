import Foundation
import ResponderKit
import Testing

/// X14: a recognizer's function-reference action can be named, as a control's can
/// (`addTarget(_:action:named:for:)`): the trace's action line shows the name, `removeTarget(_:action:)`
/// matches it, and unnamed or selector actions keep the line they had.
@MainActor @Suite struct RecognizerActionNameTests {
    final class Screen: UIView {
        var pans = 0
        var taps = 0
        func panned(_ recognizer: UIPanGestureRecognizer) { pans += 1 }
        func tapped() { taps += 1 }
    }

    func world() -> (EventSimulator, Screen) {
        let simulator = EventSimulator()
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(screen)
        simulator.trace.isEnabled = true
        return (simulator, screen)
    }

    @Test("X14, GR12: init(target:action:named:) names the action in every action line of a pan")
    func namedInitializer() {
        let (simulator, screen) = world()
        let pan = UIPanGestureRecognizer(target: screen, action: Screen.panned, named: "panned")
        pan.name = "pan"
        screen.addGestureRecognizer(pan)
        simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 130), duration: 0.1, steps: 3)
        // 10 pt per step: the pan begins on the first move (10 pt ≥ 10 pt), changes twice, ends at lift.
        #expect(
            simulator.trace.lines(kinds: ["gestureAction"]) == [
                "pan action 'panned' (began) -> Screen", "pan action 'panned' (changed) -> Screen",
                "pan action 'panned' (changed) -> Screen", "pan action 'panned' (ended) -> Screen",
            ])
        #expect(screen.pans == 4)
        #expect(simulator.trace.jsonLines(kinds: ["gestureAction"]).contains("\"action\":\"panned\""))
    }

    @Test("X14, GR12: addTarget(_:action:named:) on a tap; an unnamed function reference keeps the old line")
    func namedAndUnnamedTargets() {
        let (simulator, screen) = world()
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        tap.addTarget(screen, action: Screen.tapped, named: "tapped")
        tap.addTarget(screen, action: Screen.tapped)
        screen.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            simulator.trace.lines(kinds: ["gestureAction"]) == [
                "tap action 'tapped' (ended) -> Screen", "tap action (ended) -> Screen",
            ])
        #expect(screen.taps == 2)
    }

    @Test("X14, GR12: removeTarget(_:action:) matches a function reference by its name")
    func removeByName() {
        let (simulator, screen) = world()
        let tap = UITapGestureRecognizer(target: screen, action: Screen.tapped, named: "tapped")
        screen.addGestureRecognizer(tap)
        tap.removeTarget(screen, action: Selector("tapped"))
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(screen.taps == 0)
        #expect(simulator.trace.lines(kinds: ["gestureAction"]) == [])
    }
}
