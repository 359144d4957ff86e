import Foundation

/// One section's items as an outline (DS7): items with children, each parent expanded or collapsed. The
/// section shows `visibleItems` — the items whose ancestors are all expanded — when a collection view's
/// diffable data source applies it to a section.
@preconcurrency public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    var roots: [ItemIdentifierType] = []
    var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item, for uniqueness checks.
    var members: Set<ItemIdentifierType> = []
    var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first: each parent before its children.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items whose ancestors are all expanded, depth first: what the section shows.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of the item is expanded (false for an item not in the snapshot).
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var cursor = parents[item]
        while let parent = cursor {
            guard expanded.contains(parent) else { return false }
            cursor = parents[parent]
        }
        return true
    }

    /// 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var cursor = parents[item]
        while let parent = cursor {
            level += 1
            cursor = parents[parent]
        }
        return level
    }

    /// The item's index in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// The parent's descendants (and the parent, as the root, when `includingParent`), expansion kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard members.contains(parent) else {
            report("snapshot(of:includingParent:): parent \(parent) is not in the section snapshot")
            return result
        }
        if includingParent { result.addItems([parent], under: nil) }
        copyDescendants(of: parent, into: &result, under: includingParent ? parent : nil)
        if includingParent && expanded.contains(parent) { result.expanded.insert(parent) }
        return result
    }

    /// An indented list of the items, `*` marking hidden ones (UIKit's is a debugging aid too).
    public func visualDescription() -> String {
        items.map { item in
            String(repeating: "  ", count: level(of: item)) + (isVisible(item) ? "" : "*") + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changes

    /// Appends the items as roots, or as the last children of `parent`; duplicates are reported (DS2).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            report("append(_:to:): parent \(parent) is not in the section snapshot")
            return
        }
        addItems(items, under: parent)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, offset: 0, "insert(_:before:)")
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, offset: 1, "insert(_:after:)")
    }

    /// Deletes the items and their descendants; items not in the snapshot are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            for descendant in flatten(children[item] ?? [], onlyVisible: false) + [item] {
                members.remove(descendant)
                expanded.remove(descendant)
                children[descendant] = nil
            }
            if let parent = parents.removeValue(forKey: item) {
                children[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
            for key in parents.keys where !members.contains(key) { parents[key] = nil }
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    // MARK: Helpers

    private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for item in items {
            result.append(item)
            if !onlyVisible || expanded.contains(item) {
                result += flatten(children[item] ?? [], onlyVisible: onlyVisible)
            }
        }
        return result
    }

    private func copyDescendants(of parent: ItemIdentifierType, into result: inout Self, under: ItemIdentifierType?) {
        for child in children[parent] ?? [] {
            result.addItems([child], under: under)
            if expanded.contains(child) { result.expanded.insert(child) }
            copyDescendants(of: child, into: &result, under: child)
        }
    }

    private mutating func addItems(
        _ items: [ItemIdentifierType], under parent: ItemIdentifierType?, at index: Int? = nil
    ) {
        var added: [ItemIdentifierType] = []
        var duplicates: [ItemIdentifierType] = []
        for item in items {
            if members.insert(item).inserted { added.append(item) } else { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            report("item identifiers are not unique; duplicates \(duplicates) were not added")
        }
        if let parent {
            for item in added { parents[item] = parent }
            var list = children[parent] ?? []
            list.insert(contentsOf: added, at: index ?? list.count)
            children[parent] = list
        } else {
            roots.insert(contentsOf: added, at: index ?? roots.count)
        }
    }

    private mutating func insert(
        _ items: [ItemIdentifierType], next reference: ItemIdentifierType, offset: Int, _ api: String
    ) {
        guard members.contains(reference) else {
            report("\(api): invalid item identifier \(reference) for the reference item")
            return
        }
        let parent = parents[reference]
        let siblings = parent.map { children[$0] ?? [] } ?? roots
        addItems(items, under: parent, at: siblings.firstIndex(of: reference)! + offset)
    }

    private func report(_ message: String) {
        NSDiffableDataSourceSnapshot<Int, ItemIdentifierType>.report(message)
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable {}
