import Foundation

/// `endEditing(_:)` (TX1): the first responder of the view's window, if it is this view or lies in its
/// subtree — a responder whose chain of `next` reaches this view, which covers views and the view
/// controllers of views below this one.
extension UIView {
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let window = windowStorage, let first = window.firstResponderStorage else { return true }
        var current: UIResponder? = first
        var inSubtree = false
        while let responder = current, responder !== window || self === window {
            if responder === self {
                inSubtree = true
                break
            }
            current = responder.next
        }
        guard inSubtree else { return true }
        if first.resignFirstResponder() { return true }
        guard force, window.firstResponderStorage === first else { return !first.isFirstResponder }
        // Forced: the responder is not asked again; its status goes (UIKit's "never even asked").
        window.firstResponderStorage = nil
        window.application?.tracer?.record(.firstResponder(first, became: false))
        if let session = first as? TextEditingSession {
            session.endEditingSession(forced: true)  // TX2: editing ends even though it was refused
        } else {
            window.simulatedKeyboard.hide(in: window)
        }
        return true
    }
}
