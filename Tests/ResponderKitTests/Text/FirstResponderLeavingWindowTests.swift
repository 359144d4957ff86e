import Foundation
import Testing

@testable import ResponderKit

/// TX10: a first responder whose view leaves its window resigns while it is still in the window.
@MainActor @Suite struct FirstResponderLeavingWindowTests {
    /// The scene's delegate and observers (a field holds its delegate weakly, as in UIKit).
    @MainActor private final class Scene {
        let simulator = EventSimulator()
        let log = Log()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let delegate: LoggingFieldDelegate
        let keyboard: KeyboardRecorder
        private var tokens: [NSObjectProtocol] = []

        init(in container: UIView? = nil) {
            delegate = LoggingFieldDelegate(log: log)
            let simulator = simulator
            keyboard = KeyboardRecorder { simulator.currentTime }
            field.delegate = delegate
            logEditingEvents(of: field, to: log)
            let log = log
            for (name, label) in [
                (UITextField.textDidBeginEditingNotification, "note didBegin"),
                (UITextField.textDidEndEditingNotification, "note didEnd"),
            ] {
                tokens.append(
                    NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { _ in
                        MainActor.assumeIsolated { log(label) }
                    })
            }
            (container ?? simulator.window).addSubview(field)
        }

        func stop() {
            keyboard.stop()
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }

        /// The field edits, the keyboard is up and settled, the logs are empty.
        func beginEditing() {
            #expect(field.becomeFirstResponder())
            simulator.advance(by: 0.3)
            log.clear()
            keyboard.clear()
        }

