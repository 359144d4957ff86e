import Foundation
import ResponderKit
import Testing

/// Logs motion, remote-control and press events (`<name> motionBegan shake`, ...), and stops them unless
/// `callsSuper`; optionally accepts first responder status and logs resigning it.
@MainActor private final class EventLoggingView: UIView {
    var name = ""
    var log: Log?
    var canBecome = false
    var callsSuper = false

    convenience init(_ name: String, log: Log, canBecome: Bool = false) {
        self.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        self.name = name
        self.log = log
        self.canBecome = canBecome
    }

    override var canBecomeFirstResponder: Bool { canBecome }

    override func resignFirstResponder() -> Bool {
        log?("\(name) resignFirstResponder")
        return super.resignFirstResponder()
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?("\(name) motionBegan \(motion == .motionShake ? "shake" : "\(motion)")")
        if callsSuper { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?("\(name) motionEnded \(motion == .motionShake ? "shake" : "\(motion)")")
        if callsSuper { super.motionEnded(motion, with: event) }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        let play = event?.type == .remoteControl && event?.subtype == .remoteControlPlay
        log?("\(name) remoteControlReceived \(play ? "play" : "other")")
        if callsSuper { super.remoteControlReceived(with: event) }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?("\(name) pressesBegan \(presses.compactMap { $0.key?.characters }.sorted())")
        if callsSuper { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?("\(name) pressesEnded \(presses.compactMap { $0.key?.characters }.sorted())")
        if callsSuper { super.pressesEnded(presses, with: event) }
    }
}

/// Accepts first responder status and handles nothing itself: everything goes on to `next` (R2).
@MainActor private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// The key window of R6's fallback: logs what reaches it.
@MainActor private final class LoggingWindow: UIWindow {
    var log: Log?
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log?("window motionBegan") }
    override func remoteControlReceived(with event: UIEvent?) { log?("window remoteControlReceived") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log?("window pressesBegan") }
}

@MainActor private final class PlainDelegate: UIApplicationDelegate {}
@MainActor private final class ResponderDelegate: UIResponder, UIApplicationDelegate {}
@MainActor private final class ViewDelegate: UIView, UIApplicationDelegate {}
@MainActor private final class ControllerDelegate: UIViewController, UIApplicationDelegate {}

@MainActor @Suite struct ResponderChainTests {
    @Test("R1: a view's next is its superview, a root view's its controller, a controller's its view's superview")
    func viewsAndControllers() {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(container)
        container.addSubview(child)
        #expect(child.next === container)
        #expect(container.next === simulator.window)
        // A child controller's view embedded in `container`.
        let controller = UIViewController()
        container.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === container)
        controller.view.removeFromSuperview()
        #expect(controller.next == nil)
        #expect(UIView(frame: .zero).next == nil)
    }

    @Test("R1: the root controller's next is the window; a presented controller's is the presenting one")
    func rootAndPresented() {
        let simulator = EventSimulator()
        let root = UIViewController()
        simulator.window.rootViewController = root
        #expect(root.next === simulator.window)
        #expect(simulator.window.next === simulator.application)
        let presented = UIViewController()
        root.present(presented, animated: false)
        #expect(presented.presentingViewController === root)
        #expect(presented.next === root)
        #expect(presented.view.next === presented)
    }

    @Test("R1: the application's next is its delegate only if that is a plain responder")
    func applicationNext() {
        let simulator = EventSimulator()
        #expect(simulator.application.next == nil)
        let responderDelegate = ResponderDelegate()
        simulator.application.delegate = responderDelegate
        #expect(simulator.application.next === responderDelegate)
        #expect(responderDelegate.next == nil)
        let plain = PlainDelegate()
        simulator.application.delegate = plain
        #expect(simulator.application.next == nil)
        let viewDelegate = ViewDelegate(frame: .zero)
        simulator.application.delegate = viewDelegate
        #expect(simulator.application.next == nil)
        let controllerDelegate = ControllerDelegate()
        simulator.application.delegate = controllerDelegate
        #expect(simulator.application.next == nil)
    }

