import Foundation

/// Row positions of a table, computed once per `reloadData()`, searched in O(log n).
struct TableRowLayout {
    struct Section {
        var headerOrigin: CGFloat = 0
        /// The y of each row's top, in order, and the y just past the last row.
        var rowOrigins: [CGFloat] = []
        var rowsEnd: CGFloat = 0
    }

    private(set) var sections: [Section] = []
    private(set) var contentHeight: CGFloat = 0

    init() {}

    @MainActor init(table: UITableView) {
        guard let dataSource = table.dataSource else { return }
        let delegate = table.tableDelegate
        var y: CGFloat = 0
        for section in 0..<Swift.max(dataSource.numberOfSections(in: table), 0) {
            var entry = Section(headerOrigin: y)
            y = Self.advance(
                y, by: delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight)
            let rows = Swift.max(dataSource.tableView(table, numberOfRowsInSection: section), 0)
            entry.rowOrigins.reserveCapacity(Swift.min(rows, 1 << 20))  // a data source may claim Int.max rows
            for row in 0..<rows {
                entry.rowOrigins.append(y)
                let indexPath = IndexPath(row: row, section: section)
                y = Self.advance(y, by: delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight)
            }
            entry.rowsEnd = y
            y = Self.advance(
                y, by: delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight)
            sections.append(entry)
        }
        contentHeight = y
    }

    /// Negative or non-finite heights from a data source count as 0 (bad input never crashes), and the
    /// running total stops at the largest finite value: rows of 1e308 must not make the content infinite.
    private static func advance(_ y: CGFloat, by height: CGFloat) -> CGFloat {
        let h = height.isFinite ? Swift.max(height, 0) : 0
        return Swift.min(y + h, .greatestFiniteMagnitude)
    }

    func frame(of indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat, midY: CGFloat, maxY: CGFloat)? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.rowOrigins.indices.contains(indexPath.row) else { return nil }
        let top = section.rowOrigins[indexPath.row]
        let bottom =
            indexPath.row + 1 < section.rowOrigins.count ? section.rowOrigins[indexPath.row + 1] : section.rowsEnd
        return (top, bottom - top, (top + bottom) / 2, bottom)
    }

    /// The row whose span holds `y`, by binary search.
    func indexPath(atY y: CGFloat) -> IndexPath? {
        for (index, section) in sections.enumerated() where !section.rowOrigins.isEmpty {
            guard y >= section.rowOrigins[0], y < section.rowsEnd else { continue }
            var low = 0
            var high = section.rowOrigins.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if section.rowOrigins[mid] <= y { low = mid } else { high = mid - 1 }
            }
            guard let frame = frame(of: IndexPath(row: low, section: index)), frame.height > 0 else { return nil }
            return IndexPath(row: low, section: index)
        }
        return nil
    }

    /// Every row that intersects `minY..<maxY`, in order.
    func indexPaths(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where !section.rowOrigins.isEmpty {
            guard section.rowsEnd > minY, section.rowOrigins[0] < maxY else { continue }
            var low = 0
            var high = section.rowOrigins.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if section.rowOrigins[mid] <= minY { low = mid } else { high = mid - 1 }
            }
            var row = low
            while row < section.rowOrigins.count, section.rowOrigins[row] < maxY {
                result.append(IndexPath(row: row, section: index))
                row += 1
            }
        }
        return result
    }
}

extension UITableView {
    /// Places the visible rows' cells, asking the data source only for rows coming into view and
    /// recycling the ones that left (S4).
    func layoutVisibleRows() {
        guard hasLoadedData, let dataSource else { return }
        let wanted = rowLayout.indexPaths(from: contentOffset.y, to: contentOffset.y + bounds.height)
        let wantedSet = Set(wanted)
        // In row order, never the dictionary's (it differs between processes, L2).
        for (indexPath, cell) in visibleStorage.sorted(by: { $0.key < $1.key }) where !wantedSet.contains(indexPath) {
            visibleStorage[indexPath] = nil
            recycle(cell)
        }
        for indexPath in wanted {
            guard let frame = rowLayout.frame(of: indexPath) else { continue }
            let cell: UITableViewCell
            if let existing = visibleStorage[indexPath] {
                cell = existing
            } else {
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                visibleStorage[indexPath] = cell
                cell.setSelected(indexPath == selectedStorage, animated: false)
            }
            cell.frame = CGRect(x: 0, y: frame.minY, width: bounds.width, height: frame.height)
            cell.layoutSubviews()
            if cell.superview !== self { insertSubview(cell, at: 0) }
        }
    }
}
