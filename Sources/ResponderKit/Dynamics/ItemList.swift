import Foundation

/// The item list UIKit's concrete behaviors share: `items`, `addItem(_:)`, `removeItem(_:)` (DY2).
@MainActor struct ItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: any UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    mutating func remove(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}
