import Foundation

/// Writes `newValue` into `storage` and hands back what it held, so that the old value is released by
/// the caller after the write's exclusive access to `storage` has ended (A11).
///
/// A plain `storage = newValue` on a class's stored property releases the old value inside the access:
/// when that drops the last reference to a user object whose `deinit` reads the same property (a
/// controller reading `window.rootViewController`, a view reading its cell's `accessoryView`...), Swift
/// stops the program with "Simultaneous accesses". UIKit, written in Objective-C, has no such trap, so
/// every setter that can drop the last reference to a user object writes through this function, and
/// keeps the answer past the call: `withExtendedLifetime(exchange(&storage, with: newValue)) {}`, or
/// `let released = exchange(...)` with `defer { withExtendedLifetime(released) {} }`. (A function that
/// released the old value itself would release it inside the `inout` access, which lasts the whole call.)
@inline(__always) func exchange<Value>(_ storage: inout Value, with newValue: Value) -> Value {
    var value = newValue
    swap(&storage, &value)
    return value
}
