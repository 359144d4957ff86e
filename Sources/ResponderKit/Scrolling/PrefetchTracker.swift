import Foundation

/// Which items or rows a list prefetches as it scrolls (CV13, TV12): those in the view-sized area just
/// ahead of the visible rect in the direction of the last scroll, not yet visible. Items that leave that
/// area without having been displayed are cancelled; items that come into view simply stop being pending.
struct PrefetchTracker {
    var pending: Set<IndexPath> = []
    var lastOffset: CGPoint?

    /// The index paths to prefetch and to cancel, sorted, after a layout pass at `offset`. `ahead` lists
    /// the index paths in the area ahead for a direction (one axis, ±1). Nothing happens until the view
    /// scrolls: before that there is no direction.
    mutating func update(
        offset: CGPoint, visible: Set<IndexPath>, ahead: (CGPoint) -> [IndexPath]
    ) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        defer { lastOffset = offset }
        pending.subtract(visible)
        guard let last = lastOffset, last != offset else { return ([], []) }
        let dx = offset.x - last.x
        let dy = offset.y - last.y
        let direction = abs(dx) > abs(dy) ? CGPoint(x: dx > 0 ? 1 : -1, y: 0) : CGPoint(x: 0, y: dy > 0 ? 1 : -1)
        let candidates = Set(ahead(direction)).subtracting(visible)
        let cancel = pending.subtracting(candidates).sorted()
        let prefetch = candidates.subtracting(pending).sorted()
        pending = candidates
        return (prefetch, cancel)
    }

    /// Everything pending is cancelled (prefetching turned off, the data reloaded).
    mutating func reset() -> [IndexPath] {
        defer {
            pending = []
            lastOffset = nil
        }
        return pending.sorted()
    }
}
