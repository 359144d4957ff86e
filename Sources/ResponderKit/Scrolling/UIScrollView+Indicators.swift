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
}
