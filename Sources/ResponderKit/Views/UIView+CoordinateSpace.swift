import Foundation

/// A view is a coordinate space (CS1): to another view it converts as `convert(_:to:)` always has (G2);
/// to a screen through its window, whose frame is in screen coordinates.
extension UIView: UICoordinateSpace {
    func convertPoint(_ point: CGPoint, toSpace coordinateSpace: UICoordinateSpace) -> CGPoint {
        // A view argument lands here (not in `convert(_:to: UIView?)`): checked the same way (G5).
        if let view = coordinateSpace as? UIView {
            return Self.checkedConversion(point, from: self, to: view, "convert(_:to:)")
        }
        return CoordinateSpaces.fromScreen(convertToScreen(point), to: coordinateSpace)
    }

    func convertPoint(_ point: CGPoint, fromSpace coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView {
            return Self.checkedConversion(point, from: view, to: self, "convert(_:from:)")
        }
        return convertFromScreen(CoordinateSpaces.toScreen(point, from: coordinateSpace))
    }

    /// This view's point in screen coordinates: through its window, or its root view's superview space.
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        let root = topAncestor
        return root.pointToSuperview(Self.convert(point, from: self, to: root))
    }

    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        let root = topAncestor
        return Self.convert(root.pointFromSuperview(point), from: root, to: self)
    }

    func convertToScreen(_ rect: CGRect) -> CGRect { CoordinateSpaces.map(rect) { self.convertToScreen($0) } }
}
