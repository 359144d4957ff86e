import Foundation

/// A table's row geometry without per-row storage of the row count (S4, TV3): every section holds its row
/// count, an estimate for rows not yet measured, and only the rows measured so far (sorted, with running
/// sums of their difference from the estimate). A data source may claim `Int.max` rows: positions are
/// arithmetic between measured rows, searched in O(log measured). A row the delegate estimated
/// (`estimatedHeightForRowAt`, TV13) is stored as a measured one flagged as an estimate, until measured.
struct TableRowModel {
    struct Section {
        var rowCount = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// The height of a row not measured yet.
        var estimate: CGFloat = 0
        /// Measured rows, ascending, and their heights.
        var rows: [Int] = []
        var heights: [CGFloat] = []
        /// `isEstimate[i]`: `heights[i]` is the delegate's estimate for `rows[i]`, not its measured height (TV13).
        var isEstimate: [Bool] = []
        /// `offsets[i]`: the sum of `heights[j] - estimate` for `j < i` (one more entry than `rows`).
        var offsets: [CGFloat] = [0]

        /// The index of the first measured row at or after `row`.
        func entry(atOrAfter row: Int) -> Int {
            var low = 0
            var high = rows.count
            while low < high {
                let mid = (low + high) / 2
                if rows[mid] < row { low = mid + 1 } else { high = mid }
            }
            return low
        }

        func isMeasured(_ row: Int) -> Bool {
            let index = entry(atOrAfter: row)
            return index < rows.count && rows[index] == row && !isEstimate[index]
        }

        /// Whether `row` has a height of its own, measured or estimated by the delegate (TV13).
        func isKnown(_ row: Int) -> Bool {
            let index = entry(atOrAfter: row)
            return index < rows.count && rows[index] == row
        }

        /// The top of `row` from the end of the header.
        func top(of row: Int) -> CGFloat { CGFloat(row) * estimate + offsets[entry(atOrAfter: row)] }

        func height(of row: Int) -> CGFloat {
            let index = entry(atOrAfter: row)
            return index < rows.count && rows[index] == row ? heights[index] : estimate
        }

        var rowsHeight: CGFloat { TableRowModel.clamp(CGFloat(rowCount) * estimate + offsets[rows.count]) }

        var height: CGFloat { TableRowModel.clamp(headerHeight + rowsHeight + footerHeight) }

        /// Records `row`'s height, replacing an earlier measurement or estimate.
        mutating func measure(_ row: Int, height: CGFloat) { record(row, height: height, isEstimate: false) }

        /// Records the delegate's estimate for `row` (TV13); a measured row keeps its height.
        mutating func estimate(_ row: Int, height: CGFloat) {
            guard !isKnown(row) else { return }
            record(row, height: height, isEstimate: true)
        }

        mutating func record(_ row: Int, height: CGFloat, isEstimate estimated: Bool) {
            let index = entry(atOrAfter: row)
            if index < rows.count, rows[index] == row {
                heights[index] = height
                isEstimate[index] = estimated
            } else {
                rows.insert(row, at: index)
                heights.insert(height, at: index)
                isEstimate.insert(estimated, at: index)
                offsets.insert(offsets[index], at: index)
            }
            for i in index..<rows.count { offsets[i + 1] = offsets[i] + (heights[i] - estimate) }
        }

        /// The row whose span holds `y` (from the end of the header); nil past the rows or in a
        /// zero-height row.
        func row(atY y: CGFloat) -> Int? {
            guard rowCount > 0, y >= 0, y < rowsHeight else { return nil }
            // The last measured row whose top is at or above y.
            var low = 0
            var high = rows.count
            while low < high {
                let mid = (low + high) / 2
                if CGFloat(rows[mid]) * estimate + offsets[mid] <= y { low = mid + 1 } else { high = mid }
            }
            let startRow: Int
            let startY: CGFloat
            if low == 0 {
                startRow = 0
                startY = 0
            } else {
                let i = low - 1
                let top = CGFloat(rows[i]) * estimate + offsets[i]
                if y < top + heights[i] { return heights[i] > 0 ? rows[i] : nil }
                startRow = rows[i] + 1
                startY = top + heights[i]
            }
            let limit = low < rows.count ? rows[low] : rowCount
            guard estimate > 0, startRow < limit else { return nil }
            let steps = ((y - startY) / estimate).rounded(.down)
            guard steps.isFinite else { return nil }
            let available = CGFloat(limit - 1 - startRow)
            return startRow + Int(Swift.min(Swift.max(steps, 0), available))
        }
    }

