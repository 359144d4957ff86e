import Foundation

/// A scroll view of items placed by a layout object (CV1). Like the table (S4, TV1) it loads lazily at
/// layout time, makes cells only for the elements the layout reports in its visible rect, recycles the
/// ones that leave through reuse queues, highlights an item when its touch reaches the collection view —
/// after the content-touch delay (S2), or at touch-up for a quick tap — and selects it when that touch ends
/// on it (CV4). Paging (`isPagingEnabled`) is the scroll view's, by the view's width or height (S1).
@preconcurrency @MainActor open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Replacing the layout lays everything out again at the next layout pass.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionViewStorage = nil
            collectionViewLayout.collectionViewStorage = self
            needsTargetOffset = true  // CV9
            invalidateLayout(everything: true, dataSourceCounts: true)
        }
    }

    /// Setting it asks nothing yet: the items load at the next layout (CV1).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { invalidateData() }
    }

    /// Told which items are likely to come into view as the user scrolls (CV13).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { if prefetchDataSource == nil { prefetchTracker = PrefetchTracker() } }
    }

    /// True by default; turning it off cancels what was prefetched (CV13).
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelPrefetching() } }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false

    // MARK: Storage

    var itemCounts: [Int] = []
    var countsAreStale = true
    var layoutIsStale = true
    var preparedBounds: CGRect?
    var visibleItems: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var cellQueues: [String: [UICollectionViewCell]] = [:]
    var supplementaryQueues: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Cells registered from a document (IB9): a storyboard's prototypes, a registered nib.
    var cellMakers: [String: @MainActor () -> UICollectionViewCell?] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var selectedStorage: [IndexPath] = []
    var touchedIndexPath: IndexPath?
    /// The item whose touch moved off it (CV7): it highlights again if the touch comes back.
    var departedIndexPath: IndexPath?
    var isLayingOutItems = false
    var pendingUpdates: TableUpdates?
    var updateDepth = 0
    /// The item being reconfigured and its cell, answered by the dequeue (DS4).
    var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
    var reportedOnce: Set<String> = []
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// CV9: the layout's `targetContentOffset(forProposedContentOffset:)` is due after the next prepare.
    var needsTargetOffset = false
    /// CV10: a bounds change inside an animation block prepared the layout; finalize after the pass.
    var animatedBoundsChangePending = false
    /// CV11: update animations running, and the batch completions waiting for them.
    var updateAnimations = 0
    var updateCompletions: [(Bool) -> Void] = []
    /// CV12: decoration views on screen, and their reuse queues by kind.
    var visibleDecorationViews: [SupplementaryKey: UICollectionReusableView] = [:]
    var decorationQueues: [String: [UICollectionReusableView]] = [:]
    var prefetchTracker = PrefetchTracker()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionViewStorage = self
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionViewStorage = self
    }

    /// Loads stale counts, prepares a stale layout and places the visible elements (CV1); runs on every
    /// scroll step.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleElements()
    }

    // MARK: Data (CV1)

    /// Asks the data source for its counts now and drops every cell and the selection; cells come at the
    /// next layout.
    open func reloadData() {
        for indexPath in selectedStorage { visibleItems[indexPath]?.isSelected = false }
        selectedStorage.removeAll()
        cancelPrefetching()
        loadCounts()
        invalidateLayout(everything: true, dataSourceCounts: true)
    }

    open var numberOfSections: Int { loadedCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The item whose cell's frame (from the layout) holds `point`, in the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        if let inOrthogonalSection = orthogonalItem(at: point) { return inOrthogonalSection }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.category == .cell && !$0.isHidden && $0.frame.contains(point)
                && isValid($0.indexPath) && orthogonalSection($0.indexPath.section) == nil
        }
        return hits.max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Like UIKit's, these bring the visible cells up to date first.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { updatedVisibleItems[indexPath] }

    open var visibleCells: [UICollectionViewCell] {
        let cells = updatedVisibleItems
        return cells.keys.sorted().compactMap { cells[$0] }
    }

    open var indexPathsForVisibleItems: [IndexPath] { updatedVisibleItems.keys.sorted() }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        updatedVisibleItems.first { $0.value === cell }?.key
    }

    // MARK: Reuse (CV3)

    /// A class that is not a `UICollectionViewCell` is reported (CV3); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellMakers[identifier] = nil
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            reportProgrammerError("\(cellClass) is not a subclass of UICollectionViewCell (CV3)")
            return
        }
        cellClasses[identifier] = type
    }

    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = Self.supplementaryQueueKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            reportProgrammerError("\(viewClass) is not a subclass of UICollectionReusableView (CV3)")
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell from the reuse queue (after `prepareForReuse()`), else a new one of the registered class.
    /// An unregistered identifier is UIKit's exception: reported, and a plain cell stands in (CV3).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = reconfiguringCell(identifier, indexPath) { return cell }
        if var queue = cellQueues[identifier], let cell = queue.popLast() {
            cellQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        if let maker = cellMakers[identifier], let cell = maker() {
            cell.reuseIdentifierStorage = identifier
            return cell
        }
        let type = cellClasses[identifier] ?? unregistered("UICollectionElementKindCell", identifier)
        let cell = type.init(responderKitRegistration: .zero)
        cell.reuseIdentifierStorage = identifier
        return cell
    }

    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = Self.supplementaryQueueKey(elementKind, identifier)
        if var queue = supplementaryQueues[key], let view = queue.popLast() {
            supplementaryQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        let type = supplementaryClasses[key] ?? (unregistered(elementKind, identifier) as UICollectionReusableView.Type)
        let view = type.init(responderKitRegistration: .zero)
        view.reuseIdentifierStorage = identifier
        return view
    }

    // MARK: Selection (CV4)

    /// Empty when nothing is selected (CV4).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedStorage.sorted() }

    /// Tells the delegate nothing, as in UIKit; without multiple selection it replaces the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, scrollPosition: scrollPosition, animated: animated)
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselect(indexPath) }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(to: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Updates (CV5)

    open func insertItems(at indexPaths: [IndexPath]) { update { $0.insertedRows += indexPaths } }

    open func deleteItems(at indexPaths: [IndexPath]) { update { $0.deletedRows += indexPaths } }

    open func reloadItems(at indexPaths: [IndexPath]) { update { $0.reloadedRows += indexPaths } }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet) { update { $0.insertedSections.formUnion(sections) } }

    open func deleteSections(_ sections: IndexSet) { update { $0.deletedSections.formUnion(sections) } }

    open func reloadSections(_ sections: IndexSet) { update { $0.reloadedSections.formUnion(sections) } }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        update {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// The data source configures the items' existing cells again: dequeuing for such an item answers its
    /// cell (DS4).
    open func reconfigureItems(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    /// The updates `updates` makes are checked and applied together when it returns; `completion` runs
    /// then, with true (CV5), or when the layout's appearing and disappearing animations end (CV11).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        closeBatch()
        guard let completion else { return }
        if updateDepth == 0 && updateAnimations > 0 {
            updateCompletions.append(completion)
        } else {
            completion(true)
        }
    }

    // MARK: Touches (CV4)

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        departedIndexPath = nil
        highlightTouchedItem(touches)
    }

    /// The highlight follows the finger on and off its cell (CV7).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { retrackTouchedItem(touches) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        departedIndexPath = nil
        selectTouchedItem(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        departedIndexPath = nil
        unhighlightTouchedItem()
    }
}

/// A supplementary view's place: its kind and index path.
struct SupplementaryKey: Hashable, Comparable {
    let kind: String
    let indexPath: IndexPath

    static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
        (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
}
