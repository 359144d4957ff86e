import Foundation

/// A vertical list of rows (S4): cells laid out by row height from the data source, reused as they
/// scroll in and out, highlighted when touched and selected when the touch ends on them — never when it
/// is cancelled (seed 004 section 5).
@preconcurrency @MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// UIKit's default row height.
    public static let defaultRowHeight: CGFloat = 44

    public let style: Style
    open var rowHeight: CGFloat = UITableView.defaultRowHeight
    /// Section header and footer heights when the delegate gives none. UIKit's automatic heights depend
    /// on fonts; here they are 0 (documented choice), so rows start at the top.
    open var sectionHeaderHeight: CGFloat = 0
    open var sectionFooterHeight: CGFloat = 0
    open var estimatedRowHeight: CGFloat = 0
    open var allowsSelection = true

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    // MARK: Storage

    var rowLayout = TableRowLayout()
    var visibleStorage: [IndexPath: UITableViewCell] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    var selectedStorage: IndexPath?
    var touchedIndexPath: IndexPath?
    var hasLoadedData = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            if hasLoadedData { reloadData() }
        }
    }

    /// Lays out the visible rows (S4); runs on every scroll.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleRows()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && !hasLoadedData { reloadData() }
    }

    // MARK: Data

    /// Recomputes every row's position and the content size, then lays out the visible rows.
    open func reloadData() {
        hasLoadedData = true
        // In row order: a dictionary's order differs between processes, and reuse must not (L2).
        for (_, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) { recycle(cell) }
        visibleStorage.removeAll()
        rowLayout = TableRowLayout(table: self)
        contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
        layoutSubviews()
    }

    open var numberOfSections: Int { rowLayout.sections.count }

    open func numberOfRows(inSection section: Int) -> Int {
        rowLayout.sections.indices.contains(section) ? rowLayout.sections[section].rowOrigins.count : 0
    }

    open func rect(forRowAt indexPath: IndexPath) -> CGRect {
        guard let frame = rowLayout.frame(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return rowLayout.indexPath(atY: point.y)
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleStorage[indexPath] }

    open var visibleCells: [UITableViewCell] { visibleStorage.keys.sorted().compactMap { visibleStorage[$0] } }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visibleStorage.isEmpty ? nil : visibleStorage.keys.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleStorage.first { $0.value === cell }?.key
    }

    // MARK: Reuse

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell from the reuse pool, prepared for reuse; nil when none is free.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        if let cellClass = registeredClasses[identifier] {
            return cellClass.init(style: .default, reuseIdentifier: identifier)
        }
        return nil
    }

    /// Always a cell: reused, or made from the registered class (a plain cell if none was registered).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }

    // MARK: Selection (S4)

    open var indexPathForSelectedRow: IndexPath? { selectedStorage }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let old = selectedStorage { visibleStorage[old]?.setSelected(false, animated: animated) }
        selectedStorage = indexPath.flatMap { rowLayout.frame(of: $0) == nil ? nil : $0 }
        if let new = selectedStorage { visibleStorage[new]?.setSelected(true, animated: animated) }
        if let new = selectedStorage, scrollPosition != .none {
            scrollToRow(at: new, at: scrollPosition, animated: animated)
        }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedStorage == indexPath else { return }
        selectedStorage = nil
        visibleStorage[indexPath]?.setSelected(false, animated: animated)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = rowLayout.frame(of: indexPath) else { return }
        let y: CGFloat
        switch scrollPosition {
        case .top, .none: y = frame.minY
        case .middle: y = frame.midY - bounds.height / 2
        case .bottom: y = frame.maxY - bounds.height
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = UITouch.ordered(touches).first, allowsSelection,
            let indexPath = indexPathForRow(at: touch.location(in: self))
        else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedIndexPath = indexPath
        visibleStorage[indexPath]?.setHighlighted(true, animated: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touched = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleStorage[touched]?.setHighlighted(false, animated: false)
        guard let touch = UITouch.ordered(touches).first, indexPathForRow(at: touch.location(in: self)) == touched
        else { return }
        let chosen: IndexPath?
        if let delegate = tableDelegate {
            chosen = delegate.tableView(self, willSelectRowAt: touched)
        } else {
            chosen = touched
        }
        guard let chosen else { return }
        if let previous = selectedStorage, previous != chosen {
            deselectRow(at: previous, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: chosen, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: chosen)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touched = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleStorage[touched]?.setHighlighted(false, animated: false)
    }
}
