import Foundation

/// A vertical list of rows (S4): cells laid out by row height from the data source, reused as they
/// scroll in and out, highlighted when touched and selected when the touch ends on them — never when it
/// is cancelled (seed 004 section 5). Cells load lazily, at layout time (TV1); only the visible rows have
/// cells and only the rows shown so far are measured (TV3); updates are checked against the data source
/// as UIKit's are (TV4).
@preconcurrency @MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Updates apply at once (TV4): the animation is accepted and not run.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// UIKit's default row height.
    public static let defaultRowHeight: CGFloat = 44
    /// A row height or estimate that the cell's own constraints decide (TV3).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { invalidateRowModel() }
    }
    /// Section header and footer heights when the delegate gives none; UIKit's default, automatic, is the
    /// section's view fitted, else one line for a title, else none (TV10).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowModel() }
    }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowModel() }
    }
    /// Stored and read back: headers and footers are measured as they load (TV10).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Above the first section, scrolling with the rows; its height is its frame's when it is set (TV9).
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// After the last section (TV9).
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }
    /// UIKit's default since iOS 11: estimated (TV3). 0 turns estimation off: every row's height is asked
    /// at reload, for tables of up to `TableRowModel.exactRowLimit` rows.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateRowModel() }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Editing mode (ED1): the rows show their editing controls.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// Whether a touch selects rows in editing mode (ED5; UIKit's default false).
    open var allowsSelectionDuringEditing = false
    /// Multiple selection in editing mode instead of delete and insert controls (ED5).
    open var allowsMultipleSelectionDuringEditing = false
    /// Drags of rows (DD1); false by default, as on iPhone.
    open var dragInteractionEnabled = false {
        didSet { updateDragLift() }
    }
    open weak var dragDelegate: UITableViewDragDelegate? {
        didSet { updateDragLift() }
    }
    open weak var dropDelegate: UITableViewDropDelegate?
    open var hasActiveDrag: Bool { reorder?.drag != nil }
    open var hasActiveDrop: Bool { reorder?.drag != nil }
    /// Stored and read back; separators are not drawn and take no height (TV6).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor? = .separator {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UITableView.separatorColor, separatorColor) } }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Setting it asks nothing yet: the rows load at the next layout (TV1).
    open weak var dataSource: UITableViewDataSource? {
        didSet { invalidateRowModel() }
    }

    /// Told which rows are likely to come into view as the user scrolls (TV12).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { if prefetchDataSource == nil { prefetchTracker = PrefetchTracker() } }
    }

    /// True by default; turning it off cancels what was prefetched (TV12).
    open var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { cancelRowPrefetching() } }
    }

    // MARK: Storage

    var prefetchTracker = PrefetchTracker()

    var rowModel = TableRowModel()
    var rowModelIsStale = true
    /// The width the measured heights were measured at.
    var measuredWidth: CGFloat = -1
    var visibleStorage: [IndexPath: UITableViewCell] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    /// Cells made from a nib or a storyboard's prototype (IB9), by reuse identifier.
    var registeredMakers: [String: @MainActor () -> UITableViewCell?] = [:]
    var selectedStorage: [IndexPath] = []
    var touchedIndexPath: IndexPath?
    var isLayingOutRows = false
    var pendingUpdates: TableUpdates?
    var updateDepth = 0
    /// The row being reconfigured and its cell, answered by the dequeue (DS4).
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    var reportedSelfSizing = false
    let swipeRecognizer = TableSwipeGestureRecognizer()
    var swipe: TableSwipeState?
    var pendingSwipe: PendingSwipe?
    /// The touch that hid the swipe actions: it selects nothing (SW5).
    weak var swipeDismissingTouch: UITouch?
    var editingStorage = false
    /// The row lifted by its reorder control (ED4) or by a drag (DD1).
    var reorder: TableReorderState?
    var dragLift: TableDragLiftGestureRecognizer?
    var pendingDrag: PendingDrag?
    var supplementary = TableSupplementaryState()

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        installSwipeRecognizer()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = IBCoder.tableStyle(coder)
        super.init(coder: coder)
        installSwipeRecognizer()
    }

    /// Loads the rows if they are stale and places the visible ones (S4, TV1); runs on every scroll.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleRows()
    }

    // MARK: Data (TV1)

    /// Asks the data source for its counts now and drops every cell; cells come at the next layout.
    open func reloadData() {
        cancelRowPrefetching()
        reloadRowModel()
    }

    open var numberOfSections: Int { loadedRowModel.sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        let model = loadedRowModel
        return model.sections.indices.contains(section) ? model.sections[section].rowCount : 0
    }

    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        guard let frame = loadedRowModel.frame(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return loadedRowModel.indexPath(atY: point.y)
    }

    /// Like UIKit's, these bring the visible cells up to date first.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { updatedVisibleCells[indexPath] }

    open var visibleCells: [UITableViewCell] {
        let cells = updatedVisibleCells
        return cells.keys.sorted().compactMap { cells[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        let cells = updatedVisibleCells
        return cells.isEmpty ? nil : cells.keys.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updatedVisibleCells.first { $0.value === cell }?.key
    }

    // MARK: Editing (ED1)

    /// Every visible cell hears `setEditing(_:animated:)` and shows its controls; shown swipe actions hide.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    /// DD1: the drag lift begins only on a row the drag delegate gives items for.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let lift = dragLift, gestureRecognizer === lift { return dragShouldBegin(lift) }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Reuse (TV1)

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
        registeredMakers[identifier] = nil
    }

    /// A cell from the reuse pool, prepared for reuse, else one of the registered class; nil otherwise.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reusableCell(identifier)
    }

    /// Always a cell. An identifier with no registered class is UIKit's exception: reported, and the
    /// row shows a plain `UITableViewCell` (TV2).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = reconfiguringCell(identifier, indexPath) { return cell }
        if let cell = reusableCell(identifier) { return cell }
        reportUnregistered(identifier)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // MARK: Headers and footers (TV9, TV10)

    open func register(
        _ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String
    ) { registerHeaderFooter(aClass, identifier) }

    /// A view from the reuse pool, prepared for reuse, else one of the registered class; nil otherwise.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        reusableHeaderFooterView(identifier)
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooterView(section, isFooter: false)
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaderFooterView(section, isFooter: true)
    }

    /// The row's span in the content; zero for a row the table does not have.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard let frame = loadedRowModel.frame(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
    }

    /// The section's span in the content, header and footer included.
    open func rect(forSection section: Int) -> CGRect { sectionRect(section) }
    /// Where the header is in the content, unpinned (TV11 pins it while it shows).
    open func rectForHeader(inSection section: Int) -> CGRect { headerRect(section) }
    open func rectForFooter(inSection section: Int) -> CGRect { footerRect(section) }

    // MARK: Selection (S4, TV5)

    open var indexPathForSelectedRow: IndexPath? { selectedStorage.min() }

    open var indexPathsForSelectedRows: [IndexPath]? { selectedStorage.isEmpty ? nil : selectedStorage.sorted() }

    /// Tells the delegate nothing, as in UIKit; without multiple selection it replaces the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(to: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Updates (TV4)

    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// A deletion and an insertion of the section (its cells are made again), as the collection view's (CV5).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        update {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// The data source configures the rows' existing cells again: dequeuing for such a row answers its
    /// cell (DS4).
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }

    /// The updates `updates` makes are checked and applied together when it returns; `completion` runs
    /// then, with true (no animation runs, TV4).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    open func beginUpdates() { openBatch() }

    open func endUpdates() { closeBatch() }

    // MARK: Touches (S4)

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !isSwipeDismissing(touches) else { return }
        highlightTouchedRow(touches)
    }

    /// A vertical scroll hides the shown swipe actions (SW5).
    override func didBeginDragging() { closeSwipe() }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectTouchedRow(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touched = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleStorage[touched]?.setHighlighted(false, animated: false)
    }
}
