import Foundation

/// One component of a `UIPickerView` (PK3–PK6): a vertical scroll view whose rows are `rowHeight` tall,
/// inset so that row 0 can sit in the middle. It scrolls as any scroll view on the virtual clock (S1);
/// as its own scroll delegate it snaps a release's target to a row and settles there (PK4).
@MainActor final class PickerColumn: UIScrollView, UIScrollViewDelegate {
    private weak var picker: UIPickerView?
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.standardRowHeight
    private(set) var componentWidth: CGFloat = 0
    /// PK3: the centred row (set at once by `selectRow`, and when a spin or tap settles).
    private(set) var selectedRow = -1
    /// The row views on screen, by row (PK1's `view(forRow:forComponent:)`).
    private(set) var rowViews: [Int: UIView] = [:]
    /// Whether the running scroll animation was a user's tap on a row (PK5): its end selects.
    private var tapScrollPending = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never  // the row math reads `contentInset` alone (S10)
        let tap = UITapGestureRecognizer(target: self, action: PickerColumn.rowTapped, named: "pickerRowTap")
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Rows

    func reload(rowCount: Int, rowHeight: CGFloat, componentWidth: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        self.componentWidth = componentWidth
        for view in rowViews.values { view.removeFromSuperview() }
        rowViews = [:]
        selectedRow = rowCount == 0 ? -1 : Swift.min(Swift.max(selectedRow, 0), rowCount - 1)
        placeRows()
    }

    /// Insets keeping any row centrable, the content, the offset of the selection, and the visible rows.
    func placeRows() {
        let inset = Swift.max(0, (bounds.height - rowHeight) / 2)
        let insets = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        if !isDragging, !isDecelerating, !isAnimatingScroll, selectedRow >= 0, contentOffset != offset(of: selectedRow)
        {
            contentOffset = offset(of: selectedRow)
        }
        tileRows()
    }

    private var isAnimatingScroll: Bool { scroll.animation != nil }

    /// The offset that centres `row`.
    func offset(of row: Int) -> CGPoint { CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top) }

    /// The row nearest the middle now.
    var centredRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let position = ((contentOffset.y + contentInset.top) / rowHeight).rounded()
        guard position.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(position, 0), CGFloat(rowCount - 1)))
    }

    /// `position` (in rows) as a row of this column, clamped before it becomes an `Int`: an offset or row
    /// height far out must not trap (Reliability, "Hostile sizes").
    private func rowIndex(_ position: CGFloat) -> Int {
        guard position.isFinite else { return position > 0 ? rowCount - 1 : 0 }
        return Int(Swift.min(Swift.max(position.rounded(.down), 0), CGFloat(rowCount - 1)))
    }

    /// Makes the views of the rows on screen (asking the delegate), drops the others.
    private func tileRows() {
        guard let picker, rowCount > 0, rowHeight > 0, bounds.height > 0 else { return }
        let first = rowIndex(contentOffset.y / rowHeight)
        let last = rowIndex((contentOffset.y + bounds.height) / rowHeight)
        var reusable: [UIView] = []
        for (row, view) in rowViews where row < first || row > last {
            rowViews[row] = nil
            view.removeFromSuperview()
            reusable.append(view)
        }
        guard first <= last else { return }
        for row in first...last {
            let frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            if let view = rowViews[row] {
                if view.frame != frame { view.frame = frame }
                continue
            }
            let given = picker.delegate.map {
                $0.pickerView(picker, viewForRow: row, forComponent: component, reusing: reusable.popLast())
            }
            let view = given ?? picker.standardRowView(row: row, component: component, reusing: reusable.popLast())
            view.frame = frame
            rowViews[row] = view
            addSubview(view)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
    }

    // MARK: Selecting (PK3–PK5)

    func select(_ row: Int, animated: Bool, byUser: Bool) {
        selectedRow = row
        let target = offset(of: row)
        if byUser && animated && window != nil {
            tapScrollPending = true
            setContentOffset(target, animated: true)
            return
        }
        tapScrollPending = false
        setContentOffset(target, animated: animated)
        if byUser { picker?.userDidSelect(row: row, component: component) }
    }

    /// PK4: where a spin came to rest: the centred row becomes the selection and, when it changed, the
    /// delegate hears it once.
    private func settle() {
        let row = centredRow
        guard row >= 0 else { return }
        if contentOffset != offset(of: row) { contentOffset = offset(of: row) }
        guard row != selectedRow else { return }
        selectedRow = row
        picker?.userDidSelect(row: row, component: component)
    }

    /// PK5: a tap on a row that is not centred turns the wheel to it; it is selected when the wheel stops.
    private func rowTapped(_ tap: UITapGestureRecognizer) {
        guard rowCount > 0, rowHeight > 0 else { return }
        let y = tap.location(in: self).y
        let position = (y / rowHeight).rounded(.down)
        guard position.isFinite, position >= 0, position < CGFloat(rowCount) else { return }
        let row = Int(position)
        guard row != centredRow || contentOffset != offset(of: row) else { return }
        select(row, animated: true, byUser: true)
    }

    // MARK: UIScrollViewDelegate (PK4)

    /// PK4: a release's natural target moves to the nearest row's offset.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        guard rowCount > 0, rowHeight > 0 else { return }
        let position = ((targetContentOffset.pointee.y + contentInset.top) / rowHeight).rounded()
        let row = position.isFinite ? Int(Swift.min(Swift.max(position, 0), CGFloat(rowCount - 1))) : 0
        targetContentOffset.pointee = offset(of: row)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { tapScrollPending = false }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard tapScrollPending else { return }
        tapScrollPending = false
        picker?.userDidSelect(row: selectedRow, component: component)
    }

    // MARK: Accessibility (PK6): the component is one adjustable element

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }

    /// The selected row's title (VoiceOver adds the position: "3 of 12").
    override var accessibilityValue: String? {
        get {
            guard let picker, selectedRow >= 0 else { return nil }
            let title = picker.accessibilityTitle(row: selectedRow, component: component) ?? ""
            return "\(title), \(selectedRow + 1) of \(rowCount)"
        }
        set {}
    }

    /// PK6: VoiceOver's swipe up selects the next row, down the previous one; the delegate hears it.
    override func accessibilityIncrement() { step(by: 1) }
    override func accessibilityDecrement() { step(by: -1) }

    private func step(by delta: Int) {
        guard rowCount > 0 else { return }
        let row = Swift.min(Swift.max(selectedRow + delta, 0), rowCount - 1)
        guard row != selectedRow else { return }
        select(row, animated: false, byUser: true)
    }
}
