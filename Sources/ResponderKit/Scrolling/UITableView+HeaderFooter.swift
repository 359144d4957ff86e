import Foundation

/// A section's header or footer, by section (TV10).
struct TableSupplementaryKey: Hashable, Comparable {
    let isFooter: Bool
    let section: Int

    static func < (a: Self, b: Self) -> Bool { (a.section, a.isFooter ? 1 : 0) < (b.section, b.isFooter ? 1 : 0) }
}

/// The table's header and footer views, the sections' ones on screen, and their reuse (TV9, TV10).
struct TableSupplementaryState {
    var registered: [String: UITableViewHeaderFooterView.Type] = [:]
    var pool: [String: [UITableViewHeaderFooterView]] = [:]
    /// On screen now, by section.
    var visible: [TableSupplementaryKey: UIView] = [:]
    /// Asked while measuring an automatic height and not reusable; shown when its section comes into view.
    var prepared: [TableSupplementaryKey: UIView] = [:]
}

extension UITableView {
    /// The reuse identifier of the views the table makes for text headers and footers (TV10).
    static let titleViewIdentifier = "UITableViewHeaderFooterView.title"
    /// A text header or footer is one line: its height in plain tables, and a grouped table's header
    /// (TV10; UIKit's follow the font and the content size category, undocumented).
    static let plainTitleHeight: CGFloat = 28
    static let groupedTitleHeaderHeight: CGFloat = 38

    func registerHeaderFooter(_ aClass: UITableViewHeaderFooterView.Type?, _ identifier: String) {
        supplementary.registered[identifier] = aClass
    }

    /// A view from the reuse pool, prepared for reuse, else one of the registered class; nil otherwise.
    func reusableHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = supplementary.pool[identifier], let view = pool.popLast() {
            supplementary.pool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return supplementary.registered[identifier].map { $0.init(responderKitRegistration: identifier) }
    }

    func visibleHeaderFooterView(_ section: Int, isFooter: Bool) -> UITableViewHeaderFooterView? {
        layoutVisibleRows()
        return supplementary.visible[TableSupplementaryKey(isFooter: isFooter, section: section)]
            as? UITableViewHeaderFooterView
    }

    /// The section's span in the table's content, header and footer included (TV9).
    func sectionRect(_ section: Int) -> CGRect {
        let model = loadedRowModel
        guard model.sections.indices.contains(section) else { return .zero }
        let top = model.sectionTops[section]
        return CGRect(x: 0, y: top, width: bounds.width, height: model.sectionTops[section + 1] - top)
    }

    /// Where the header is in the content, unpinned (TV11 pins it while it shows).
    func headerRect(_ section: Int) -> CGRect {
        let model = loadedRowModel
        guard model.sections.indices.contains(section) else { return .zero }
        let height = model.sections[section].headerHeight
        return CGRect(x: 0, y: model.sectionTops[section], width: bounds.width, height: height)
    }

    func footerRect(_ section: Int) -> CGRect {
        let model = loadedRowModel
        guard model.sections.indices.contains(section) else { return .zero }
        let height = model.sections[section].footerHeight
        return CGRect(x: 0, y: model.sectionTops[section + 1] - height, width: bounds.width, height: height)
    }

    // MARK: Heights (TV10)

