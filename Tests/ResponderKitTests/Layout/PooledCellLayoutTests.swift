import Foundation
import ResponderKit
import Testing

/// LY15: a pooled cell keeps its layout records, autoresizing constraints and their solver forms while it
/// is out of the window, and takes them again when it is shown for another row. The oracle is a freshly
/// built engine: after every scroll the frames are read, the window's engine is rebuilt from the tree
/// (switching the window's `translatesAutoresizingMaskIntoConstraints` off and on again, LY15), which
/// makes every record and constraint form anew, and every frame must come out the same.
@MainActor @Suite struct PooledCellLayoutTests {
    typealias Seeded = IncrementalSubtreeTests.Seeded

    /// A self-sizing cell whose constraints change with its row while it is in the pool: a box's height
    /// (a constant), a label's text (its intrinsic size, LY14), an optional width's priority (a new
    /// strength: its solver form is made again) and a margin's constant.
    final class VariedCell: UITableViewCell {
        let box = UIView()
        let label = UILabel()
        lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 20)
        lazy var boxWidth = box.widthAnchor.constraint(equalToConstant: 120)
        lazy var leading = box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            for view in [box, label] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            boxWidth.priority = .defaultLow
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                leading, boxHeight, boxWidth,
                label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
                label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
                label.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(row: Int) {
            boxHeight.constant = CGFloat(12 + (row * 13) % 47)
            boxWidth.constant = CGFloat(40 + (row * 29) % 200)
            boxWidth.priority = row % 3 == 0 ? .defaultHigh : .defaultLow
            leading.constant = CGFloat(8 + row % 3 * 4)
            label.text = String(repeating: "w", count: 1 + (row * 7) % 23)
        }
    }

    @MainActor final class Rows: UITableViewDataSource {
        var count = 400
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "varied", for: indexPath)
            (cell as? VariedCell)?.configure(row: indexPath.row)
            return cell
        }
    }

    @Test("LY15, TV3: pooled cells shown again lay out as a freshly built engine lays them out (3 seeds × 60 scrolls)")
    func pooledCellsMatchFreshEngine() {
        for seed in UInt64(1)...3 {
            var random = Seeded(state: seed)
            let simulator = EventSimulator()
            let table = UITableView(frame: simulator.window.bounds, style: .plain)
            table.rowHeight = UITableView.automaticDimension
            table.estimatedRowHeight = 56
            let rows = Rows()
            table.dataSource = rows
            table.register(VariedCell.self, forCellReuseIdentifier: "varied")
            simulator.window.addSubview(table)
            simulator.window.layoutIfNeeded()
            var returned = 0
            var shown: Set<ObjectIdentifier> = []
            var visible: Set<ObjectIdentifier> = []
            for step in 0..<60 {
                let maxOffset = max(0, table.contentSize.height - table.bounds.height)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: table.contentOffset.y = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random))
                case 1: table.contentOffset.y = min(maxOffset, table.contentOffset.y + table.bounds.height)
                case 2: table.frame.size.width = CGFloat(Int.random(in: 280...375, using: &random))
                case 3: table.reloadData()
                default:
                    let delta = CGFloat(Int.random(in: -120...120, using: &random))
                    table.contentOffset.y = min(maxOffset, max(0, table.contentOffset.y + delta))
                }
                simulator.window.layoutIfNeeded()
                let now = Set(table.visibleCells.map(ObjectIdentifier.init))
                // Shown before, out of the window at the last step, shown again: back from the pool.
                returned += now.subtracting(visible).intersection(shown).count
                shown.formUnion(now)
                visible = now
                let pooled = IncrementalSubtreeTests.frames(simulator.window)
                simulator.window.translatesAutoresizingMaskIntoConstraints = false
                simulator.window.translatesAutoresizingMaskIntoConstraints = true
                simulator.window.layoutIfNeeded()
                #expect(IncrementalSubtreeTests.frames(simulator.window) == pooled, "seed \(seed) step \(step)")
            }
            #expect(returned > 100, "LY15: cells came back from the pool (seed \(seed))")
            #expect(simulator.issues.isEmpty, "seed \(seed)")
        }
    }
}
