import Foundation

/// `UIPanGestureRecognizer(target: self, action: Self.pan)` (A9): as for controls
/// (`UIControl+SelfActions.swift`), these overloads only exist to say what to write (SPEC A9).
extension UIGestureRecognizer {
    @available(*, unavailable, message: "name the target's type: ViewController.pan, not Self.pan (SPEC A9)")
    public convenience init<T: AnyObject, U: AnyObject, G: UIGestureRecognizer>(
        target: U, action: @escaping (T) -> (G) -> Void
    ) { self.init(target: nil, action: nil) }

    @available(*, unavailable, message: "name the target's type: ViewController.pan, not Self.pan (SPEC A9)")
    public convenience init<T: AnyObject, U: AnyObject>(target: U, action: @escaping (T) -> () -> Void) {
        self.init(target: nil, action: nil)
    }

    @available(*, unavailable, message: "name the target's type: ViewController.pan, not Self.pan (SPEC A9)")
    public func addTarget<T: AnyObject, U: AnyObject, G: UIGestureRecognizer>(
        _ target: U, action: @escaping (T) -> (G) -> Void
    ) {}

    @available(*, unavailable, message: "name the target's type: ViewController.pan, not Self.pan (SPEC A9)")
    public func addTarget<T: AnyObject, U: AnyObject>(_ target: U, action: @escaping (T) -> () -> Void) {}
}
