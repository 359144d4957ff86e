import Foundation
import ResponderKit
import Testing

/// C5, C6: the standard controls' behaviour, alone and under a parent's recognizer.
@MainActor @Suite struct StandardControlTests {
    @Test("C5, C6: a switch under a parent tap recognizer toggles on tap; the tap does not fire")
    func switchToggles() {
        let simulator = EventSimulator()
        let log = Log()
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in log("tap") })
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(toggle.frame.size == UISwitch.defaultSize)
        toggle.addAction(UIAction { _ in log("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        parent.addSubview(toggle)
        simulator.tap(at: CGPoint(x: 120, y: 115))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 120, y: 115))
        #expect(log.lines == ["valueChanged true", "valueChanged false"])
    }

    @Test("C5: dragging a switch's knob sets it by where the finger ends; no change, no event")
    func switchDrag() {
        let simulator = EventSimulator()
        let log = Log()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.addAction(UIAction { _ in log("valueChanged \(toggle.isOn)") }, for: .valueChanged)
        simulator.window.addSubview(toggle)
        simulator.drag(from: CGPoint(x: 105, y: 115), to: CGPoint(x: 145, y: 115), duration: 0.2, steps: 4)
        simulator.advance(by: 1)
        // A drag that ends on the same (right) side changes nothing and sends nothing.
        simulator.drag(from: CGPoint(x: 145, y: 115), to: CGPoint(x: 130, y: 118), duration: 0.2, steps: 4)
        #expect(log.lines == ["valueChanged true"])
        #expect(toggle.isOn)
    }

    /// A slider 200 pt wide at (50, 100) in a view with a pan recognizer.
    private func sliderScene() -> (EventSimulator, UISlider, Log) {
        let simulator = EventSimulator()
        let log = Log()
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        parent.addGestureRecognizer(UIPanGestureRecognizer { recognizer in log("pan \(recognizer.state)") })
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 200, height: 40))
        slider.addAction(UIAction { _ in log("value \(slider.value)") }, for: .valueChanged)
        parent.addSubview(slider)
        return (simulator, slider, log)
    }

    @Test("C5, C6: dragging the slider's thumb moves the slider, not the parent's pan")
    func sliderThumbDrag() {
        let (simulator, slider, log) = sliderScene()
        // Thumb at value 0: its center is 15.5 pt from the left; travel is 200 - 31 = 169 pt.
        simulator.drag(from: CGPoint(x: 65.5, y: 120), to: CGPoint(x: 65.5 + 84.5, y: 120), duration: 0.2, steps: 2)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(!log.lines.contains { $0.hasPrefix("pan") })
        #expect(log.lines.count == 2)  // continuous: one valueChanged per move
    }

    @Test("C5, C6: dragging elsewhere on the slider pans (only the thumb's drag is the slider's)")
    func sliderTrackDragPans() {
        let (simulator, slider, log) = sliderScene()
        simulator.drag(from: CGPoint(x: 200, y: 120), to: CGPoint(x: 240, y: 120), duration: 0.2, steps: 4)
        #expect(slider.value == 0)
        #expect(log.lines.first == "pan began")
        #expect(log.lines.last == "pan ended")
    }

    @Test("C5, C6: a vertical drag from the thumb is not parallel to the slider, so the pan takes it")
    func sliderVerticalDragPans() {
        let (simulator, _, log) = sliderScene()
        simulator.drag(from: CGPoint(x: 65.5, y: 120), to: CGPoint(x: 66, y: 160), duration: 0.2, steps: 4)
        #expect(log.lines.first == "pan began")
    }

    @Test("C5: a non-continuous slider sends one valueChanged at the end")
    func sliderNotContinuous() {
        let (simulator, slider, log) = sliderScene()
        slider.isContinuous = false
        simulator.drag(from: CGPoint(x: 65.5, y: 120), to: CGPoint(x: 150, y: 120), duration: 0.2, steps: 4)
        #expect(log.lines == ["value 0.5"])
    }

    @Test("C5: a segmented control selects the segment under a lift inside; the same segment again sends nothing")
    func segmentedControl() {
        let simulator = EventSimulator()
        let log = Log()
        let segmented = UISegmentedControl(items: ["A", "B", "C"])
        segmented.frame = CGRect(x: 0, y: 100, width: 300, height: 30)
        segmented.addAction(UIAction { _ in log("selected \(segmented.selectedSegmentIndex)") }, for: .valueChanged)
        simulator.window.addSubview(segmented)
        #expect(segmented.selectedSegmentIndex == UISegmentedControl.noSegment)
        simulator.tap(at: CGPoint(x: 150, y: 115))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 160, y: 115))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 290, y: 115))
        #expect(log.lines == ["selected 1", "selected 2"])
        #expect(segmented.titleForSegment(at: 2) == "C")
    }

    @Test("C5, L1: a stepper steps on touch-down and auto-repeats on the virtual clock while held")
    func stepperAutorepeat() {
        let simulator = EventSimulator()
        let log = Log()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        stepper.addAction(UIAction { _ in log("\(stepper.value) at \(simulator.currentTime)") }, for: .valueChanged)
        simulator.window.addSubview(stepper)
        let finger = simulator.touchDown(at: CGPoint(x: 180, y: 110))  // the + half
        simulator.advance(by: 0.75)
        simulator.lift(finger)
        simulator.advance(by: 1)
        // Down at 0; repeats at 0.5, 0.6, 0.7; none after the lift at 0.75.
        #expect(log.lines.map { $0.components(separatedBy: " at ")[0] } == ["1.0", "2.0", "3.0", "4.0"])
        let times = log.lines.compactMap { Double($0.components(separatedBy: " at ")[1]) }
        #expect(zip(times, [0, 0.5, 0.6, 0.7]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test("C5: a stepper stops at its limits unless it wraps; − decrements")
    func stepperLimitsAndWraps() {
        let simulator = EventSimulator()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        stepper.maximumValue = 2
        simulator.window.addSubview(stepper)
        for _ in 0..<3 {
            simulator.tap(at: CGPoint(x: 180, y: 110))
            simulator.advance(by: 1)
        }
        #expect(stepper.value == 2)
        stepper.wraps = true
        simulator.tap(at: CGPoint(x: 180, y: 110))
        #expect(stepper.value == 0)
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 110, y: 110))
        #expect(stepper.value == 2)
    }

    @Test("C5: a page control goes back on the left half and forward on the right half")
    func pageControl() {
        let simulator = EventSimulator()
        let log = Log()
        let pages = UIPageControl(frame: CGRect(x: 0, y: 600, width: 375, height: 30))
        pages.numberOfPages = 3
        pages.addAction(UIAction { _ in log("page \(pages.currentPage)") }, for: .valueChanged)
        simulator.window.addSubview(pages)
        for x in [300.0, 300, 300, 50, 50, 50] {
            simulator.tap(at: CGPoint(x: x, y: 615))
            simulator.advance(by: 1)
        }
        #expect(log.lines == ["page 1", "page 2", "page 1", "page 0"])
    }

    /// A button inside a view with a double-tap recognizer.
    private func buttonUnderDoubleTap() -> (EventSimulator, Log) {
        let simulator = EventSimulator()
        let log = Log()
        let parent = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(parent)
        let doubleTap = UITapGestureRecognizer { _ in
            log("double tap at " + String(format: "%.2f", simulator.currentTime))
        }
        doubleTap.numberOfTapsRequired = 2
        parent.addGestureRecognizer(doubleTap)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        button.addAction(
            UIAction { _ in log("button at " + String(format: "%.2f", simulator.currentTime)) }, for: .touchUpInside)
        parent.addSubview(button)
        return (simulator, log)
    }

    @Test("C6, GR9: a parent's double tap is no default action: a single tap reaches the button only when it fails")
    func singleTapUnderDoubleTapIsDelayed() {
        let (simulator, log) = buttonUnderDoubleTap()
        simulator.tap(at: CGPoint(x: 150, y: 150))
        simulator.advance(by: 1)
        // The button's touchesEnded is withheld (delaysTouchesEnded) until the double tap fails 0.35 s
        // after the lift: UIKit's well-known button delay under a double-tap recognizer.
        #expect(log.lines == ["button at 0.40"])
    }

    @Test("C6, GR9, T5: a double tap over a button fires only the double tap")
    func doubleTapOverButton() {
        let (simulator, log) = buttonUnderDoubleTap()
        simulator.tap(at: CGPoint(x: 150, y: 150), count: 2, interval: 0.1)
        #expect(log.lines == ["double tap at 0.20"])
    }
}
