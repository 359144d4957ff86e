import Foundation

/// What drag and drop sessions share (DD1): the items and where the finger is.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
}