    /// The header's or footer's height: the delegate's, else the table's; automatic is the delegate's
    /// view fitted to the table's width, else one line for a title, else none.
    func supplementaryHeight(isFooter: Bool, section: Int, dataSource: UITableViewDataSource) -> CGFloat {
        let delegate = tableDelegate
        let asked =
            isFooter
            ? delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            : delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        guard asked == Self.automaticDimension else { return TableRowModel.sanitized(asked) }
        let key = TableSupplementaryKey(isFooter: isFooter, section: section)
        if let view = supplementaryView(key, delegate) {
            let height = fittedHeight(of: view, isFooter: isFooter)
            // A reusable view goes back to the pool at once, so a table of many sections measures them all
            // with a few views; the delegate is asked again when the section shows (TV10).
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                supplementary.pool[identifier, default: []].append(reusable)
            } else {
                supplementary.prepared[key] = view
            }
            return height
        }
        return title(for: key, dataSource).map { _ in titleHeight(isFooter: isFooter) } ?? 0
    }

    private func titleHeight(isFooter: Bool) -> CGFloat {
        style == .plain || isFooter ? Self.plainTitleHeight : Self.groupedTitleHeaderHeight
    }

    private func fittedHeight(of view: UIView, isFooter: Bool) -> CGFloat {
        let target = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        let fitted = target.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        if fitted.isFinite && fitted > 0 { return fitted }
        if view.frame.height.isFinite && view.frame.height > 0 { return view.frame.height }
        if let header = view as? UITableViewHeaderFooterView, header.hasTitle { return titleHeight(isFooter: isFooter) }
        return 0
    }

    private func supplementaryView(_ key: TableSupplementaryKey, _ delegate: UITableViewDelegate?) -> UIView? {
        key.isFooter
            ? delegate?.tableView(self, viewForFooterInSection: key.section)
            : delegate?.tableView(self, viewForHeaderInSection: key.section)
    }

    private func title(for key: TableSupplementaryKey, _ dataSource: UITableViewDataSource) -> String? {
        let title =
            key.isFooter
            ? dataSource.tableView(self, titleForFooterInSection: key.section)
            : dataSource.tableView(self, titleForHeaderInSection: key.section)
        return title?.isEmpty == false ? title : nil
    }

    // MARK: Placing them (TV9, TV11)

    /// The heights of the table's own header and footer views, as they were when set (TV9).
    var tableHeaderFooterHeights: (header: CGFloat, footer: CGFloat) {
        (tableHeaderView?.frame.height ?? 0, tableFooterView?.frame.height ?? 0)
    }

    /// A new table header or footer view: the old one leaves, the new one is a subview; the rows move.
    func replaceTableView(_ old: UIView?, with new: UIView?) {
        if old !== new, old?.superview === self { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        let heights = tableHeaderFooterHeights
        rowModel.setTableHeights(header: heights.header, footer: heights.footer)
        updateContentSize()
        setNeedsLayout()
    }

    /// Every header and footer on screen leaves (a reload or an update asks again).
    func recycleSupplementaryViews() {
        for (key, view) in supplementary.visible.sorted(by: { $0.key < $1.key }) { recycle(view, key: key) }
        supplementary.visible.removeAll()
        supplementary.prepared.removeAll()
    }

    /// The table's header at the top and footer at the end; the visible sections' headers and footers
    /// above their rows, pinned to the visible top and bottom in a plain table (TV11).
    func layoutSupplementaryViews() {
        let model = rowModel
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: model.tableHeaderHeight)
        tableFooterView?.frame = CGRect(
            x: 0, y: model.sectionTops[model.sections.count], width: bounds.width, height: model.tableFooterHeight)
        let wanted = bounds.height > 0 ? visibleSupplementaryFrames(model) : [:]
        for (key, view) in supplementary.visible.sorted(by: { $0.key < $1.key }) where wanted[key] == nil {
            supplementary.visible[key] = nil
            recycle(view, key: key)
        }
        guard let dataSource else { return }
        for (key, frame) in wanted.sorted(by: { $0.key < $1.key }) {
            if let view = supplementary.visible[key] {
                view.frame = frame
                continue
            }
            guard let view = makeSupplementaryView(key, dataSource) else { continue }
            view.frame = frame
            addSubview(view)
            view.layoutIfNeeded()
            supplementary.visible[key] = view
            if key.isFooter {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
            } else {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
            }
        }
    }

    private func visibleSupplementaryFrames(_ model: TableRowModel) -> [TableSupplementaryKey: CGRect] {
        let top = contentOffset.y
        let bottom = top + bounds.height
        let pins = style == .plain
        var frames: [TableSupplementaryKey: CGRect] = [:]
        var index = firstSection(endingAfter: top, model)
        var count = 0
        while index < model.sections.count, model.sectionTops[index] < bottom, count < Self.visibleRowLimit {
            let section = model.sections[index]
            let start = model.sectionTops[index]
            let end = model.sectionTops[index + 1]
            if section.headerHeight > 0 {
                var y = start
                if pins {
                    let latest = end - section.footerHeight - section.headerHeight
                    y = Swift.max(start, Swift.min(top + adjustedContentInset.top, latest))
                }
                frames[TableSupplementaryKey(isFooter: false, section: index)] = CGRect(
                    x: 0, y: y, width: bounds.width, height: section.headerHeight)
            }
            if section.footerHeight > 0 {
                var y = end - section.footerHeight
                if pins {
                    let earliest = start + section.headerHeight
                    y = Swift.min(y, Swift.max(bottom - adjustedContentInset.bottom - section.footerHeight, earliest))
                }
                frames[TableSupplementaryKey(isFooter: true, section: index)] = CGRect(
                    x: 0, y: y, width: bounds.width, height: section.footerHeight)
            }
            index += 1
            count += 1
        }
        return frames.filter { $0.value.maxY > top && $0.value.minY < bottom }
    }

    /// The first section whose span ends below `y`.
    private func firstSection(endingAfter y: CGFloat, _ model: TableRowModel) -> Int {
        var low = 0
        var high = model.sections.count
        while low < high {
            let mid = (low + high) / 2
            if model.sectionTops[mid + 1] <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func makeSupplementaryView(_ key: TableSupplementaryKey, _ dataSource: UITableViewDataSource) -> UIView? {
        if let view = supplementary.prepared.removeValue(forKey: key) { return view }
        if let view = supplementaryView(key, tableDelegate) { return view }
        guard let title = title(for: key, dataSource) else { return nil }
        let view =
            reusableHeaderFooterView(Self.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        view.textLabel?.text = title
        return view
    }

    private func recycle(_ view: UIView, key: TableSupplementaryKey) {
        view.removeFromSuperview()
        if key.isFooter {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        }
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else {
            return
        }
        supplementary.pool[identifier, default: []].append(reusable)
    }

    /// A touch on a section's header or footer (or the table's) selects no row, even over one (TV11).
    /// A table with none of them answers at once, and the visible ones are searched by a loop: every tap on a
    /// row asks (`dispatch.tap.table1000`), and a closure handed to `contains(where:)` carries an executor check.
    func touchIsOnSupplementaryView(_ touch: UITouch) -> Bool {
        let header = tableHeaderView
        let footer = tableFooterView
        let visible = supplementary.visible
        if header == nil && footer == nil && visible.isEmpty { return false }
        var view = touch.view
        while let current = view, current !== self {
            if current === header || current === footer { return true }
            if current.superview === self {
                for shown in visible.values where shown === current { return true }
            }
            view = current.superview
        }
        return false
    }
}
