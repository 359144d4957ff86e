import Foundation

/// Walks over a view's subtree with a stack of its own, never recursion (H11): a subtree of
/// any depth — 100,000 levels attached to a window in one `addSubview` — is walked without exhausting
/// the thread's stack. The order and the moments are those of the recursive form it replaces: depth
/// first, a view before its subviews, each view's subviews as they are right after it was visited (the
/// copy a recursive `for sub in subviews` would iterate), so hooks that change the tree meanwhile see
/// the same walk (T7).
extension UIView {
    /// What the walk does after visiting a view.
    enum SubtreeStep {
        case descend, skipSubviews, stop
    }

    /// Visits this view, then its subtree. `include(parent, child)` is asked when the child's turn comes
    /// (with the tree as it is then); `visit(view, parent)` gets nil as the parent of this view.
    func walkSubtree(
        including include: (UIView, UIView) -> Bool = { _, _ in true },
        _ visit: (UIView, UIView?) -> SubtreeStep
    ) {
        guard visit(self, nil) == .descend else { return }
        var stack: [(parent: UIView, subviews: [UIView], next: Int)] = [(self, subviewStorage, 0)]
        while let top = stack.indices.last {
            let frame = stack[top]
            guard frame.next < frame.subviews.count else {
                stack.removeLast()
                continue
            }
            let child = frame.subviews[frame.next]
            stack[top].next += 1
            guard include(frame.parent, child) else { continue }
            switch visit(child, frame.parent) {
            case .stop: return
            case .skipSubviews: continue
            case .descend: if !child.subviewStorage.isEmpty { stack.append((child, child.subviewStorage, 0)) }
            }
        }
    }
}
