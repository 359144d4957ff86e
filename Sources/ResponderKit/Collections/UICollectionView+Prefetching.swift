import Foundation

/// Prefetching as the user scrolls (CV13): after each layout pass that moved the content, the items in the
/// view-sized area ahead in the scrolling direction are announced to `prefetchDataSource`, and the ones
/// that left that area without being displayed are cancelled.
extension UICollectionView {
    func updatePrefetching() {
        guard let prefetcher = prefetchDataSource, isPrefetchingEnabled else { return }
        let visible = Set(visibleItems.keys)
        let area = bounds
        let (prefetch, cancel) = prefetchTracker.update(offset: contentOffset, visible: visible) { direction in
            let ahead = area.offsetBy(dx: direction.x * area.width, dy: direction.y * area.height)
            var found: [IndexPath] = []
            for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [] {
                guard found.count < Self.visibleElementLimit else { break }
                if attributes.category == .cell && !attributes.isHidden && isValid(attributes.indexPath)
                    && attributes.frame.intersects(ahead)
                {
                    found.append(attributes.indexPath)
                }
            }
            return found
        }
        if !cancel.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: prefetch) }
    }

    /// Prefetching turned off or the data reloaded: what was pending is cancelled.
    func cancelPrefetching() {
        let cancel = prefetchTracker.reset()
        guard !cancel.isEmpty, let prefetcher = prefetchDataSource else { return }
        prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancel)
    }
}
