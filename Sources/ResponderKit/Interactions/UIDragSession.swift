import Foundation

/// The session of a drag, seen from its source (DD1).
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}
