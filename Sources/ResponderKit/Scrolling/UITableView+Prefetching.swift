import Foundation

/// Prefetching as the user scrolls (TV12), as the collection view's (CV13): after a layout pass that moved
/// the content, the rows in the view-high band ahead (at their current or estimated heights, none measured
/// for it) are announced to `prefetchDataSource`; rows that left the band without being displayed are
/// cancelled.
extension UITableView {
    func updateRowPrefetching() {
        guard let prefetcher = prefetchDataSource, isPrefetchingEnabled else { return }
        let visible = Set(visibleStorage.keys)
        let (prefetch, cancel) = prefetchTracker.update(offset: contentOffset, visible: visible) { direction in
            guard direction.y != 0, bounds.height > 0 else { return [] }
            let top = contentOffset.y + direction.y * bounds.height
            let bottom = top + bounds.height
            var found: [IndexPath] = []
            var next = rowModel.firstIndexPath(from: Swift.max(top, 0))
            while let indexPath = next, found.count < Self.visibleRowLimit {
                guard let frame = rowModel.frame(of: indexPath), frame.minY < bottom else { break }
                if frame.minY + frame.height > top { found.append(indexPath) }
                next = rowModel.indexPath(after: indexPath)
            }
            return found
        }
        if !cancel.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel) }
        if !prefetch.isEmpty { prefetcher.tableView(self, prefetchRowsAt: prefetch) }
    }

    /// Prefetching turned off or the data reloaded: what was pending is cancelled.
    func cancelRowPrefetching() {
        let cancel = prefetchTracker.reset()
        guard !cancel.isEmpty, let prefetcher = prefetchDataSource else { return }
        prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancel)
    }
}
