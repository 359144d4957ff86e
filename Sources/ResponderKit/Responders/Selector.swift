import Foundation

/// An action name, standing in for Objective-C's selector, which Linux lacks (SPEC A).
///
/// Nil-target actions (C4) travel the responder chain by name, so they need a name that compares by
/// value: `"copy:"`, `Selector("save")`. A responder declares the names it performs by conforming to
/// ``UIResponderActionPerforming``. Selectors made by the Swift-function `addTarget` overloads also carry
/// the function to call on their target; equality and hashing use the name only.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    /// The bound function of a typed `addTarget(_:action:for:)`, called with (target, sender, event).
    let invoker: ActionInvoker?

    public init(_ name: String) {
        self.name = name
        self.invoker = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    init(name: String, invoker: ActionInvoker) {
        self.name = name
        self.invoker = invoker
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A typed action bound into a ``Selector``. It is only ever called on the main actor, which is what
/// makes the unchecked `Sendable` sound.
final class ActionInvoker: @unchecked Sendable {
    let call: @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Void
    /// Whether a responder found on the chain can take the call (it is of the function's type).
    let accepts: @MainActor (_ target: AnyObject) -> Bool

    init(
        accepts: @escaping @MainActor (_ target: AnyObject) -> Bool,
        call: @escaping @MainActor (_ target: AnyObject, _ sender: Any?, _ event: UIEvent?) -> Void
    ) {
        self.accepts = accepts
        self.call = call
    }
}

/// How a responder declares and performs named actions sent with a nil target (C4).
///
/// Linux has no Objective-C runtime to ask "does this object implement `save:`?", so a responder that
/// wants to receive nil-target actions lists them here. `UIResponder.canPerformAction(_:withSender:)`
/// answers from this list by default, and `UIApplication.sendAction(_:to:from:for:)` calls the returned
/// handler on the responder it finds:
///
/// ```swift
/// final class EditorViewController: UIViewController, UIResponderActionPerforming {
///     func responderAction(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
///         action == "save" ? { [unowned self] _, _ in self.save() } : nil
///     }
/// }
/// ```
@preconcurrency @MainActor public protocol UIResponderActionPerforming: AnyObject {
    /// The handler for `action`, or nil if this responder does not perform it.
    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)?
}
