// Diffable data sources subclassed as iOS code subclasses them (SPEC DA4, DS6): `override` of the
// data-source methods UIKit's classes implement, generic specializations, and the async apply.
import Testing
import UIKit

enum AuditSection: Hashable, Sendable {
    case main
}

struct AuditItem: Hashable, Sendable {
    let id: UUID
    let title: String
}

final class AuditTableDataSource: UITableViewDiffableDataSource<AuditSection, AuditItem> {
    var committed: [String] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        committed.append(item.title)
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot, animatingDifferences: true)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .main ? "Main" : super.tableView(tableView, titleForHeaderInSection: section)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

final class AuditCollectionDataSource: UICollectionViewDiffableDataSource<AuditSection, AuditItem> {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        super.collectionView(collectionView, numberOfItemsInSection: section)
    }
}

@MainActor @Suite struct DiffableDataSourceDeclarationTests {
    @Test("DA4, DS6: a diffable data source subclass's overrides answer the table")
    func tableOverrides() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = AuditTableDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item.title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<AuditSection, AuditItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems([AuditItem(id: UUID(), title: "One"), AuditItem(id: UUID(), title: "Two")])
        await dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.tableView(table, titleForHeaderInSection: 0) == "Main")
        dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
        #expect(dataSource.committed == ["One"])
        #expect(table.numberOfRows(inSection: 0) == 1)
    }
}