    @Test("R2/R4: an unhandled touch travels the whole chain and is dropped at its end, traced, not an error")
    func unhandledTouchDropped() {
        let simulator = EventSimulator()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        simulator.trace.setName("Parent", for: parent)
        simulator.trace.setName("Child", for: child)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 20, y: 20))
        let hops = ["Child -> Parent", "Parent -> UIWindow", "UIWindow -> UIApplication"]
        #expect(
            simulator.trace.lines(kinds: ["touches", "forward", "dropped"]) == ["Child touchesBegan [touch 1]"]
                + hops.map { "\($0) touchesBegan [touch 1] (next)" }
                + ["touchesBegan dropped after UIApplication: end of the responder chain"]
                + ["Child touchesEnded [touch 1]"] + hops.map { "\($0) touchesEnded [touch 1] (next)" }
                + ["touchesEnded dropped after UIApplication: end of the responder chain"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("R5: becomeFirstResponder needs canBecomeFirstResponder and a window; the previous one resigns")
    func firstResponder() {
        let simulator = EventSimulator()
        let log = Log()
        let refusing = EventLoggingView("Refusing", log: log)
        let first = EventLoggingView("First", log: log, canBecome: true)
        let second = EventLoggingView("Second", log: log, canBecome: true)
        #expect(!first.becomeFirstResponder())  // not in a window
        #expect(!first.isFirstResponder)
        for view in [refusing, first, second] { simulator.window.addSubview(view) }
        #expect(!refusing.becomeFirstResponder())
        #expect(!refusing.isFirstResponder)
        #expect(first.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(log.lines.isEmpty)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(log.lines == ["First resignFirstResponder"])
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
        #expect(!UIResponder().canBecomeFirstResponder)
    }

    @Test("R6/R2: shake goes to the first responder, and up the chain when it does not handle it")
    func shakeToFirstResponder() {
        let simulator = EventSimulator()
        let log = Log()
        let parent = EventLoggingView("Parent", log: log)
        let focus = EventLoggingView("Focus", log: log, canBecome: true)
        simulator.window.addSubview(parent)
        parent.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        simulator.shake()
        focus.callsSuper = true
        simulator.shake()
        #expect(
            log.lines == [
                "Focus motionBegan shake", "Focus motionEnded shake",
                "Focus motionBegan shake", "Parent motionBegan shake", "Focus motionEnded shake",
                "Parent motionEnded shake",
            ])
    }

    @Test("R6: remote-control and key presses go to the first responder; unhandled, on up the chain")
    func remoteControlAndKeysToFirstResponder() {
        let simulator = EventSimulator()
        let log = Log()
        let parent = EventLoggingView("Parent", log: log)
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(parent)
        parent.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        simulator.sendRemoteControl(.remoteControlPlay)
        simulator.pressKey("a")
        #expect(
            log.lines == [
                "Parent remoteControlReceived play", "Parent pressesBegan [\"a\"]", "Parent pressesEnded [\"a\"]",
            ])
        #expect(simulator.issues.isEmpty)
    }

    @Test("R6: without a first responder, shake, remote control and keys go to the key window")
    func keyWindowFallback() {
        let window = LoggingWindow(frame: .zero)
        let simulator = EventSimulator(window: window)
        let log = Log()
        window.log = log
        let bystander = EventLoggingView("Bystander", log: log)
        simulator.window.addSubview(bystander)
        simulator.shake()
        simulator.sendRemoteControl(.remoteControlPlay)
        simulator.pressKey("x")
        #expect(log.lines == ["window motionBegan", "window remoteControlReceived", "window pressesBegan"])
    }

    @Test("R4/R6: with no key window at all, a shake is dropped by the application, traced, not an error")
    func noKeyWindow() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        simulator.window.windowScene = nil
        #expect(simulator.application.keyWindow == nil)
        simulator.shake()
        simulator.pressKey("q")
        #expect(
            simulator.trace.lines(kinds: ["dropped"]) == [
                "motion(motionShake) dropped after UIApplication: end of the responder chain",
                "motion(motionShake) dropped after UIApplication: end of the responder chain",
                "presses dropped after UIApplication: end of the responder chain",
                "presses dropped after UIApplication: end of the responder chain",
            ])
        #expect(simulator.issues.isEmpty)
    }

    @Test("R6: events go to the key window: making another window key moves them there")
    func otherKeyWindow() {
        let simulator = EventSimulator()
        let log = Log()
        let other = LoggingWindow(windowScene: simulator.window.windowScene!)
        other.log = log
        other.makeKeyAndVisible()
        #expect(simulator.application.keyWindow === other)
        #expect(!simulator.window.isKeyWindow)
        simulator.shake()
        simulator.sendRemoteControl(.remoteControlPlay)
        #expect(log.lines == ["window motionBegan", "window remoteControlReceived"])
    }

    @Test("R2/R4/R6: unhandled, motion and remote control go on to the app delegate, then are dropped")
    func unhandledReachesDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: Log?
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                log?("delegate motionBegan")
            }
        }
        let simulator = EventSimulator()
        let log = Log()
        let delegate = Delegate()
        delegate.log = log
        simulator.application.delegate = delegate
        simulator.trace.setName("Delegate", for: delegate)
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(focus)
        simulator.trace.setName("Focus", for: focus)
        #expect(focus.becomeFirstResponder())
        simulator.trace.isEnabled = true
        simulator.shake()
        simulator.sendRemoteControl(.remoteControlPlay)
        #expect(log.lines == ["delegate motionBegan"])
        #expect(
            simulator.trace.lines(kinds: ["dropped"]) == [
                "motionEnded dropped after Delegate: end of the responder chain",
                "remoteControlReceived dropped after Delegate: end of the responder chain",
            ])
        #expect(simulator.trace.lines(kinds: ["routed"]).count == 3)
        #expect(simulator.issues.isEmpty)
    }

    @Test("T4: every event passes through the application's, then the window's, overridable sendEvent")
    func sendEventPipeline() {
        final class App: UIApplication {
            var log: Log?
            var swallowsTouches = false
            override func sendEvent(_ event: UIEvent) {
                log?("app \(event.type)")
                if event.type == .touches && swallowsTouches { return }
                super.sendEvent(event)
            }
        }
        final class Window: UIWindow {
            var log: Log?
            override func sendEvent(_ event: UIEvent) {
                log?("window \(event.type)")
                super.sendEvent(event)
            }
        }
        let log = Log()
        let app = App()
        let window = Window(frame: .zero)
        app.log = log
        window.log = log
        let simulator = EventSimulator(application: app, window: window)
        let view = LoggingView("View", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        simulator.window.addSubview(view)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.sendRemoteControl(.remoteControlPlay)
        #expect(
            log.lines == [
                "app touches", "window touches", "View touchesBegan", "app touches", "window touches",
                "View touchesEnded", "app remoteControl", "window remoteControl",
            ])
        // Intercepting touches in the application: nothing reaches the window or the views...
        log.clear()
        app.swallowsTouches = true
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["app touches", "app touches"])
        // ...and once it lets them through again, the view gets touches as before (T5 is not upset).
        log.clear()
        app.swallowsTouches = false
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(
            log.lines == [
                "app touches", "window touches", "View touchesBegan", "app touches", "window touches",
                "View touchesEnded",
            ])
        #expect(simulator.issues.isEmpty)
    }
}
