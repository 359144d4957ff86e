import Foundation

/// A pan that begins only from a screen edge (GR13): the touch must start within ``edgeZone`` of one of
/// `edges` and its first movement must lead away from that edge.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// GR13: how close to the edge (points) a touch must start.
    public static let edgeZone: CGFloat = 20

    open var edges: UIRectEdge = []

    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The arena adds the new touches to `trackedTouches` before calling this: the gesture's first
        // touch is the one that arrives when no other touch is tracked.
        let isFirst = trackedTouches.allSatisfy { touches.contains($0) }
        super.touchesBegan(touches, with: event)
        guard isFirst, state == .possible, let touch = UITouch.ordered(touches).first else { return }
        let screen = touch.window?.screen.bounds ?? .zero
        let p = touch.screenLocation
        var near: UIRectEdge = []
        if p.x - screen.minX <= Self.edgeZone { near.insert(.left) }
        if screen.maxX - p.x <= Self.edgeZone { near.insert(.right) }
        if p.y - screen.minY <= Self.edgeZone { near.insert(.top) }
        if screen.maxY - p.y <= Self.edgeZone { near.insert(.bottom) }
        startEdges = near.intersection(edges)
        if startEdges.isEmpty {
            decide(.failed, because: "began \(Self.points(Self.edgeZone)) or more from its edges \(edgeNames(edges))")
        }
    }

    override func acceptsBeginning(with movement: CGPoint) -> Bool {
        let horizontal = abs(movement.x) >= abs(movement.y)
        if startEdges.contains(.left) && horizontal && movement.x > 0 { return true }
        if startEdges.contains(.right) && horizontal && movement.x < 0 { return true }
        if startEdges.contains(.top) && !horizontal && movement.y > 0 { return true }
        if startEdges.contains(.bottom) && !horizontal && movement.y < 0 { return true }
        return false
    }

    override func refusalReason(for movement: CGPoint) -> String {
        "its first movement did not lead away from edge \(edgeNames(startEdges))"
    }

    private func edgeNames(_ edges: UIRectEdge) -> String {
        let names: [(UIRectEdge, String)] = [
            (.top, ".top"), (.left, ".left"), (.bottom, ".bottom"), (.right, ".right"),
        ]
        let found = names.filter { edges.contains($0.0) }.map(\.1)
        return found.isEmpty ? "[]" : "[" + found.joined(separator: ", ") + "]"
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
