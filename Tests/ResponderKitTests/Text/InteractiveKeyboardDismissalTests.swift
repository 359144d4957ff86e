import Foundation
import ResponderKit
import Testing

/// TX9: `keyboardDismissMode = .interactive`: the keyboard follows a drag below its top, and the drag's
/// end dismisses it or sends it back. The window is 375 × 667, so the shown keyboard spans y 451…667.
@MainActor @Suite struct InteractiveKeyboardDismissalTests {
    /// A field editing inside a tall scroll view filling `container`, itself filling the window.
    @MainActor final class Scene {
        let simulator: EventSimulator
        let recorder: KeyboardRecorder
        let log: Log
        let container: UIView
        let scrollView: UIScrollView
        let field: UITextField
        let delegate: LoggingFieldDelegate

        init(mode: UIScrollView.KeyboardDismissMode) {
            let simulator = EventSimulator()
            let (log, container, scrollView) = (Log(), UIView(frame: simulator.window.bounds), UIScrollView())
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
            let delegate = LoggingFieldDelegate(log: log)
            scrollView.frame = simulator.window.bounds
            scrollView.contentSize = CGSize(width: 375, height: 2000)
            scrollView.keyboardDismissMode = mode
            field.delegate = delegate
            simulator.window.addSubview(container)
            container.addSubview(scrollView)
            scrollView.addSubview(field)
            field.becomeFirstResponder()
            simulator.advance(by: 1)
            log.clear()
            (self.simulator, self.log, self.container, self.scrollView) = (simulator, log, container, scrollView)
            (self.field, self.delegate) = (field, delegate)
            // Recorded from here: only what the drags post.
            recorder = KeyboardRecorder { simulator.currentTime }
        }

        /// The keyboard's top as the container's `keyboardLayoutGuide` sees it (LY35), after a layout pass.
        var keyboardTop: CGFloat {
            container.layoutIfNeeded()
            return container.keyboardLayoutGuide.layoutFrame.minY
        }

        /// Down at y 300, then to each of `ys` 0.2 s apart (so the release velocity follows the last step).
        func drag(through ys: [CGFloat], lift: Bool = true) -> SimulatedTouch {
            let touch = simulator.touchDown(at: CGPoint(x: 100, y: 300))
            for y in ys {
                simulator.advance(by: 0.2)
                simulator.move(touch, to: CGPoint(x: 100, y: y))
            }
            if lift {
                simulator.lift(touch)
                simulator.advance(by: 1)
            }
            return touch
        }

        var names: [String] { recorder.lines.map { String($0.split(separator: " ")[1]) } }
    }

    @Test("TX9: the keyboard follows the finger below its top; a release more than half hidden dismisses")
    func releaseMoreThanHalfHiddenDismisses() {
        let scene = Scene(mode: .interactive)
        defer { scene.recorder.stop() }
        #expect(scene.keyboardTop == 451)
        let touch = scene.drag(through: [400, 500, 640, 620], lift: false)
        // The finger is at 620: the keyboard's top is there; nothing was posted while it followed.
        #expect(scene.keyboardTop == 620)
        #expect(scene.recorder.lines.isEmpty)
        // The last step went up (velocity < 0), but 169 of 216 points are hidden: more than half.
        scene.simulator.lift(touch)
        scene.simulator.advance(by: 1)
        #expect(!scene.field.isFirstResponder)
        #expect(scene.log.lines == ["shouldEndEditing", "didEndEditing reason=committed"])
        #expect(scene.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(scene.recorder.lines.first?.hasSuffix("end=(0, 667, 375, 216) duration=0.25 curve=7") == true)
        #expect(scene.keyboardTop == 667)
    }

    @Test("TX9: a release moving down dismisses even when the keyboard is mostly shown")
    func releaseMovingDownDismisses() {
        let scene = Scene(mode: .interactiveWithAccessory)
        defer { scene.recorder.stop() }
        _ = scene.drag(through: [400, 470])
        #expect(!scene.field.isFirstResponder)
        #expect(scene.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test("TX9: a release moving up with less than half hidden returns the keyboard with will/did-show")
    func releaseMovingUpReturns() {
        let scene = Scene(mode: .interactive)
        defer { scene.recorder.stop() }
        _ = scene.drag(through: [400, 540, 520])
        #expect(scene.field.isFirstResponder)
        #expect(scene.log.lines.isEmpty)
        #expect(
            scene.recorder.lines.map { String($0.split(separator: " ").dropFirst().joined(separator: " ")) } == [
                "willChangeFrame end=(0, 451, 375, 216) duration=0.25 curve=7",
                "willShow end=(0, 451, 375, 216) duration=0.25 curve=7",
                "didChangeFrame end=(0, 451, 375, 216) duration=0.25 curve=7",
                "didShow end=(0, 451, 375, 216) duration=0.25 curve=7",
            ])
        #expect(scene.keyboardTop == 451)
    }

    @Test("TX9: pulled back up above the keyboard's top, the dismissal is cancelled with no notification")
    func pullBackUpCancels() {
        let scene = Scene(mode: .interactive)
        defer { scene.recorder.stop() }
        let touch = scene.drag(through: [400, 600], lift: false)
        #expect(scene.keyboardTop == 600)
        scene.simulator.advance(by: 0.2)
        scene.simulator.move(touch, to: CGPoint(x: 100, y: 350))
        #expect(scene.keyboardTop == 451)
        scene.simulator.lift(touch)
        scene.simulator.advance(by: 1)
        #expect(scene.field.isFirstResponder)
        #expect(scene.recorder.lines.isEmpty)
    }

    @Test("TX9: a drag that never reaches the keyboard changes nothing, even released moving down")
    func dragAboveKeyboardChangesNothing() {
        let scene = Scene(mode: .interactive)
        defer { scene.recorder.stop() }
        _ = scene.drag(through: [350, 440])
        #expect(scene.field.isFirstResponder)
        #expect(scene.recorder.lines.isEmpty)
        #expect(scene.log.lines.isEmpty)
        #expect(scene.keyboardTop == 451)
    }

    @Test("TX9, AP13: .onDrag still dismisses as the drag begins, and the keyboard never follows")
    func onDragUnchanged() {
        let scene = Scene(mode: .onDrag)
        defer { scene.recorder.stop() }
        let touch = scene.drag(through: [400], lift: false)
        #expect(!scene.field.isFirstResponder)
        #expect(scene.names == ["willChangeFrame", "willHide"])
        scene.simulator.advance(by: 0.2)
        scene.simulator.move(touch, to: CGPoint(x: 100, y: 600))
        scene.simulator.lift(touch)
        scene.simulator.advance(by: 1)
        #expect(scene.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(scene.keyboardTop == 667)
    }

    @Test("TX9: with .none the keyboard neither follows nor hides")
    func noneModeIgnoresKeyboard() {
        let scene = Scene(mode: .none)
        defer { scene.recorder.stop() }
        let touch = scene.drag(through: [400, 620], lift: false)
        #expect(scene.keyboardTop == 451)
        scene.simulator.lift(touch)
        scene.simulator.advance(by: 1)
        #expect(scene.field.isFirstResponder)
        #expect(scene.recorder.lines.isEmpty)
    }
}
