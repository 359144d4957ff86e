import Foundation

/// What an invalidation covers (CV10). The collection view makes one for its own invalidations —
/// `invalidateEverything` when the layout or data source is replaced, on `reloadData()` and for a plain
/// `invalidateLayout()`; `invalidateDataSourceCounts` for those and for item and section updates — and a
/// layout makes one with `invalidationContext(forBoundsChange:)` or for preferred attributes. Every
/// invalidation prepares the layout again; the context tells a layout how much it may keep.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext {
    var everything = false
    var dataSourceCounts = false
    var itemIndexPaths: [IndexPath]?
    var supplementaryIndexPaths: [String: [IndexPath]]?
    var decorationIndexPaths: [String: [IndexPath]]?

    public init() {}

    /// How the layout makes a context of its `invalidationContextClass` (CV10; not UIKit's, not for
    /// calling): Swift makes an instance from a metatype only through a required initializer, and this one
    /// runs the subclass's `init()`, as UIKit's `[[cls alloc] init]` does.
    public required convenience init(responderKitRegistration: ()) { self.init() }

    /// Set by the collection view only (read-only on iOS).
    open var invalidateEverything: Bool { everything }

    /// True when the section and item counts may have changed (CV10); implied by `invalidateEverything`.
    open var invalidateDataSourceCounts: Bool { dataSourceCounts || everything }

    /// Added to the collection view's content offset when the context is applied (CV10).
    open var contentOffsetAdjustment: CGPoint = .zero

    /// Added to the collection view's content size when the context is applied, until the layout's next
    /// `collectionViewContentSize` is read (CV10).
    open var contentSizeAdjustment: CGSize = .zero

    open var invalidatedItemIndexPaths: [IndexPath]? { itemIndexPaths }

    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryIndexPaths }

    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationIndexPaths }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        itemIndexPaths = (itemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = supplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        supplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = decorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        decorationIndexPaths = all
    }
}
