import Foundation
import ResponderKit
import Testing

/// C4: target-action, nil targets resolved on the responder chain, and the bookkeeping API.
@MainActor @Suite struct TargetActionTests {
    final class Editor: UIView, UIResponderActionPerforming {
        var log: Log?
        override var canBecomeFirstResponder: Bool { true }
        func responderAction(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
            action == "save" ? { [weak self] _, _ in self?.log?("editor save") } : nil
        }
    }

    final class Controller: UIViewController, UIResponderActionPerforming {
        var log: Log?
        func responderAction(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
            action == "save" || action == "share" ? { [weak self] _, _ in self?.log?("controller \(action)") } : nil
        }
        func refresh(_ sender: UIButton) { log?("controller refresh from \(sender.tag)") }
    }

    final class AppDelegate: UIResponder, UIApplicationDelegate, UIResponderActionPerforming {
        var log: Log?
        func responderAction(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
            action == "about" ? { [weak self] _, _ in self?.log?("delegate about") } : nil
        }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let log = Log()
        let controller = Controller()
        let editor = Editor(frame: CGRect(x: 0, y: 400, width: 200, height: 100))
        let delegate = AppDelegate()
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))

        init() {
            controller.log = log
            editor.log = log
            delegate.log = log
            simulator.application.delegate = delegate
            simulator.window.rootViewController = controller
            controller.view.addSubview(button)
            controller.view.addSubview(editor)
            simulator.trace.isEnabled = true
        }

        func tapButton() { simulator.tap(at: CGPoint(x: 150, y: 125)) }
    }

    @Test("C4: a nil-target action goes to the first responder when it performs it")
    func firstResponderFirst() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "save", for: .touchUpInside)
        #expect(scene.editor.becomeFirstResponder())
        scene.tapButton()
        #expect(scene.log.lines == ["editor save"])
    }

    @Test("C4, R1: without a first responder that performs it, the chain from the sender finds the controller")
    func chainFromSender() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "save", for: .touchUpInside)
        scene.tapButton()
        #expect(scene.log.lines == ["controller save"])
        #expect(scene.simulator.trace.lines(kinds: ["action"]) == ["action 'save' -> Controller"])
    }

    @Test("C4, R1: the chain ends at the application delegate")
    func reachesAppDelegate() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "about", for: .touchUpInside)
        scene.tapButton()
        #expect(scene.log.lines == ["delegate about"])
    }

    @Test("C4, R4: an action nobody performs is dropped and traced")
    func droppedAction() {
        let scene = Scene()
        scene.button.addTarget(nil, action: "print", for: .touchUpInside)
        scene.tapButton()
        #expect(scene.log.lines.isEmpty)
        #expect(
            scene.simulator.trace.lines(kinds: ["actionDropped"]) == [
                "action 'print' dropped: no responder performs it"
            ])
    }

    @Test("C4: a typed nil-target action is performed by the first responder up the chain of that type")
    func typedNilTarget() {
        let scene = Scene()
        scene.button.tag = 7
        scene.button.addTarget(nil as Controller?, action: Controller.refresh, for: .touchUpInside)
        scene.tapButton()
        #expect(scene.log.lines == ["controller refresh from 7"])
    }

    @Test("C4: actions fire in the order they were added, whatever their kind")
    func order() {
        let scene = Scene()
        scene.button.addAction(UIAction { _ in scene.log("first") }, for: .touchUpInside)
        scene.button.addTarget(nil, action: "share", for: .touchUpInside)
        scene.button.addAction(UIAction { _ in scene.log("third") }, for: .touchUpInside)
        scene.tapButton()
        #expect(scene.log.lines == ["first", "controller share", "third"])
    }

    @Test("C4: allTargets, allControlEvents, actions(forTarget:), removeTarget and removeAction")
    func bookkeeping() {
        let scene = Scene()
        let button = scene.button
        button.addTarget(scene.controller, action: "save", for: [.touchUpInside, .touchDown])
        button.addTarget(nil, action: "share", for: .valueChanged)
        let action = UIAction(title: "x") { _ in scene.log("x") }
        button.addAction(action, for: .touchDragExit)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged, .touchDragExit])
        #expect(button.allTargets.count == 2)
        #expect(button.allTargets.contains(AnyHashable(scene.controller)))
        #expect(button.actions(forTarget: scene.controller, forControlEvent: .touchDown) == ["save"])
        #expect(button.actions(forTarget: nil, forControlEvent: .valueChanged) == ["share"])
        button.removeTarget(scene.controller, action: "save", for: .touchDown)
        #expect(button.actions(forTarget: scene.controller, forControlEvent: .touchDown) == nil)
        #expect(button.actions(forTarget: scene.controller, forControlEvent: .touchUpInside) == ["save"])
        button.removeAction(action, for: .touchDragExit)
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
    }

    @Test("C4, SPEC A: targets are weak; a released target's action is skipped")
    func weakTargets() {
        let scene = Scene()
        var target: Controller? = Controller()
        target?.log = scene.log
        scene.button.addTarget(target, action: Controller.refresh, for: .touchUpInside)
        weak let released = target
        target = nil
        #expect(released == nil)
        scene.tapButton()
        #expect(scene.log.lines.isEmpty)
    }

    @Test("C4: sendAction goes through UIApplication.sendAction, which a subclass can intercept")
    func applicationInterceptsActions() {
        final class App: UIApplication {
            var seen: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
                -> Bool
            {
                seen.append(action.name)
                return super.sendAction(action, to: target, from: sender, for: event)
            }
        }
        let app = App()
        let simulator = EventSimulator(application: app)
        let controller = Controller()
        let log = Log()
        controller.log = log
        simulator.window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(button)
        button.addTarget(nil, action: "share", for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(app.seen == ["share"])
        #expect(log.lines == ["controller share"])
    }
}
