import Foundation

/// Core Animation's action protocol, so that `action(forKey:)` overrides compile.
@preconcurrency @MainActor public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}
