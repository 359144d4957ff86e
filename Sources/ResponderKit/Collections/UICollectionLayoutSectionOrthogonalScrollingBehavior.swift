import Foundation

/// Whether a compositional section scrolls across the collection view's own axis (CV6). Every case but
/// `.none` makes the section a nested horizontal scroll view; the paging kinds page by its width here.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
