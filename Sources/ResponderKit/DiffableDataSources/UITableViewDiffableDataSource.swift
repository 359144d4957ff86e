import Foundation

/// A table's data source fed by snapshots (DS3): it answers the table from its current snapshot and
/// makes cells with the cell provider; applying a snapshot updates the table by the difference (DS5)
/// through the table's own batch updates (TV4), so cells, heights and selection follow their rows.
///
/// As on iOS, the table keeps its data source weakly: the app keeps this object.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    public typealias CellProvider =
        (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// The animation of the rows an apply inserts, deletes and reloads (stored: updates apply at once, TV4).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Becomes the table's data source (DS3).
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots (DS3, DS5)

    /// A copy of the current state; changing it changes nothing until it is applied.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Updates the table by the difference from the current snapshot: rows and sections are deleted,
    /// inserted, moved and reloaded in one batch (DS5). Without animation it is still that difference,
    /// never a reload (as since iOS 15). `completion` runs when the table is updated.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.withoutMarks
        if let tableView, tableView.dataSource === self {
            let changes = NSDiffableDataSourceSnapshot.changes(from: old, to: snapshot)
            let animation = animatingDifferences ? defaultRowAnimation : .none
            if animatingDifferences {
                perform(changes, on: tableView, animation)
            } else {
                UIView.performWithoutAnimation { perform(changes, on: tableView, animation) }
            }
        }
        completion?()
    }

    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Replaces the state and reloads the table, computing no difference (DS5).
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        if let tableView, tableView.dataSource === self { tableView.reloadData() }
        completion?()
    }

    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    // MARK: Identifiers and index paths (DS3)

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource (open, as UIKit's: subclasses override them, DS6)

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell; nil is UIKit's exception: reported, and a plain cell shows (DS3).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.reportProgrammerError(
            "UITableView dataSource returned a nil cell for row at index path \(indexPath): the cell provider "
                + "of \(TraceNames.typeName(self)) answered nil (NSInternalInconsistencyException on iOS; DS3)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False, as UIKit's diffable data source answers: a subclass that deletes by swiping answers true (DS6).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// A row the user reordered (ED4): the current snapshot moves its item there, so it agrees with the
    /// table, which moves the row itself (DS6).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        current.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Applying (DS5)

    private func perform(_ changes: DiffableChanges, on tableView: UITableView, _ animation: UITableView.RowAnimation) {
        tableView.performBatchUpdates {
            tableView.deleteSections(changes.deletedSections, with: animation)
            tableView.insertSections(changes.insertedSections, with: animation)
            tableView.reloadSections(changes.reloadedSections, with: animation)
            tableView.deleteRows(at: changes.deletedItems.map(Self.row), with: animation)
            tableView.insertRows(at: changes.insertedItems.map(Self.row), with: animation)
            for move in changes.movedItems { tableView.moveRow(at: Self.row(move.from), to: Self.row(move.to)) }
            tableView.reloadRows(at: changes.reloadedItems.map(Self.row), with: animation)
        }
        // DS4: after the batch, at the items' new index paths.
        tableView.reconfigureRows(at: changes.reconfiguredItems.map(Self.row))
    }

    private static func row(_ path: IndexPath) -> IndexPath { IndexPath(row: path.item, section: path.section) }
}
