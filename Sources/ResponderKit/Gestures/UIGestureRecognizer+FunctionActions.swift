import Foundation

/// Swift-function target-action (SPEC A, GR12): a function reference instead of a selector. Public, not
/// open, so it lives beside the class body.
extension UIGestureRecognizer {
    /// A function reference as the action; `named:` (not UIKit's; X14) names it in the trace, since a
    /// Swift function has no selector name to show.
    public func addTarget<T: AnyObject, G: UIGestureRecognizer>(
        _ target: T, action: @escaping (T) -> (G) -> Void, named name: String? = nil
    ) {
        actions.append(
            GestureAction(target: target, name: name, shownName: name) { recognizer, target in
                guard let target = target as? T, let recognizer = recognizer as? G else { return }
                action(target)(recognizer)
            })
    }

    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, named name: String? = nil) {
        actions.append(
            GestureAction(target: target, name: name, shownName: name) { _, target in
                guard let target = target as? T else { return }
                action(target)()
            })
    }
}
