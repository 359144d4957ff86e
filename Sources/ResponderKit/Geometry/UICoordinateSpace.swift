import Foundation

/// Something with its own coordinate system that converts points and rectangles to and from any other
/// (CS1): views, screens and their fixed coordinate space.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

/// Every coordinate space meets the others in screen coordinates (CS1): a view through its window
/// (whose frame is in screen coordinates), or, outside a window, through its root view's frame.
@MainActor enum CoordinateSpaces {
    static func toScreen(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: return view.convertToScreen(point)
        case is UIScreen, is FixedCoordinateSpace: return point
        default: return space.convert(point, to: screenSpace(of: space))
        }
    }

    static func fromScreen(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: return view.convertFromScreen(point)
        case is UIScreen, is FixedCoordinateSpace: return point
        default: return space.convert(point, from: screenSpace(of: space))
        }
    }

    /// A space of the user's own meets ours through the screen of the running world (A3).
    private static func screenSpace(of space: UICoordinateSpace) -> UICoordinateSpace { UIScreen.main }

    static func map(_ rect: CGRect, _ transform: (CGPoint) -> CGPoint) -> CGRect {
        CGRect.boundingBox(of: [
            transform(CGPoint(x: rect.minX, y: rect.minY)), transform(CGPoint(x: rect.maxX, y: rect.minY)),
            transform(CGPoint(x: rect.minX, y: rect.maxY)), transform(CGPoint(x: rect.maxX, y: rect.maxY)),
        ])
    }
}
