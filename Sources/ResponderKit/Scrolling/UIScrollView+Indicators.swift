import Foundation

extension UIScrollView {
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// AP13: the drag dismisses the keyboard by resigning the window's first responder.
    func dismissKeyboardOnDrag() {
        guard keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory else { return }
        window?.endEditing(true)
    }

    /// TX9: while an `.interactive` drag is below the keyboard's top the keyboard follows the finger.
    func dragKeyboardInteractively(_ pan: UIPanGestureRecognizer) {
        guard isInteractiveKeyboardDismissal, let window else { return }
        let finger = pan.location(in: nil)
        window.simulatedKeyboard.follow(fingerY: finger.y + window.frame.minY, in: window)
    }

    /// TX9: at the drag's end a displaced keyboard is dismissed when the finger moves down or the keyboard is
    /// more than half hidden, and otherwise returns to rest. A cancelled drag always returns it.
    func endKeyboardDrag(velocityY: CGFloat, cancelled: Bool) {
        guard isInteractiveKeyboardDismissal, let window else { return }
        let keyboard = window.simulatedKeyboard
        guard keyboard.isVisible else { return }
        let rest = keyboard.restingFrame(in: window)
        let hidden = keyboard.frame.minY - rest.minY
        guard hidden > 0 else { return }
        if !cancelled, velocityY > 0 || hidden > rest.height / 2 {
            window.endEditing(true)
        }
        if keyboard.isVisible { keyboard.returnToRest(in: window) }  // not dismissed, or the responder stayed
    }

    private var isInteractiveKeyboardDismissal: Bool {
        keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory
    }
}
