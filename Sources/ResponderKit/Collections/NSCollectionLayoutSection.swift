import Foundation

/// A compositional layout's section (CV6): its group repeated down the collection view, or — with an
/// orthogonal scrolling behavior — across it, in a nested horizontal scroll view.
@preconcurrency @MainActor open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) { self.group = group }
}
