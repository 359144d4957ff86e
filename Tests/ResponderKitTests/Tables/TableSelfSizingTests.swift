import Foundation
import ResponderKit
import Testing

/// TV3: `UITableView.automaticDimension` rows take the height their content view's constraints give at
/// the row's width, solved by the layout engine; a content view whose constraints give none gets 44.
@MainActor @Suite struct TableSelfSizingTests {
    /// A cell whose content view holds one box: 8 pt above and below, as tall as its height constraint.
    final class BoxCell: UITableViewCell {
        let box = UIView()
        let boxHeight: NSLayoutConstraint
        override init(style: CellStyle, reuseIdentifier: String?) {
            boxHeight = box.heightAnchor.constraint(equalToConstant: 10)
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

    final class Source: UITableViewDataSource {
        var identifier = "box"
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            (cell as? BoxCell)?.boxHeight.constant = CGFloat(20 + indexPath.row)
            return cell
        }
    }

    private func scene(_ identifier: String) -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        let source = Source()
        source.identifier = identifier
        table.dataSource = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        return (simulator, table, source)
    }

    @Test("TV3: self-sizing rows are 8 + box + 8 tall, the box laid out inside each by the engine")
    func selfSizing() {
        let (simulator, table, source) = scene("box")
        var y: CGFloat = 0
        for row in 0..<10 {
            let rect = table.rect(forRowAt: IndexPath(row: row, section: 0))
            #expect(rect == CGRect(x: 0, y: y, width: 375, height: CGFloat(36 + row)))
            y += CGFloat(36 + row)
        }
        simulator.window.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0)) as? BoxCell
        #expect(cell?.box.frame == CGRect(x: 16, y: 8, width: 343, height: 23))
        // Only the visible rows (0..<n) are measured; the rest count at the estimate.
        let n = table.indexPathsForVisibleRows?.count ?? 0
        #expect(table.indexPathsForVisibleRows == (0..<n).map { IndexPath(row: $0, section: 0) })
        let measured = (0..<n).reduce(CGFloat(0)) { $0 + CGFloat(36 + $1) }
        #expect(table.contentSize.height == measured + CGFloat(1000 - n) * 60)
        #expect(simulator.issues.isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test("TV3: a content view whose constraints give no height gets UIKit's 44, with UIKit's warning once")
    func collapsedContent() {
        let (simulator, table, source) = scene("plain")
        #expect(table.rect(forRowAt: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rect(forRowAt: IndexPath(row: 5, section: 0)).height == 44)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("constraints ambiguously suggest a height of zero") == true)
        withExtendedLifetime(source) {}
    }
}
