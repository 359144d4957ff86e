import Foundation

/// Section snapshots (DS7): an outline applied to one section, which shows its visible items.
extension UICollectionViewDiffableDataSource {
    /// Replaces the section's items by the outline's visible items (adding the section at the end if it is
    /// not there) and applies the result as `apply(_:animatingDifferences:completion:)` does (DS5).
    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var full = current
        if let index = full.indexOfSection(section) {
            full.deleteItems(full.items[index])
        } else {
            full.appendSections([section])
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        apply(full, animatingDifferences: animatingDifferences, completion: nil)
        // An outline refused in part (an item already in another section, DS2) is not the section's.
        if current.indexOfSection(section).map({ current.items[$0] == snapshot.visibleItems }) == true {
            sectionSnapshots[section] = snapshot
        }
        completion?()
    }

    public func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// The outline last applied to the section while the section still shows it; otherwise the section's
    /// items as a flat outline (none for a section not in the snapshot).
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if let index = current.indexOfSection(section) { flat.append(current.items[index]) }
        return flat
    }
}
