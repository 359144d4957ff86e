import Foundation

/// A compositional layout's leaf (CV6): one cell, its size relative to its group, inset by `contentInsets`.
@preconcurrency @MainActor open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }

    /// This element's size in `container` and its cells' frames from its origin.
    func place(in container: CGSize) -> (size: CGSize, cells: [CGRect]) {
        let size = layoutSize.resolved(in: container)
        let frame = CGRect(
            x: contentInsets.leading, y: contentInsets.top,
            width: Swift.max(size.width - contentInsets.leading - contentInsets.trailing, 0),
            height: Swift.max(size.height - contentInsets.top - contentInsets.bottom, 0))
        return (size, [frame])
    }
}
