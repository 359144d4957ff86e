import Foundation
import ResponderKit
import Testing

/// Owners that go first: no back-pointer may dangle (LeakTests, split by topic).
extension LeakTests {
    @Test("Reliability: a superview dropped while its subview is retained leaves the subview detached")
    func droppedSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            child.addSubview(grandchild)
        }
        #expect(child.superview == nil && child.window == nil && child.next == nil)
        #expect(grandchild.superview === child && grandchild.window == nil)
        // Still usable: it can join a window and be touched.
        let simulator = EventSimulator()
        simulator.window.addSubview(child)
        #expect(child.window === simulator.window && grandchild.window === simulator.window)
        simulator.tap(at: CGPoint(x: 2, y: 2))
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: a window dropped while its views live (with a finger down) leaves them windowless")
    func droppedWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let deep = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(deep)
        let recognizer = UIPanGestureRecognizer { _ in }
        weak var weakWindow: UIWindow?
        do {
            let simulator = EventSimulator()
            simulator.window.addSubview(view)
            deep.addGestureRecognizer(recognizer)
            weakWindow = simulator.window
            let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 10, y: 40))
            #expect(recognizer.state == .began || recognizer.state == .changed)
        }
        #expect(weakWindow == nil)
        #expect(view.window == nil && view.superview == nil && view.next == nil)
        #expect(deep.window == nil && deep.superview === view)
        #expect(recognizer.view === deep)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
    }

    @Test("Reliability: a window taken out of its scene with a finger down is released once the finger lifts")
    func windowRemovedWithLiveTouch() {
        let simulator = EventSimulator()
        weak var weakWindow: UIWindow?
        weak var weakView: UIView?
        var finger: SimulatedTouch?
        do {
            let window = UIWindow(windowScene: simulator.window.windowScene!)
            window.windowLevel = .alert
            window.isHidden = false
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            weakWindow = window
            weakView = view
            finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))
            #expect(finger?.touch.window === window)
            window.windowScene = nil
        }
        if let finger { simulator.lift(finger) }
        finger = nil
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(weakWindow == nil && weakView == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("R1: a view controller dropped while its view is retained leaves the view's next to its superview")
    func droppedViewController() {
        let loose: UIView
        let mounted: UIView
        let simulator = EventSimulator()
        let holder = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(holder)
        do {
            let a = Controller()
            loose = a.view
            #expect(loose.next === a)
            let b = Controller()
            mounted = b.view
            holder.addSubview(mounted)
            #expect(mounted.next === b)
        }
        #expect(loose.next == nil)
        #expect(mounted.next === holder)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(simulator.issues.isEmpty)
    }

    @Test("GR12: a recognizer whose view is dropped has no view, and works on a new one")
    func droppedRecognizerView() {
        let simulator = EventSimulator()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addGestureRecognizer(tap)
            simulator.window.addSubview(view)
            simulator.tap(at: CGPoint(x: 10, y: 10))
            view.removeFromSuperview()
        }
        #expect(tap.view == nil)
        simulator.window.addGestureRecognizer(tap)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(taps == 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("Reliability: an application delegate is weak, and an app dropped first leaves its windows sceneless")
    func droppedApplication() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        weak var weakDelegate: AppDelegate?
        let window: UIWindow
        do {
            let simulator = EventSimulator()
            let delegate = AppDelegate()
            simulator.application.delegate = delegate
            weakDelegate = delegate
            window = simulator.window
            simulator.tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(weakDelegate == nil)
        #expect(window.windowScene == nil && !window.isKeyWindow)
        window.addSubview(UIView(frame: .zero))
        window.isHidden = true
    }
}
