import Foundation

/// The ends of a view's life: a refused initial frame, and taking a view tree apart when its root goes
/// (H10, H11) with loops, never recursion, so that a tree as deep as a test can build is freed
/// without exhausting the thread's stack.
extension UIView {
    /// `init(frame:)` with a non-finite frame: reported (no window yet, so on standard error, G5), and the
    /// view starts at zero instead.
    func refuseInitialFrame(_ frame: CGRect) {
        _ = acceptsGeometry(false, "frame", SeedFormat.rect(frame), overflow: frame.isFiniteRect)
        centerStorage = .zero
        boundsStorage = .zero
    }

    /// Called from the deinit, with `view` still whole.
    nonisolated static func tearDown(_ view: UIView) {
        for recognizer in view.recognizerStorage { recognizer.viewStorage = nil }
        // A window is its own window: tell it by its type, as an unowned read of it here would trap.
        if view is UIWindow { clearWindow(of: view.subviewStorage) }
        // Moved out, not copied: a subview this array held alone can then go in the loop below.
        var pending: [UIView] = []
        while let subview = view.subviewStorage.popLast() {
            subview.superviewStorage = nil
            pending.append(subview)
        }
        release(&pending)
    }

    /// Loops, not recursion (H11): a tree 100,000 levels deep is freed without exhausting the stack.
    nonisolated private static func clearWindow(of views: [UIView]) {
        var pending = views
        while let view = pending.popLast() {
            view.windowStorage = nil
            pending.append(contentsOf: view.subviewStorage)
        }
    }

    /// Lets go of a deinitialized view's subviews (`pending`, last first), in the order the recursive
    /// release would (each view's deinit, then its subviews', depth first), but from a loop: a subview
    /// nobody else holds hands its own subviews to the loop before it goes.
    nonisolated private static func release(_ pending: inout [UIView]) {
        while var view = pending.popLast() {
            guard isKnownUniquelyReferenced(&view) else { continue }  // kept elsewhere, with its subtree
            while let subview = view.subviewStorage.popLast() {
                subview.superviewStorage = nil
                pending.append(subview)
            }
        }
    }
}
