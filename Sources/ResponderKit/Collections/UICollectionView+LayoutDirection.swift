import Foundation

/// TR10: a layout that says it flips (`flipsHorizontallyInOppositeLayoutDirection`, the flow layout) is
/// mirrored horizontally when the collection view's effective direction is not the layout's development
/// direction: the layout computes its frames left to right and the collection view places each element at
/// the mirrored position, so cells, hit-testing, `indexPathForItem(at:)`, `layoutAttributesForItem(at:)` and
/// scrolling to an item all see the mirrored frames.
extension UICollectionView {
    /// The width frames are mirrored across (the content's, or the bounds' when wider), or nil when the
    /// layout is not mirrored. One static load when right to left was never used in the process.
    var layoutMirrorWidth: CGFloat? {
        let layout = collectionViewLayout
        guard layout.flipsHorizontallyInOppositeLayoutDirection else { return nil }
        let direction: UIUserInterfaceLayoutDirection =
            LayoutDirectionState.mayBeRightToLeft ? effectiveUserInterfaceLayoutDirection : .leftToRight
        guard direction != layout.developmentLayoutDirection else { return nil }
        return Swift.max(contentSize.width, bounds.width)
    }
}

extension CGRect {
    /// TR10: this rect mirrored across a width (itself for nil); mirroring twice gives it back.
    func mirrored(in width: CGFloat?) -> CGRect {
        guard let width else { return self }
        return CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}

extension CGPoint {
    func mirrored(in width: CGFloat?) -> CGPoint {
        guard let width else { return self }
        return CGPoint(x: width - x, y: y)
    }
}

extension UICollectionViewLayoutAttributes {
    /// TR10: a copy with the frame mirrored (itself for nil).
    func mirrored(in width: CGFloat?) -> UICollectionViewLayoutAttributes {
        guard let width, let copy = copy(with: nil) as? UICollectionViewLayoutAttributes else { return self }
        copy.frame = frame.mirrored(in: width)
        return copy
    }
}