        /// Editing ended exactly once, nothing is first responder, the keyboard went down (TX2, TX7).
        func expectEndedOnce() {
            #expect(
                log.lines == [
                    "shouldEndEditing", "didEndEditing reason=committed", "event editingDidEnd", "note didEnd",
                ])
            #expect(!field.isEditing && !field.isFirstResponder)
            #expect(simulator.window.firstResponderStorage == nil)
            simulator.advance(by: 0.3)
            #expect(
                keyboard.lines.map { String($0.split(separator: " ")[1]) } == [
                    "willChangeFrame", "willHide", "didChangeFrame", "didHide",
                ])
            #expect(!simulator.window.simulatedKeyboard.isVisible)
        }
    }

    @Test("TX10: a field removed from its window while editing ends editing once, the keyboard hides")
    func fieldRemoved() {
        let scene = Scene()
        defer { scene.stop() }
        scene.beginEditing()
        var windowDuringEnd: UIWindow?
        scene.field.addAction(UIAction { _ in windowDuringEnd = scene.field.window }, for: .editingDidEnd)
        scene.field.removeFromSuperview()
        scene.expectEndedOnce()
        #expect(windowDuringEnd === scene.simulator.window)  // resigned while still in the window
        // Back in the window it does not edit, and leaving again sends nothing more.
        scene.log.clear()
        scene.simulator.window.addSubview(scene.field)
        scene.field.removeFromSuperview()
        #expect(scene.log.lines.isEmpty)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("TX10: a field whose superview leaves the window ends editing once")
    func superviewRemoved() {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let scene = Scene(in: container)
        defer { scene.stop() }
        scene.simulator.window.addSubview(container)
        scene.beginEditing()
        container.removeFromSuperview()
        scene.expectEndedOnce()
    }

    @Test("TX10: a field in a controller popped from a navigation controller ends editing once")
    func controllerPopped() {
        let scene = Scene(in: UIView())
        defer { scene.stop() }
        let root = UIViewController()
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        scene.simulator.window.rootViewController = navigation
        navigation.pushViewController(pushed, animated: false)
        pushed.view.addSubview(scene.field)
        scene.beginEditing()
        navigation.popViewController(animated: false)
        #expect(pushed.view.window == nil)
        scene.expectEndedOnce()
    }

    @Test("TX10: an animated pop ends editing when the popped view leaves the window, at the transition's end")
    func controllerPoppedAnimated() {
        let scene = Scene(in: UIView())
        defer { scene.stop() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        scene.simulator.window.rootViewController = navigation
        navigation.pushViewController(pushed, animated: false)
        pushed.view.addSubview(scene.field)
        scene.beginEditing()
        navigation.popViewController(animated: true)
        #expect(scene.field.isEditing)  // still in the window while it slides out
        scene.simulator.advance(by: 0.35)
        #expect(pushed.view.window == nil)
        #expect(scene.log.lines.filter { $0 == "note didEnd" }.count == 1)
        #expect(!scene.field.isEditing && scene.simulator.window.firstResponderStorage == nil)
    }

    @Test("TX10: a delegate that refuses to end editing cannot keep a field that leaves its window; reported")
    func refusalIsOverridden() {
        let scene = Scene()
        defer { scene.stop() }
        scene.delegate.refusesEnd = true
        scene.beginEditing()
        #expect(!scene.field.resignFirstResponder())  // refused while in the window
        scene.log.clear()
        scene.field.removeFromSuperview()
        // Asked once, refused, then ended without asking again.
        scene.expectEndedOnce()
        #expect(scene.simulator.issues.count == 1)
        #expect(scene.simulator.issues.first?.contains("rejected resignFirstResponder") == true)
    }

    @Test("TX10: moved directly between two superviews of one window it keeps editing; removed then added, it ends")
    func movedWithinTheWindow() {
        let scene = Scene(in: UIView())
        defer { scene.stop() }
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        scene.simulator.window.addSubview(first)
        scene.simulator.window.addSubview(second)
        first.addSubview(scene.field)
        scene.beginEditing()
        second.addSubview(scene.field)  // the window does not change: no window-leaving path runs
        #expect(scene.field.isEditing && scene.field.isFirstResponder)
        #expect(scene.log.lines.isEmpty && scene.keyboard.lines.isEmpty)
        scene.field.removeFromSuperview()
        first.addSubview(scene.field)
        scene.expectEndedOnce()
    }

    @Test("TX10: a plain responder view and a controller that are first responder lose it with their view")
    func otherResponders() {
        let simulator = EventSimulator()
        let view = FocusView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        simulator.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.removeFromSuperview()
        #expect(!view.isFirstResponder && simulator.window.firstResponderStorage == nil)

        let controller = FocusController()
        simulator.window.addSubview(controller.view)
        #expect(controller.becomeFirstResponder())
        controller.view.removeFromSuperview()
        #expect(!controller.isFirstResponder && simulator.window.firstResponderStorage == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TX10, T7: a delegate that removes the leaving field in its did-end leaves no dangling window")
    func delegateMovesTheField() {
        let simulator = EventSimulator()
        let other = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 100))
        simulator.window.addSubview(other)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let delegate = MovingDelegate { $0.removeFromSuperview() }
        field.delegate = delegate
        simulator.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let detached = UIView()
        detached.addSubview(field)  // leaves the window: did-end removes it from the window meanwhile
        #expect(delegate.ends == 1)
        // The outer addSubview still completes (T7), and nothing points at the window it left.
        #expect(field.superview === detached && field.window == nil && !field.isEditing)
        #expect(simulator.window.firstResponderStorage == nil)
        // In the window again it can edit, and moving it into another window's subtree ends it once more.
        delegate.onEnd = { _ in }
        other.addSubview(field)
        #expect(field.becomeFirstResponder())
        let secondWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        secondWindow.addSubview(field)
        #expect(delegate.ends == 2 && !field.isEditing && field.window === secondWindow)
    }

    @Test("TX10, TX8: a text view removed while editing ends editing through its delegate")
    func textViewRemoved() {
        let simulator = EventSimulator()
        let log = Log()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let delegate = TextViewEndLogger(log: log)
        textView.delegate = delegate
        simulator.window.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        textView.removeFromSuperview()
        #expect(log.lines == ["shouldEnd", "didEnd"])
        #expect(!textView.isFirstResponder && simulator.window.firstResponderStorage == nil)
    }
}

@MainActor private final class FocusView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor private final class FocusController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor private final class TextViewEndLogger: UITextViewDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log("shouldEnd")
        return true
    }
    func textViewDidEndEditing(_ textView: UITextView) { log("didEnd") }
}

@MainActor private final class MovingDelegate: UITextFieldDelegate {
    var onEnd: (UITextField) -> Void
    private(set) var ends = 0
    init(onEnd: @escaping (UITextField) -> Void) { self.onEnd = onEnd }
    func textFieldDidEndEditing(_ textField: UITextField) {
        ends += 1
        onEnd(textField)
    }
}
