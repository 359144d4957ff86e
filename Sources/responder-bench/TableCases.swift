import Foundation
import ResponderKit

/// `layout.table1000`: a 1,000-row table of self-sizing cells (Auto Layout, TV3), scrolled by one
/// screenful and laid out: the new rows' cells come from the reuse pool, are configured (a constraint
/// constant per row) and laid out by the window's engine. Goal: ≤ 1 ms per screenful.
/// `layout.table1000.smallscroll`: the same table scrolled 8 pt per operation (a frame of a slow scroll),
/// where one row joins or leaves at a time (LY15's incremental joins).
@MainActor enum TableScenes {
    final class BoxCell: UITableViewCell {
        let box = UIView()
        let boxHeight: NSLayoutConstraint

        override init(style: CellStyle, reuseIdentifier: String?) {
            boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                boxHeight,
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class Rows: UITableViewDataSource {
        var configured = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
            (cell as? BoxCell)?.boxHeight.constant = CGFloat(20 + indexPath.row % 40)
            configured += 1
            return cell
        }
    }

    static func selfSizingTable() -> (EventSimulator, UITableView, Rows) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 56
        let rows = Rows()
        table.dataSource = rows
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        return (simulator, table, rows)
    }
}

extension BenchmarkSuite {
    func tableCases() -> [BenchCase] {
        let (simulator, table, rows) = TableScenes.selfSizingTable()
        let screen = table.bounds.height
        let (smallSimulator, small, _) = TableScenes.selfSizingTable()
        return [
            BenchCase(
                name: "layout.table1000", countedOperations: 50,
                operation: {
                    let before = rows.configured
                    var y = table.contentOffset.y + screen
                    if y > table.contentSize.height - screen { y = 0 }
                    table.contentOffset = CGPoint(x: 0, y: y)
                    simulator.window.layoutIfNeeded()
                    precondition(rows.configured > before && simulator.issues.isEmpty)
                }, baseline: nil),
            BenchCase(
                name: "layout.table1000.smallscroll", countedOperations: 200,
                operation: {
                    // One frame of a slow scroll (8 pt): a row joins or leaves every few frames (LY15).
                    var y = small.contentOffset.y + 8
                    if y > small.contentSize.height - screen { y = 0 }
                    small.contentOffset = CGPoint(x: 0, y: y)
                    smallSimulator.window.layoutIfNeeded()
                    precondition(smallSimulator.issues.isEmpty)
                }, baseline: nil),
        ]
    }
}
