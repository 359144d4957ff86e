import Foundation

/// A spinning-wheel picker (PK1–PK7). Each component is a column of rows that a vertical drag spins on
/// the virtual clock; a release decelerates and snaps to a row, and only then does the delegate hear
/// `didSelectRow` (PK4). A tap on a visible row that is not centred turns the wheel to it and selects it
/// (PK5). Each component is one adjustable accessibility element (PK6).
@preconcurrency @MainActor open class UIPickerView: UIView {
    /// PK2: the picker's own size and a row's standard height (iOS 14 and later wheels; undocumented:
    /// Fidelity notes).
    static let standardSize = CGSize(width: 320, height: 216)
    public static let standardRowHeight: CGFloat = 32

    open weak var dataSource: UIPickerViewDataSource? { didSet { needsReload = true } }
    open weak var delegate: UIPickerViewDelegate? { didSet { needsReload = true } }
    @available(*, deprecated, message: "the selection indicator is always shown since iOS 7")
    open var showsSelectionIndicator = false

    var columns: [PickerColumn] = []
    private var needsReload = true
    /// While the columns are being made: the width each component's default takes (PK2).
    private var loadingComponentCount = 0

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// PK2: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { Self.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.standardSize }

    // MARK: Components and rows (PK1)

    /// The count the data source gave at the last load (loaded on first use, as UIKit caches it).
    open var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        column(component, "numberOfRows(inComponent:)")?.rowCount ?? 0
    }

    /// PK2: the component's width and row height, as the delegate gave them at the last load.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let column = column(component, "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: column.componentWidth, height: column.rowHeight)
    }

    /// The view shown for `row` while it is on screen; nil when it is not (UIKit's documented answer).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let column = column(component, "view(forRow:forComponent:)") else { return nil }
        layoutIfNeeded()
        return column.rowViews[row]
    }

    /// PK1: asks the data source and delegate again for everything; selections are kept where still valid.
    open func reloadAllComponents() {
        needsReload = true
        loadIfNeeded()
    }

    /// PK1: asks again for one component's rows, height and width; its selection is kept where still valid.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard let column = column(component, "reloadComponent(_:)") else { return }
        configure(column)
        setNeedsLayout()
    }

    // MARK: Selection (PK3)

    /// PK3: centres `row` at once (or turning the wheel on the virtual clock when `animated`); the
    /// delegate's `didSelectRow` is not called, as in UIKit. An out-of-range row is reported and ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let column = column(component, "selectRow(_:inComponent:animated:)") else { return }
        guard column.rowCount > 0, row >= 0, row < column.rowCount else {
            Diagnostics.report(
                "UIPickerView.selectRow(_:inComponent:animated:): row \(row) is out of range for component "
                    + "\(component) (0..<\(column.rowCount))", application: window?.application ?? UIApplication.shared)
            return
        }
        column.select(row, animated: animated, byUser: false)
    }

    /// The centred row; -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        column(component, "selectedRow(inComponent:)")?.selectedRow ?? -1
    }

    // MARK: Loading and layout

    /// The component, or nil with a report naming the method when it does not exist.
    private func column(_ component: Int, _ method: String) -> PickerColumn? {
        loadIfNeeded()
        guard columns.indices.contains(component) else {
            Diagnostics.report(
                "UIPickerView.\(method): component \(component) is out of range (0..<\(columns.count))",
                application: window?.application ?? UIApplication.shared)
            return nil
        }
        return columns[component]
    }

    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let count = Swift.max(0, dataSource.map { $0.numberOfComponents(in: self) } ?? 0)
        loadingComponentCount = count
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumn(picker: self, component: columns.count)
            columns.append(column)
            addSubview(column)
        }
        for column in columns { configure(column) }
        setNeedsLayout()
    }

    private func configure(_ column: PickerColumn) {
        let component = column.component
        let rows = Swift.max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        let width = delegate?.pickerView(self, widthForComponent: component) ?? equalComponentWidth
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.standardRowHeight
        column.reload(
            rowCount: rows, rowHeight: height.isFinite && height > 0 ? height : Self.standardRowHeight,
            componentWidth: width.isFinite && width >= 0 ? width : equalComponentWidth)
    }

    /// PK2: the width each component gets when the delegate does not say: the bounds shared equally.
    public var equalComponentWidth: CGFloat {
        let count = Swift.max(1, columns.isEmpty ? loadingComponentCount : columns.count)
        return (bounds.width > 0 ? bounds.width : Self.standardSize.width) / CGFloat(count)
    }

    /// PK2: components side by side from the leading edge, each its width, centred as a group; each column
    /// is the picker's full height with its selected row in the middle.
    open override func layoutSubviews() {
        loadIfNeeded()
        super.layoutSubviews()
        let total = columns.reduce(0) { $0 + $1.componentWidth }
        var x = Swift.max(0, (bounds.width - total) / 2)
        for column in columns {
            let frame = CGRect(x: x, y: 0, width: column.componentWidth, height: bounds.height)
            if column.frame != frame { column.frame = frame }
            column.placeRows()
            x += column.componentWidth
        }
    }

    /// The row view UIKit shows when the delegate gives none (PK1): a centred label of the attributed
    /// title, else the title, reusing `view` when it is one.
    public func standardRowView(row: Int, component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel(frame: .zero)
        label.textAlignment = .center
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// The title VoiceOver reads for a row (PK6): the label's text, or "row N".
    func accessibilityTitle(row: Int, component: Int) -> String? {
        guard row >= 0 else { return nil }
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = delegate?.pickerView(self, titleForRow: row, forComponent: component) { return title }
        if let label = columns[component].rowViews[row] as? UILabel, let text = label.text { return text }
        return "\(row + 1)"
    }

    /// PK4: the user chose a row (a spin settled, a tap, VoiceOver): the delegate hears it.
    func userDidSelect(row: Int, component: Int) {
        window?.application?.tracer?.record(
            .info("picker component \(component) selected row \(row) (PK4)", kind: "control"))
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
