import Foundation

/// The one session of a drag that starts and ends in this app (DD1, DD2): it is both the drag session and
/// the drop session (its local drag session is itself); drags between apps are not modelled.
@MainActor final class LocalDragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem]
    var localContext: Any?
    var location: CGPoint
    weak var coordinateSpace: UIView?

    init(items: [UIDragItem], location: CGPoint, in view: UIView) {
        self.items = items
        self.location = location
        coordinateSpace = view
    }

    func location(in view: UIView) -> CGPoint {
        guard let space = coordinateSpace else { return location }
        return space.convert(location, to: view)
    }

    var allowsMoveOperation: Bool { true }
    var isRestrictedToDraggingApplication: Bool { true }
    var localDragSession: UIDragSession? { self }
}
