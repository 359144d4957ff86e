import Foundation

/// The state of a list's data at one moment (DS1): its sections and, in each, its items, all named by
/// unique identifiers, in display order. A value: changing a copy changes nothing shown until a diffable
/// data source applies it (DS3).
///
/// UIKit raises an exception for a duplicate or unknown identifier; here the offending operation is
/// reported in `simulator.issues` and changes nothing (DS2).
@preconcurrency public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The sections in order, each with its items in order.
    var sections: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    /// The section holding each item: uniqueness checks and lookups without a scan.
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    var reloadedSections: [SectionIdentifierType] = []
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The sections marked by `reloadSections(_:)` since the snapshot was made or last applied.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked by `reloadItems(_:)` since the snapshot was made or last applied.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked by `reconfigureItems(_:)` since the snapshot was made or last applied.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The section's items; an unknown section is UIKit's exception: reported, and no items (DS2).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sections.firstIndex(of: identifier) else {
            Self.report("Invalid section identifier \(identifier): it is not in the snapshot")
            return []
        }
        return items[index]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The item's index among all the snapshot's items (`itemIdentifiers`), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let path = indexPath(of: identifier) else { return nil }
        return items[..<path.section].reduce(path.item) { $0 + $1.count }
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Index paths (DS3)

    /// Where an item is: its section's index and its index in that section.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
            let row = items[s].firstIndex(of: identifier)
        else { return nil }
        return IndexPath(item: row, section: s)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// A move the user made in the list (ED4): the item at `from` goes to `to`.
    mutating func moveItem(from: IndexPath, to: IndexPath) {
        guard let item = item(at: from), items.indices.contains(to.section) else { return }
        items[from.section].remove(at: from.item)
        items[to.section].insert(item, at: Swift.min(Swift.max(to.item, 0), items[to.section].count))
        sectionOfItem[item] = sections[to.section]
    }

    /// The snapshot as applied: the reload and reconfigure marks are consumed by the apply (DS3).
    var withoutMarks: Self {
        var copy = self
        copy.reloadedSections = []
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        return copy
    }
}

extension NSDiffableDataSourceSnapshot: Sendable {}
