import Foundation
import ResponderKit
import Testing

/// Nothing outlives a dropped world (Reliability) (EngineRegressionTests, split by topic).
extension EngineRegressionTests {
    @Test("Reliability: a world dropped with a finger down (forwarded up to the application) is released")
    func droppedWithFingerDown() {
        weak var application: UIApplication?
        weak var view: UIView?
        do {
            let simulator = EventSimulator()
            let plain = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(plain)
            application = simulator.application
            view = plain
            simulator.touchDown(at: CGPoint(x: 10, y: 10))  // plain -> window -> application (R2)
        }
        #expect(application == nil && view == nil)
    }

    @Test("Reliability: a world dropped mid-gesture, with touches withheld and timers pending, is released")
    func droppedMidGesture() {
        weak var application: UIApplication?
        weak var recognizer: UIGestureRecognizer?
        weak var scroll: UIScrollView?
        do {
            let simulator = EventSimulator()
            let press = UILongPressGestureRecognizer { _ in }
            press.delaysTouchesBegan = true  // the touch's began is withheld, its event with it
            simulator.window.addGestureRecognizer(press)
            let flung = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
            flung.contentSize = CGSize(width: 375, height: 5000)
            simulator.window.addSubview(flung)
            application = simulator.application
            recognizer = press
            scroll = flung
            simulator.drag(from: CGPoint(x: 100, y: 550), to: CGPoint(x: 100, y: 350), duration: 0.05, steps: 3)
            #expect(flung.isDecelerating)
            simulator.touchDown(at: CGPoint(x: 10, y: 10))
        }
        #expect(application == nil && recognizer == nil && scroll == nil)
    }

    @Test("Reliability: a decelerating scroll view taken out of its window is released without advancing time")
    func removedWhileDecelerating() {
        let simulator = EventSimulator()
        weak var scroll: UIScrollView?
        do {
            let flung = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            flung.contentSize = CGSize(width: 375, height: 5000)
            simulator.window.addSubview(flung)
            scroll = flung
            simulator.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.05, steps: 3)
            #expect(flung.isDecelerating)
            flung.removeFromSuperview()
        }
        #expect(scroll == nil)
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
    }
}
