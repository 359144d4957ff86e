import Foundation

/// A method found by selector (SPEC PT2): what the Objective-C runtime's `objc_msgSend` would have called.
///
/// Linux has no runtime that lists a class's methods, so the translator writes, in the body of each class it
/// translates, a table from selector names to these values; ResponderKit's own classes answer for the UIKit
/// methods iOS code names by selector. `arity` is the number of arguments the method takes (the colons of its
/// selector); a caller passes what it has (a control passes the sender and the event) and the method is
/// called with the first `arity` of them, as Objective-C ignores extra arguments of a target-action call.
public struct ObjCMethod {
    /// The number of arguments the method declares.
    public let arity: Int
    let body: @MainActor (_ arguments: [Any?]) -> Any?

    /// A method of `arity` arguments; `body` gets exactly `arity` arguments (missing ones are nil) and
    /// returns the method's result (nil for `Void`).
    public init(arity: Int, _ body: @escaping @MainActor (_ arguments: [Any?]) -> Any?) {
        self.arity = max(0, arity)
        self.body = body
    }

    /// Calls the method with `arguments`, cut or padded with nil to its arity.
    @MainActor @discardableResult
    public func callAsFunction(_ arguments: [Any?] = []) -> Any? {
        if arguments.count == arity { return body(arguments) }
        var fitted = Array(arguments.prefix(arity))
        while fitted.count < arity { fitted.append(nil) }
        return body(fitted)
    }
}
