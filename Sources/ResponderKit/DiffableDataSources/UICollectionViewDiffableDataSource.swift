import Foundation

/// A collection view's data source fed by snapshots (DS3), as the table's (DS5): applying a snapshot
/// updates the collection view by the difference through its batch updates (CV5), and supplementary
/// views come from `supplementaryViewProvider`.
///
/// As on iOS, the collection view keeps its data source weakly: the app keeps this object.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    public typealias CellProvider =
        (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) ->
        UICollectionViewCell?
    public typealias SupplementaryViewProvider =
        (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) ->
        UICollectionReusableView?

    /// Makes the views of supplementary elements the layout asks for (CV3); nil reports them (DS3).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections (DS7), while their sections show exactly their visible items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Becomes the collection view's data source (DS3).
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots (DS3, DS5)

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Updates the collection view by the difference from the current snapshot, in one batch (DS5);
    /// without animation it is still that difference (as since iOS 15), run without animations.
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot.withoutMarks
        sectionSnapshots = sectionSnapshots.filter { section, outline in
            current.indexOfSection(section).map { current.items[$0] == outline.visibleItems } ?? false
        }
        if let collectionView, collectionView.dataSource === self {
            let changes = NSDiffableDataSourceSnapshot.changes(from: old, to: snapshot)
            if animatingDifferences {
                perform(changes, on: collectionView)
            } else {
                UIView.performWithoutAnimation { perform(changes, on: collectionView) }
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

    /// Replaces the state and reloads the collection view, computing no difference (DS5).
    public func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot.withoutMarks
        sectionSnapshots = [:]
        if let collectionView, collectionView.dataSource === self { collectionView.reloadData() }
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
        current.indexPath(of: itemIdentifier)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource (open, as UIKit's)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell; nil is UIKit's exception: reported, and an empty cell shows (DS3).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        collectionView.reportProgrammerError(
            "the cell returned from the cell provider of \(TraceNames.typeName(self)) for index path \(indexPath) "
                + "is nil (NSInternalInconsistencyException on iOS; DS3)")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(kind: kind)
    }

    // MARK: Applying (DS5)

    private func perform(_ changes: DiffableChanges, on collectionView: UICollectionView) {
        collectionView.performBatchUpdates {
            collectionView.deleteSections(changes.deletedSections)
            collectionView.insertSections(changes.insertedSections)
            collectionView.reloadSections(changes.reloadedSections)
            collectionView.deleteItems(at: changes.deletedItems)
            collectionView.insertItems(at: changes.insertedItems)
            for move in changes.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
            collectionView.reloadItems(at: changes.reloadedItems)
        }
        // DS4: after the batch, at the items' new index paths.
        collectionView.reconfigureItems(at: changes.reconfiguredItems)
    }
}