    private(set) var sections: [Section] = []
    /// `sectionTops[i]`: where section i starts (after the table's header view, TV9); one more entry, the end
    /// of the last section.
    private(set) var sectionTops: [CGFloat] = [0]
    /// The heights of the table's header and footer views (TV9).
    private(set) var tableHeaderHeight: CGFloat = 0
    private(set) var tableFooterHeight: CGFloat = 0

    var contentHeight: CGFloat { Self.clamp(sectionTops[sections.count] + tableFooterHeight) }

    init(sections: [Section] = [], tableHeaderHeight: CGFloat = 0, tableFooterHeight: CGFloat = 0) {
        self.sections = sections
        self.tableHeaderHeight = Self.sanitized(tableHeaderHeight)
        self.tableFooterHeight = Self.sanitized(tableFooterHeight)
        recomputeTops()
    }

    /// A new table header or footer view moves every section, or only the end (TV9).
    mutating func setTableHeights(header: CGFloat, footer: CGFloat) {
        let header = Self.sanitized(header)
        tableFooterHeight = Self.sanitized(footer)
        guard header != tableHeaderHeight else { return }
        tableHeaderHeight = header
        recomputeTops()
    }

    static func clamp(_ y: CGFloat) -> CGFloat { y.isFinite ? Swift.min(Swift.max(y, 0), .greatestFiniteMagnitude) : 0 }

    /// Negative or non-finite heights from a data source count as 0: bad input never crashes.
    static func sanitized(_ height: CGFloat) -> CGFloat { height.isFinite ? Swift.max(height, 0) : 0 }

    mutating func recomputeTops() {
        var tops = [CGFloat](repeating: tableHeaderHeight, count: sections.count + 1)
        for (index, section) in sections.enumerated() { tops[index + 1] = Self.clamp(tops[index] + section.height) }
        sectionTops = tops
    }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    func isMeasured(_ indexPath: IndexPath) -> Bool {
        contains(indexPath) && sections[indexPath.section].isMeasured(indexPath.row)
    }

    mutating func measure(_ indexPath: IndexPath, height: CGFloat) {
        guard contains(indexPath) else { return }
        sections[indexPath.section].measure(indexPath.row, height: Self.sanitized(height))
        recomputeTops()
    }

    func isKnown(_ indexPath: IndexPath) -> Bool {
        contains(indexPath) && sections[indexPath.section].isKnown(indexPath.row)
    }

    /// The delegate's estimate for a row not measured yet (TV13); the tops after it move.
    mutating func estimate(_ indexPath: IndexPath, height: CGFloat) {
        guard contains(indexPath) else { return }
        sections[indexPath.section].estimate(indexPath.row, height: Self.sanitized(height))
        recomputeTops()
    }

    /// The row before `indexPath` in table order, skipping empty sections.
    func indexPath(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            let count = sections[section].rowCount
            if count > 0 { return IndexPath(row: count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    /// The row's top and height in the table's content.
    func frame(of indexPath: IndexPath) -> (minY: CGFloat, height: CGFloat)? {
        guard contains(indexPath) else { return nil }
        let section = sections[indexPath.section]
        let top = Self.clamp(sectionTops[indexPath.section] + section.headerHeight + section.top(of: indexPath.row))
        return (top, section.height(of: indexPath.row))
    }

    /// The row whose span holds `y`.
    func indexPath(atY y: CGFloat) -> IndexPath? {
        guard y >= tableHeaderHeight, y < sectionTops[sections.count] else { return nil }
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sectionTops[mid + 1] <= y { low = mid + 1 } else { high = mid }
        }
        guard low < sections.count else { return nil }
        let local = y - sectionTops[low] - sections[low].headerHeight
        return sections[low].row(atY: local).map { IndexPath(row: $0, section: low) }
    }

    /// The row after `indexPath` in table order, skipping empty sections.
    func indexPath(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rowCount {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rowCount > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The first row of a visible window starting at `y`: the row holding y, else (y in a header or
    /// footer) the first row of the next section with rows.
    func firstIndexPath(from y: CGFloat) -> IndexPath? {
        if let found = indexPath(atY: Swift.max(y, 0)) { return found }
        for (index, section) in sections.enumerated() where section.rowCount > 0 && sectionTops[index + 1] > y {
            let local = y - sectionTops[index] - section.headerHeight
            if local >= section.rowsHeight { continue }
            return IndexPath(row: 0, section: index)
        }
        return nil
    }
}
