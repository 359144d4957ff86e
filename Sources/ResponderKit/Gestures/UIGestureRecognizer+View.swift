import Foundation

extension UIGestureRecognizer {
    /// Cleared by the view when it lets go of this recognizer or is deinitialized (see UIView): hence
    /// nonisolated, for that deinit, which runs outside the actor. Written by swapping, so the old reference
    /// is released after the access, not inside it (UnownedLink).
    nonisolated var viewStorage: UIView? {
        get { viewLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &viewLink)
        }
    }
}
