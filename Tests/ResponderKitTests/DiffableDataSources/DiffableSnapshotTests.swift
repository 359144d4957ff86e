import Foundation
import ResponderKit
import Testing

/// DS1, DS2: the snapshot's algebra, as iOS code builds snapshots, and UIKit's exceptions reported.
@MainActor @Suite struct DiffableSnapshotTests {
    enum Section: Hashable, Sendable { case pinned, inbox, archive }

    private func mail() -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .inbox])
        snapshot.appendItems(["welcome"], toSection: .pinned)
        snapshot.appendItems(["a", "b", "c"])
        return snapshot
    }

    @Test("DS1: appended sections and items, counts, identifiers and indexes")
    func appendAndQuery() {
        let snapshot = mail()
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifiers == [.pinned, .inbox])
        #expect(snapshot.itemIdentifiers == ["welcome", "a", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: .inbox) == ["a", "b", "c"])
        #expect(snapshot.numberOfItems(inSection: .pinned) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "b") == .inbox)
        #expect(snapshot.sectionIdentifier(containingItem: "zzz") == nil)
        #expect(snapshot.indexOfItem("b") == 2)
        #expect(snapshot.indexOfItem("zzz") == nil)
        #expect(snapshot.indexOfSection(.inbox) == 1)
        #expect(snapshot.indexOfSection(.archive) == nil)
    }

    @Test("DS1: inserting and moving sections and items before and after others")
    func insertAndMove() {
        var snapshot = mail()
        snapshot.insertSections([.archive], beforeSection: .inbox)
        #expect(snapshot.sectionIdentifiers == [.pinned, .archive, .inbox])
        snapshot.moveSection(.pinned, afterSection: .inbox)
        #expect(snapshot.sectionIdentifiers == [.archive, .inbox, .pinned])
        snapshot.moveSection(.pinned, beforeSection: .archive)
        #expect(snapshot.sectionIdentifiers == [.pinned, .archive, .inbox])
        snapshot.insertItems(["x"], beforeItem: "a")
        snapshot.insertItems(["y", "z"], afterItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: .inbox) == ["x", "a", "b", "c", "y", "z"])
        snapshot.moveItem("c", beforeItem: "x")
        snapshot.moveItem("a", afterItem: "welcome")
        #expect(snapshot.itemIdentifiers(inSection: .inbox) == ["c", "x", "b", "y", "z"])
        #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["welcome", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == .pinned)
        #expect(snapshot.itemIdentifiers(inSection: .archive).isEmpty)
    }

    @Test("DS1: deleting items, sections (with their items) and everything")
    func delete() {
        var snapshot = mail()
        snapshot.deleteItems(["b", "not there"])
        #expect(snapshot.itemIdentifiers == ["welcome", "a", "c"])
        snapshot.deleteSections([.pinned])
        #expect(snapshot.sectionIdentifiers == [.inbox])
        #expect(snapshot.itemIdentifiers == ["a", "c"])
        #expect(snapshot.sectionIdentifier(containingItem: "welcome") == nil)
        // An item deleted with its section can be added again.
        snapshot.appendItems(["welcome"])
        #expect(snapshot.itemIdentifiers == ["a", "c", "welcome"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("DS1: reload and reconfigure marks, kept once and dropped with their items")
    func marks() {
        var snapshot = mail()
        snapshot.reloadItems(["a", "a"])
        snapshot.reconfigureItems(["b"])
        snapshot.reloadSections([.pinned])
        #expect(snapshot.reloadedItemIdentifiers == ["a"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
        #expect(snapshot.reloadedSectionIdentifiers == [.pinned])
        snapshot.deleteItems(["a"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        let copy = snapshot
        snapshot.deleteSections([.pinned])
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        #expect(copy.reloadedSectionIdentifiers == [.pinned], "a snapshot is a value")
    }

    @Test("DS2: duplicate identifiers are UIKit's exception: reported, the duplicates not added, nothing traps")
    func duplicates() {
        let simulator = EventSimulator()
        var snapshot = mail()
        #expect(simulator.issues.isEmpty)
        snapshot.appendItems(["d", "a", "d"])
        #expect(snapshot.itemIdentifiers == ["welcome", "a", "b", "c", "d"])
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("item identifiers are not unique") == true)
        #expect(simulator.issues.first?.contains("[\"a\", \"d\"]") == true)
        snapshot.appendSections([.inbox, .archive])
        #expect(snapshot.sectionIdentifiers == [.pinned, .inbox, .archive])
        #expect(simulator.issues.count == 2)
        #expect(simulator.issues.last?.contains("section identifiers are not unique") == true)
    }

    @Test("DS2: unknown reference items and sections, and items with no section, are reported")
    func unknownReferences() {
        let simulator = EventSimulator()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendItems(["orphan"])
        #expect(snapshot.numberOfItems == 0)
        #expect(simulator.issues.last?.contains("there are currently no sections") == true)
        snapshot = mail()
        snapshot.insertItems(["x"], beforeItem: "missing")
        snapshot.appendItems(["x"], toSection: .archive)
        snapshot.moveItem("a", afterItem: "missing")
        snapshot.reloadItems(["missing"])
        snapshot.insertSections([.archive], afterSection: .archive)
        #expect(snapshot.itemIdentifiers == mail().itemIdentifiers)
        #expect(snapshot.sectionIdentifiers == mail().sectionIdentifiers)
        #expect(simulator.issues.count == 6)
        #expect(simulator.issues.allSatisfy { $0.contains("NSInternalInconsistencyException on iOS; DS2") })
    }
}
