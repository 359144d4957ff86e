import Testing
import UIKit

@testable import PortingCorpus

/// PT1, PT3: the corpus's `#selector` target-actions, in each spelling, fire on real touches.
@MainActor @Suite struct TargetActionCorpusTests {
    @Test("PT1, PT3: #selector(toggle) on a custom control fires on a tap, by the Objective-C name")
    func chipTogglesOnTap() {
        let world = CorpusWorld()
        let chip = ToggleChip(title: "Loop")
        chip.frame = CGRect(x: 20, y: 100, width: 120, height: 32)
        world.window.addSubview(chip)
        var changes: [Bool] = []
        chip.addAction(UIAction { _ in changes.append(chip.isSelected) }, for: .valueChanged)
        #expect(chip.actions(forTarget: chip, forControlEvent: .touchUpInside) == ["toggle"])
        world.simulator.tap(at: CGPoint(x: 80, y: 116))
        #expect(chip.isSelected)
        world.simulator.tap(at: CGPoint(x: 80, y: 116))
        #expect(!chip.isSelected)
        #expect(changes == [true, false])
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT1, PT3, PT8: #selector(StepperField.buttonTouchedDown(_:with:)) gets sender and event; holding repeats")
    func stepperRepeatsWhileHeld() {
        let world = CorpusWorld()
        let stepper = StepperField(frame: CGRect(x: 20, y: 100, width: 150, height: 44))
        world.window.addSubview(stepper)
        stepper.layoutIfNeeded()
        #expect(
            stepper.plusButton.actions(forTarget: stepper, forControlEvent: .touchDown) == ["buttonTouchedDown:with:"])
        world.simulator.advance(by: 1)
        let touch = world.simulator.touchDown(at: world.point(CGPoint(x: 128, y: 22), in: stepper))
        #expect(stepper.value == 1)
        #expect(stepper.lastEventTimestamp == world.simulator.currentTime)
        world.simulator.advance(by: 0.45)
        #expect(stepper.value == 1)
        // The block timer starts repeating at 0.5 s, then steps every 0.1 s.
        world.simulator.advance(by: 0.2)
        #expect(stepper.value == 2)
        world.simulator.advance(by: 0.2)
        #expect(stepper.value == 4)
        world.simulator.lift(touch)
        world.simulator.advance(by: 1)
        #expect(stepper.value == 4)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT5, PT3: an override of point(inside:with:) written in an extension grows a 24 pt button's touch area")
    func tapAreaButtonTakesNearMiss() {
        let world = CorpusWorld()
        let button = TapAreaButton(type: .custom)
        button.frame = CGRect(x: 100, y: 100, width: 24, height: 24)
        world.window.addSubview(button)
        world.simulator.tap(at: CGPoint(x: 93, y: 112))  // 7 pt outside, inside the 44 pt square
        #expect(button.touchUpCount == 1)
        world.simulator.tap(at: CGPoint(x: 85, y: 112))  // 15 pt outside
        #expect(button.touchUpCount == 1)
        #expect(button.analyticsTapCount == 1)
    }

    @Test("PT3, PT5: a tracking control sends .valueChanged while a drag crosses its stars and .editingDidEnd once")
    func ratingControlTracksDrag() {
        let world = CorpusWorld()
        let rating = RatingControl(frame: CGRect(x: 20, y: 100, width: 200, height: 32))
        world.window.addSubview(rating)
        rating.layoutIfNeeded()
        #expect(rating.intrinsicContentSize == CGSize(width: 5 * 32 + 4 * 6, height: 32))
        #expect(rating.starViews[1].frame.minX == 38)
        var values: [Int] = []
        var ends = 0
        rating.addAction(UIAction { _ in values.append(rating.rating) }, for: .valueChanged)
        rating.addAction(UIAction { _ in ends += 1 }, for: .editingDidEnd)
        world.simulator.drag(from: CGPoint(x: 25, y: 116), to: CGPoint(x: 129, y: 116))
        #expect(values == [1, 2, 3])
        #expect(rating.rating == 3 && ends == 1)
    }

    @Test("PT1, PT3: a UIBarButtonItem's #selector(toggleRunning(_:)) action is sent to its target by the application")
    func barButtonItemAction() {
        let world = CorpusWorld()
        let stopwatch = StopwatchViewController()
        world.show(stopwatch)
        let item = stopwatch.startPauseItem
        #expect(item.action == Selector("toggleRunning:"))
        #expect(world.simulator.application.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(stopwatch.isRunning && item.title == "Pause")
        #expect(world.simulator.application.sendAction(item.action!, to: item.target, from: item, for: nil))
        #expect(!stopwatch.isRunning && item.title == "Resume")
    }
}
