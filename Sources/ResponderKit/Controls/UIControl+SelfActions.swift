import Foundation

/// `addTarget(self, action: Self.save, for:)` (A9): `Self.save` has the dynamic type `(Self) -> …`,
/// which the typed overloads cannot take with a target of the class's type, and the compiler's own error
/// ("conflicting arguments to generic parameter") does not say what to write. These overloads only catch
/// those calls — and a target whose type is not the action's — to say it (SPEC A9).
extension UIControl {
    @available(*, unavailable, message: "name the target's type: ViewController.save, not Self.save (SPEC A9)")
    public func addTarget<T: AnyObject, U: AnyObject>(
        _ target: U?, action: @escaping (T) -> () -> Void, for controlEvents: UIControl.Event
    ) {}

    @available(*, unavailable, message: "name the target's type: ViewController.save, not Self.save (SPEC A9)")
    public func addTarget<T: AnyObject, U: AnyObject, Sender>(
        _ target: U?, action: @escaping (T) -> (Sender) -> Void, for controlEvents: UIControl.Event
    ) {}

    @available(*, unavailable, message: "name the target's type: ViewController.save, not Self.save (SPEC A9)")
    public func addTarget<T: AnyObject, U: AnyObject, Sender>(
        _ target: U?, action: @escaping (T) -> (Sender, UIEvent?) -> Void, for controlEvents: UIControl.Event
    ) {}
}
