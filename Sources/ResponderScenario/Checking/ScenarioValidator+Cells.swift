import Foundation

/// Tables, collection views and their cell templates (S4, CV1; ScenarioFormat article, "Cell templates").
extension ScenarioValidator {
    /// A cell template's view or recognizer has one instance per cell: only its own template names it.
    mutating func outsideTemplate(_ id: String, _ kind: IDKind, _ path: String) -> Bool {
        guard let table = kind.template, !path.hasPrefix("views[\(table)].cell[") else { return false }
        error(
            "'\(id)' belongs to the cell template of '\(scenario.views[table].id)' (one per cell): only that "
                + "template can name it", path)
        return true
    }

    /// Parents and forwarding targets inside the template, no cycles.
    mutating func checkCellTemplate(_ table: ViewSpec, _ path: String) {
        let ids = table.cell.map(\.id)
        func outside(_ id: String) -> String {
            "'\(id)' is not a view of the cell template of '\(table.id)'"
                + (Suggestion.nearest(id, in: ids).map { " (did you mean '\($0)'?)" } ?? "")
        }
        func parent(of id: String) -> String? { table.cell.first { $0.id == id }?.parent }
        for (index, view) in table.cell.enumerated() {
            let itemPath = "\(path)[\(index)]"
            if let parent = view.parent {
                if parent == view.id {
                    error("a view cannot be its own parent", "\(itemPath).parent")
                } else if !ids.contains(parent) {
                    error(
                        outside(parent) + "; without 'parent' it goes in the cell's contentView", "\(itemPath).parent")
                } else {
                    // A cycle is reported once, at its first view in the file.
                    var current: String? = parent
                    var members = [view.id]
                    while let c = current, members.count <= ids.count, c != view.id {
                        members.append(c)
                        current = table.cell.first { $0.id == c }?.parent
                    }
                    let first = table.cell.firstIndex { members.contains($0.id) }
                    if current == view.id && first == index {
                        error(
                            "cycle in the cell template: \(LinkChains.describe(members))", "\(itemPath).parent")
                    }
                }
            }
            if case .forwardTo(let target)? = view.hitTest {
                let targetPath = "\(itemPath).hitTest.forwardTo"
                if !ids.contains(target) {
                    error(outside(target), targetPath)
                } else {
                    var current = parent(of: target)
                    var steps = 0
                    while let c = current, c != view.id, steps <= ids.count {
                        current = parent(of: c)
                        steps += 1
                    }
                    if current != view.id { error("'\(target)' is not inside '\(view.id)'", targetPath) }
                }
            }
        }
    }

    /// Tables and collection views cost what is visible (Reliability, "What bounds each stage"): UIKit makes a cell
    /// (and its template's views) per visible row or item, and so does the engine, so the cells of a file, counted with
    /// their template's views, are at most ``Limits/visibleRows`` at once (a view without a frame is taken as large
    /// as the largest screen); positions cost 8 bytes each, so a file has at most ``Limits/tableRows`` rows
    /// and items together.
    mutating func checkTables() {
        var totalRows = 0
        var totalVisible = 0
        for (index, view) in scenario.views.enumerated() where view.viewClass.hasCells {
            let isTable = view.viewClass == .tableview
            let countKey = isTable ? "rows" : "items"
            var rows = 0
            var size = CGSize(width: Limits.tallestScreen, height: Limits.tallestScreen)
            var item = isTable ? CGSize(width: size.width, height: 44) : CGSize(width: 50, height: 50)
            var spacing = (line: isTable ? 0.0 : 10.0, interitem: isTable ? 0.0 : 10.0)
            var horizontal = false
            for property in view.properties {
                switch (property.key, property.value) {
                case (countKey, .ints(let counts)): rows = counts.reduce(0) { $0 &+ max($1, 0) }
                case ("frame", .rect(let frame)): size = frame.size
                case ("rowHeight", .number(let value)) where value > 0: item.height = value
                case ("itemSize", .size(let s)) where s.width > 0 && s.height > 0: item = s
                case ("minimumLineSpacing", .number(let value)): spacing.line = value
                case ("minimumInteritemSpacing", .number(let value)): spacing.interitem = value
                case ("scrollDirection", .string(let s)): horizontal = s == "horizontal"
                default: break
                }
            }
            totalRows = totalRows &+ rows
            if rows < 0 || totalRows < 0 || totalRows > Limits.tableRows {
                let what = isTable ? "table rows" : "collection items and table rows"
                error("too many \(what) in the file (at most \(Limits.tableRows))", "views[\(index)].\(countKey)")
                return
            }
            if horizontal {
                size = CGSize(width: size.height, height: size.width)
                item = CGSize(width: item.height, height: item.width)
            }
            let across =
                isTable
                ? 1 : max(1, ((size.width + spacing.interitem) / (item.width + spacing.interitem)).rounded(.down))
            let lines = (size.height / (item.height + spacing.line)).rounded(.up) + (isTable ? 0 : 1)
            let visible = min(Double(rows), across * lines) * Double(1 + view.cell.count)
            totalVisible += Int(min(visible, Double(Limits.visibleRows + 1)))
            if totalVisible > Limits.visibleRows {
                let what = isTable ? "rows of table" : "items of collection view"
                let how = isTable ? "height / rowHeight" : "its size / itemSize"
                let key =
                    isTable ? "rowHeight" : (view.properties.contains { $0.key == "itemSize" } ? "itemSize" : "items")
                let templated = view.cell.isEmpty ? "" : " (counted with the \(view.cell.count) views of each cell)"
                let limit =
                    isTable && view.cell.isEmpty
                    ? "the tables of a file show at most \(Limits.visibleRows) rows"
                    : "the tables and collection views of a file show at most \(Limits.visibleRows) cells"
                error(
                    "\(Int(visible)) \(what) '\(view.id)' are visible at once (\(how))\(templated); \(limit)",
                    "views[\(index)].\(key)")
                return
            }
        }
    }
}
