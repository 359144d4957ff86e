import Foundation

/// The abstract base of collection view layouts (CV2): the collection view asks it for the content size
/// and for the attributes of the elements in its visible rect — never for every item — so a layout decides
/// how much it computes. `prepare()` runs once per invalidation, before any question.
@preconcurrency @MainActor open class UICollectionViewLayout {
    weak var collectionViewStorage: UICollectionView?

    /// The collection view this layout is installed in.
    open var collectionView: UICollectionView? { collectionViewStorage }

    public init() {}

    public required init?(coder: NSCoder) {}

    /// Computes what the questions below need; runs at the first layout pass after an invalidation (CV2).
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    /// The cells and supplementary views whose frames meet `rect` (CV2).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout stale: `prepare()` runs again at the collection view's next layout pass (CV2).
    open func invalidateLayout() { collectionViewStorage?.layoutWasInvalidated() }

    /// Asked on every bounds change (every scroll step); true makes the layout prepare again (CV2).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
}
