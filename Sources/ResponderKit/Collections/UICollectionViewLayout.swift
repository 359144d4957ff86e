import Foundation

/// The abstract base of collection view layouts (CV2): the collection view asks it for the content size
/// and for the attributes of the elements in its visible rect — never for every item — so a layout decides
/// how much it computes. `prepare()` runs once per invalidation, before any question. The subclassing hooks
/// (CV9–CV13) are called by the collection view where UIKit calls them.
@preconcurrency @MainActor open class UICollectionViewLayout {
    weak var collectionViewStorage: UICollectionView?
    /// Decoration view classes by kind (CV12).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// The collection view this layout is installed in.
    open var collectionView: UICollectionView? { collectionViewStorage }

    /// TR10: whether the collection view mirrors this layout's frames horizontally when its direction is
    /// not `developmentLayoutDirection` (false here; the flow layout answers true, as UIKit's).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// TR10: the direction the layout's frames are computed for.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    public init() {}

    public required init?(coder: NSCoder) {}

    /// The class of the attributes this layout makes (CV11): a subclass returns its attributes subclass, and
    /// makes its attributes with `Self.layoutAttributesClass`'s initializers (UIKit's flow layout does).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class `invalidationContext(forBoundsChange:)` and the collection view instantiate (CV10).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes what the questions below need; runs at the first layout pass after an invalidation (CV2).
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    /// The cells, supplementary and decoration views whose frames meet `rect` (CV2, CV12).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Asked for a decoration view the layout reported (CV12); nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The class the collection view makes this layout's decoration views of `elementKind` from (CV12); nil
    /// unregisters. A class that is not a `UICollectionReusableView` is reported.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            collectionViewStorage?.reportProgrammerError(
                "\(viewClass) is not a subclass of UICollectionReusableView (CV12)")
            return
        }
        decorationClasses[elementKind] = type
    }

    // MARK: Invalidation (CV2, CV10)

    /// Invalidates everything: `invalidateLayout(with:)` gets a context of `invalidationContextClass` whose
    /// `invalidateEverything` is true (CV10).
    open func invalidateLayout() {
        let context = Self.makeInvalidationContext()
        context.everything = true
        invalidateLayout(with: context)
    }

    /// Applies the context's content offset and size adjustments to the collection view and marks the
    /// layout stale: `prepare()` runs again at the next layout pass (CV10). Overrides call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        collectionViewStorage?.layoutWasInvalidated(with: context)
    }

    /// Asked on every bounds change (every scroll step); true makes the layout prepare again (CV2).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context for a bounds change this layout invalidates for (CV10): a new `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        Self.makeInvalidationContext()
    }

    /// Asked when a view's preferred attributes (`preferredLayoutAttributesFitting(_:)`) differ from the
    /// layout's (CV10); false by default: the layout's attributes stand.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context for such a change (CV10): a new `invalidationContextClass` naming the element.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        return context
    }

    /// Called before a bounds change made inside an animation block lays the layout out again (CV10).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after that layout pass (CV10).
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Updates (CV11)

    /// Called with the batch's changes after the layout prepared for the new counts, before any
    /// appearing or disappearing attributes are asked for (CV11).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The last step of a batch, before its animations run (CV11).
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted item's cell starts its animation (CV11); nil (the default) inserts it in place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a deleted item's cell ends its animation (CV11); nil (the default) removes it at once.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    { nil }

    // MARK: Target offsets (CV9)

    /// Where a drag's deceleration stops (CV9): asked when a drag ends with paging off, with the offset
    /// the fling would reach and the velocity in points per second; the default keeps the proposal.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The offset to keep after batch updates or when this layout is installed (CV9); the default keeps it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the collection view asks its views for preferred attributes (CV10): every layout but a flow
    /// layout without an estimated item size and the compositional layout.
    var asksPreferredAttributes: Bool { true }

    static func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (type ?? UICollectionViewLayoutInvalidationContext.self).init(responderKitRegistration: ())
    }

    /// Attributes of `layoutAttributesClass` (CV11).
    static func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        attributesType.init(forCellWith: indexPath)
    }

    static func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes
    { attributesType.init(forSupplementaryViewOfKind: kind, with: indexPath) }

    private static var attributesType: UICollectionViewLayoutAttributes.Type {
        layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self
    }
}
