import Foundation

/// The flow layout's invalidation context (CV10): both flags default to true, as on iOS; a flow layout
/// asks its delegate for sizes, spacings and insets again only when `invalidateFlowLayoutDelegateMetrics`
/// is true or the context invalidates everything or the counts.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext:
    UICollectionViewLayoutInvalidationContext
{
    /// True: the delegate's sizes, spacings and insets are asked for again.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// True: the layout's own attributes (its properties) are recomputed.
    open var invalidateFlowLayoutAttributes = true

    public override init() { super.init() }
}
