import Foundation

/// The session of a drag, seen from where it may drop (DD2): a drag from this app has a local drag session.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    var localDragSession: UIDragSession? { get }
}
