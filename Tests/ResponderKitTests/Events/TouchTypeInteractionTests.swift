import Foundation
import ResponderKit
import Testing

/// TD5, TD8, TD9: recognizers that take only some touch types, Apple Pencil's double-tap and the pointer's
/// regions, as Apple's documentation of `UIGestureRecognizer`, `UIPencilInteraction` and
/// `UIPointerInteraction` describes them.
@MainActor @Suite struct TouchTypeInteractionTests {
    @Test("TD5: allowedTouchTypes holds every type by default ('contains all touch types')")
    func defaultAllowsAll() {
        let pan = UIPanGestureRecognizer()
        #expect(Set(pan.allowedTouchTypes.map(\.intValue)) == [0, 1, 2, 3])
        #expect(pan.requiresExclusiveTouchType)
    }

    @Test("TD5: a pencil-only pan ignores fingers and recognizes the pencil; the finger still reaches the view")
    func pencilOnlyPan() {
        let simulator = EventSimulator()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(canvas)
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        canvas.addGestureRecognizer(pan)
        simulator.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(states.isEmpty)
        simulator.pencilStroke(through: (0...12).map { CGPoint(x: 20 + CGFloat($0) * 8, y: 40) })
        #expect(states.first == .began && states.last == .ended)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TD5: explain names a recognizer that does not take the touch's type")
    func explained() {
        let simulator = EventSimulator()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(canvas)
        let tap = UITapGestureRecognizer()
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        canvas.addGestureRecognizer(tap)
        let explanation = simulator.explain(at: CGPoint(x: 10, y: 10))
        #expect(explanation.recognizers.map(\.answer) == [.touchTypeNotAllowed])
    }

    @Test("TD5: with requiresExclusiveTouchType a pinch tracking a pencil takes no finger; without, it takes both")
    func exclusiveTouchType() {
        let simulator = EventSimulator()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        canvas.isMultipleTouchEnabled = true
        simulator.window.addSubview(canvas)
        let pinch = UIPinchGestureRecognizer()
        canvas.addGestureRecognizer(pinch)
        let pencil = simulator.touchDown(SimulatedTouchSample(location: CGPoint(x: 50, y: 50)), type: .pencil)
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 150))
        #expect(pinch.numberOfTouches == 1)
        simulator.lift([pencil, finger])
        pinch.requiresExclusiveTouchType = false
        let pencil2 = simulator.touchDown(SimulatedTouchSample(location: CGPoint(x: 50, y: 50)), type: .pencil)
        let finger2 = simulator.touchDown(at: CGPoint(x: 150, y: 150))
        #expect(pinch.numberOfTouches == 2)
        simulator.lift([pencil2, finger2])
    }

    final class Palette: UIPencilInteractionDelegate {
        var taps: [UIPencilPreferredAction] = []
        func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
            taps.append(UIPencilInteraction.preferredTapAction)
        }
    }

    @Test("TD8: a double-tap reaches the delegate through pencilInteractionDidTap; the user's action is per world")
    func pencilDoubleTap() {
        let simulator = EventSimulator()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(canvas)
        let palette = Palette()
        let interaction = UIPencilInteraction()
        interaction.delegate = palette
        canvas.addInteraction(interaction)
        #expect(simulator.pencilDoubleTap() == 1)
        simulator.pencilPreferredTapAction = .showColorPalette
        simulator.pencilDoubleTap()
        #expect(palette.taps == [.switchEraser, .showColorPalette])
        interaction.isEnabled = false
        #expect(simulator.pencilDoubleTap() == 0)
        interaction.isEnabled = true
        canvas.removeFromSuperview()
        #expect(simulator.pencilDoubleTap() == 0 && palette.taps.count == 2)
        let other = EventSimulator()
        #expect(other.withCurrentWorld { UIPencilInteraction.preferredTapAction } == .switchEraser)
    }

    final class Hover: UIPointerInteractionDelegate {
        var log: [String] = []
        func pointerInteraction(
            _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
            defaultRegion: UIPointerRegion
        ) -> UIPointerRegion? {
            // Two halves, as a segmented control gives each segment its region.
            let half = request.location.x < 50 ? 0 : 1
            return UIPointerRegion(rect: CGRect(x: CGFloat(half) * 50, y: 0, width: 50, height: 40), identifier: half)
        }
        func pointerInteraction(
            _ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) { log.append("enter \(region.identifier.map { "\($0)" } ?? "-")") }
        func pointerInteraction(
            _ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
            animator: any UIPointerInteractionAnimating
        ) { log.append("exit \(region.identifier.map { "\($0)" } ?? "-")") }
    }

    @Test("TD9: the pointer enters and leaves the regions the delegate gives; an indirect pointer touch is typed")
    func pointerRegions() {
        let simulator = EventSimulator()
        let control = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 40))
        simulator.window.addSubview(control)
        let hover = Hover()
        let interaction = UIPointerInteraction(delegate: hover)
        control.addInteraction(interaction)
        simulator.hoverPointer(at: CGPoint(x: 110, y: 110))
        simulator.hoverPointer(at: CGPoint(x: 120, y: 110))
        simulator.hoverPointer(at: CGPoint(x: 170, y: 110))
        simulator.hoverPointer(at: CGPoint(x: 10, y: 10))
        #expect(hover.log == ["enter 0", "exit 0", "enter 1", "exit 1"])
        #expect(interaction.delegate === hover)
        let click = simulator.touchDown(SimulatedTouchSample(location: CGPoint(x: 150, y: 120)), type: .indirectPointer)
        #expect(click.touch.type == .indirectPointer && click.touch.view === control)
        simulator.lift(click)
    }
}
