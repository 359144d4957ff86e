import Foundation

/// `endEditing(_:)` (TX1) and a first responder leaving its window (TX10): the first responder of the
/// view's window, if it is this view or lies in its subtree — a responder whose chain of `next` reaches
/// this view, which covers views and the view controllers of views below this one.
extension UIView {
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let window = windowStorage, let first = firstResponderInSubtree(of: window) else { return true }
        if first.resignFirstResponder() { return true }
        guard force, window.firstResponderStorage === first else { return !first.isFirstResponder }
        // Forced: the responder is not asked again; its status goes (UIKit's "never even asked").
        window.takeFirstResponderStatus(from: first)
        return true
    }

    /// TX10: this subtree is about to leave its window (for another window or none), so the window's first
    /// responder, if it is in the subtree, resigns while it is still in the window: it is asked (a text
    /// input asks its delegate and ends editing), and if it stays first responder anyway its status goes
    /// without asking again and the application's issues get UIKit's console warning.
    func resignFirstResponderLeavingWindow() {
        guard let window = windowStorage, let first = firstResponderInSubtree(of: window) ?? controllerFirstResponder
        else { return }
        first.resignFirstResponder()
        guard window.firstResponderStorage === first else { return }
        reportProgrammerError(
            "First responder warning: \(TraceNames.preferredName(first)) rejected resignFirstResponder when "
                + "being removed from hierarchy; its first responder status goes anyway (TX10)")
        window.takeFirstResponderStatus(from: first)
    }

    /// This view's own controller when it is the first responder: its chain of `next` passes beside this
    /// view (a controller's `next` is its view's superview), yet it leaves with it.
    private var controllerFirstResponder: UIResponder? {
        guard let controller = owningViewController, windowStorage?.firstResponderStorage === controller else {
            return nil
        }
        return controller
    }

    private func firstResponderInSubtree(of window: UIWindow) -> UIResponder? {
        guard let first = window.firstResponderStorage else { return nil }
        var current: UIResponder? = first
        while let responder = current, responder !== window || self === window {
            if responder === self { return first }
            current = responder.next
        }
        return nil
    }
}

extension UIWindow {
    /// The first responder loses its status without being asked (TX1 forced, TX10): a text input's
    /// editing ends all the same (TX2), another responder's keyboard hides (TX7).
    func takeFirstResponderStatus(from first: UIResponder) {
        firstResponderStorage = nil
        application?.tracer?.record(.firstResponder(first, became: false))
        if let session = first as? TextEditingSession {
            session.endEditingSession(forced: true)
        } else {
            simulatedKeyboard.hide(in: self)
        }
    }
}
