import Foundation
import ResponderKit
import Testing

/// DS7: section snapshots (outlines) and applying them to a collection view's section.
@MainActor @Suite struct SectionSnapshotTests {
    private func folders() -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mail", "Notes"])
        outline.append(["Inbox", "Sent"], to: "Mail")
        outline.append(["2025"], to: "Inbox")
        return outline
    }

    @Test("DS7: items depth first, roots, levels, parents; only expanded parents show their children")
    func outline() {
        var outline = folders()
        #expect(outline.items == ["Mail", "Inbox", "2025", "Sent", "Notes"])
        #expect(outline.rootItems == ["Mail", "Notes"])
        #expect(outline.visibleItems == ["Mail", "Notes"])
        #expect(outline.level(of: "2025") == 2)
        #expect(outline.parent(of: "Sent") == "Mail")
        #expect(outline.index(of: "Sent") == 3)
        outline.expand(["Mail"])
        #expect(outline.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(outline.isVisible("Inbox") && !outline.isVisible("2025"))
        outline.expand(["Inbox"])
        outline.collapse(["Mail"])
        #expect(outline.visibleItems == ["Mail", "Notes"])
        #expect(outline.isExpanded("Inbox"))
        outline.insert(["Drafts"], after: "Inbox")
        outline.insert(["Archive"], before: "Mail")
        #expect(outline.items == ["Archive", "Mail", "Inbox", "2025", "Drafts", "Sent", "Notes"])
        let mail = outline.snapshot(of: "Mail")
        #expect(mail.rootItems == ["Inbox", "Drafts", "Sent"])
        #expect(mail.visibleItems == ["Inbox", "2025", "Drafts", "Sent"])
        #expect(outline.snapshot(of: "Mail", includingParent: true).rootItems == ["Mail"])
        outline.delete(["Mail"])
        #expect(outline.items == ["Archive", "Notes"])
        #expect(!outline.contains("2025") && outline.parent(of: "Inbox") == nil)
    }

    @Test("DS7, DS2: duplicates and unknown parents are reported and not added")
    func misuse() {
        let simulator = EventSimulator()
        var outline = folders()
        outline.append(["Sent"], to: "Notes")
        outline.append(["x"], to: "nowhere")
        #expect(outline.items == ["Mail", "Inbox", "2025", "Sent", "Notes"])
        #expect(simulator.issues.count == 2)
    }

    @Test("DS7: applied to a collection view's section, the visible items show; expanding shows the children")
    func applyToSection() {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let collection = UICollectionView(frame: simulator.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        simulator.window.addSubview(collection)
        var names: [ObjectIdentifier: String] = [:]
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
            collection, indexPath, item in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            names[ObjectIdentifier(cell)] = item
            return cell
        }
        var outline = folders()
        source.apply(outline, to: 0, animatingDifferences: false)
        collection.layoutIfNeeded()
        func shown() -> [String] {
            (0..<collection.numberOfItems(inSection: 0)).map {
                collection.cellForItem(at: IndexPath(item: $0, section: 0)).flatMap { names[ObjectIdentifier($0)] }
                    ?? "?"
            }
        }
        #expect(shown() == ["Mail", "Notes"])
        outline.expand(["Mail"])
        source.apply(outline, to: 0)
        #expect(simulator.settle())
        #expect(shown() == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(source.snapshot(for: 0).isExpanded("Mail"))
        #expect(source.snapshot().itemIdentifiers == ["Mail", "Inbox", "Sent", "Notes"])
        // A full apply that changes the section's items drops the outline: it reads back flat.
        var flat = source.snapshot()
        flat.deleteItems(["Sent"])
        source.apply(flat)
        #expect(source.snapshot(for: 0).rootItems == ["Mail", "Inbox", "Notes"])
        #expect(simulator.issues.isEmpty)
    }
}
