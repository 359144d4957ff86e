import Foundation

/// Orthogonal compositional sections (CV6): each one visible gets a nested horizontal scroll view spanning
/// the section; its cells are placed in it, at their unscrolled frames relative to the section, and only
/// those meeting its visible bounds exist.
extension UICollectionView {
    /// The section's frame and content width when the layout scrolls it orthogonally.
    func orthogonalSection(_ section: Int) -> UICollectionViewCompositionalLayout.PlacedSection? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.placed.indices.contains(section), layout.placed[section].isOrthogonal
        else { return nil }
        return layout.placed[section]
    }

    /// The scroller for `section`, made on first use, placed over the section.
    func orthogonalScroller(_ section: Int, _ placed: UICollectionViewCompositionalLayout.PlacedSection)
        -> OrthogonalScrollView
    {
        let scroller = orthogonalScrollers[section] ?? OrthogonalScrollView(owner: self, section: section)
        orthogonalScrollers[section] = scroller
        if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            scroller.isPagingEnabled = layout.pagesOrthogonally(section)
        }
        if scroller.frame != placed.frame { scroller.frame = placed.frame }
        let size = CGSize(width: placed.contentWidth, height: placed.frame.height)
        if scroller.contentSize != size { scroller.contentSize = size }
        if scroller.superview !== self { insertSubview(scroller, at: 0) }
        return scroller
    }

    /// Removes the scrollers of sections no longer visible or no longer orthogonal (their offsets are kept).
    func retireOrthogonalScrollers(keeping sections: Set<Int>) {
        for (section, scroller) in orthogonalScrollers.sorted(by: { $0.key < $1.key }) where !sections.contains(section)
        {
            scroller.removeFromSuperview()
            if orthogonalSection(section) == nil { orthogonalScrollers[section] = nil }
        }
    }

    /// Where a cell of an orthogonal section goes, or nil when it is outside the scroller's bounds.
    func orthogonalPlacement(_ attributes: UICollectionViewLayoutAttributes) -> (UIView, CGRect)? {
        guard let placed = orthogonalSection(attributes.indexPath.section) else { return nil }
        let scroller = orthogonalScroller(attributes.indexPath.section, placed)
        let local = attributes.frame.offsetBy(dx: 0, dy: -placed.frame.minY)
        return local.intersects(scroller.bounds) ? (scroller, local) : nil
    }

    /// `indexPathForItem(at:)` inside an orthogonal section: the point moved by the scroller's offset.
    func orthogonalItem(at point: CGPoint) -> IndexPath?? {
        for (section, scroller) in orthogonalScrollers
        where scroller.superview === self && scroller.frame.contains(point) {
            let unscrolled = CGPoint(x: point.x + scroller.contentOffset.x, y: point.y)
            let probe = CGRect(x: unscrolled.x, y: unscrolled.y, width: 1, height: 1)
            let hit = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).last {
                $0.indexPath.section == section && $0.category == .cell
                    && $0.frame.contains(unscrolled) && isValid($0.indexPath)
            }
            return .some(hit?.indexPath)
        }
        return nil
    }
}
