import Foundation
import ResponderKit
import Testing

/// The engine's constant-edit paths (LY6) must give what re-making gives: a moved translating view's
/// autoresizing constraints take new constants (LY19), and a view fitted again edits its last fitting
/// engine (LY17). Oracles: the rebuilt engine (LY15, as `IncrementalSubtreeTests`) and a fresh copy of
/// the fitted subtree, fitted once.
@MainActor @Suite struct LayoutEditPathTests {
    typealias Seeded = IncrementalSubtreeTests.Seeded

    static let masks: [UIView.AutoresizingMask] = [
        [], [.flexibleWidth], [.flexibleWidth, .flexibleHeight], [.flexibleLeftMargin, .flexibleRightMargin],
        [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin], [.flexibleTopMargin, .flexibleHeight],
    ]
    /// Masks that keep the size: an inner view never gets a negative size when its outer view shrinks
    /// (a negative size is not a frame that re-making its constraints can say).
    static let fixedSizeMasks: [UIView.AutoresizingMask] = [
        [], [.flexibleLeftMargin, .flexibleRightMargin], [.flexibleTopMargin],
        [.flexibleRightMargin, .flexibleBottomMargin],
    ]

    @Test(
        "LY19, LY6: frames and masks set by code move translating views as a rebuilt engine does (5 seeds × 60 steps)")
    func autoresizingEditsMatchRebuild() {
        for seed in UInt64(1)...5 {
            var random = Seeded(state: seed)
            let simulator = EventSimulator()
            let container = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(container)
            var movable: [UIView] = []
            var outers: [UIView] = []
            for index in 0..<6 {
                let outer = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 90, width: 300, height: 80))
                outer.autoresizingMask = Self.masks.randomElement(using: &random)!
                let inner = UIView(frame: CGRect(x: 5, y: 5, width: 200, height: 50))
                inner.autoresizingMask = Self.fixedSizeMasks.randomElement(using: &random)!
                let pinned = UIView()
                pinned.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(outer)
                outer.addSubview(inner)
                inner.addSubview(pinned)
                NSLayoutConstraint.activate([
                    pinned.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 4),
                    pinned.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: -4),
                    pinned.topAnchor.constraint(equalTo: inner.topAnchor, constant: 2),
                    pinned.heightAnchor.constraint(equalTo: inner.heightAnchor, multiplier: 0.5),
                ])
                outers.append(outer)
                movable += [outer, inner]
            }
            simulator.window.layoutIfNeeded()
            for step in 0..<60 {
                let view = movable.randomElement(using: &random)!
                func value(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &random)) }
                switch Int.random(in: 0..<5, using: &random) {
                // Within the container's first size, which only grows: no part of a mask gets negative.
                case 0: view.frame.origin = CGPoint(x: value(0...60), y: value(0...500))
                case 1: view.frame.size = CGSize(width: value(0...300), height: value(0...120))
                case 2:
                    let outer = outers.contains { $0 === view }
                    view.autoresizingMask = (outer ? Self.masks : Self.fixedSizeMasks).randomElement(using: &random)!
                case 3: view.center.x += value(-20...20) / 2
                default:
                    container.frame.size = CGSize(
                        width: max(container.frame.width, value(375...420)),
                        height: max(container.frame.height, value(667...760)))
                }
                simulator.window.layoutIfNeeded()
                let edited = IncrementalSubtreeTests.frames(simulator.window)
                simulator.window.translatesAutoresizingMaskIntoConstraints = false
                simulator.window.translatesAutoresizingMaskIntoConstraints = true
                simulator.window.layoutIfNeeded()
                #expect(IncrementalSubtreeTests.frames(simulator.window) == edited, "seed \(seed) step \(step)")
            }
            #expect(simulator.issues.isEmpty, "seed \(seed)")
        }
    }

    /// What a fitted content view is made of; `make()` builds it anew (the oracle's fresh subtree).
    @MainActor struct Recipe {
        var height: CGFloat = 20
        var insets: [CGFloat] = [8, 8, 16, 16]
        var heightPriority: Float = 999
        var extraBottom: CGFloat?
        var labelText: String?
        var boxTranslates = false

        func make() -> (content: UIView, box: UIView, height: NSLayoutConstraint, extra: NSLayoutConstraint?) {
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = boxTranslates
            content.addSubview(box)
            let height = box.heightAnchor.constraint(equalToConstant: self.height)
            height.priority = UILayoutPriority(heightPriority)
            var constraints =
                boxTranslates
                ? []
                : [
                    box.topAnchor.constraint(equalTo: content.topAnchor, constant: insets[0]),
                    box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -insets[1]),
                    box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: insets[2]),
                    box.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -insets[3]),
                    height,
                ]
            var extra: NSLayoutConstraint?
            if let extraBottom {
                let made = content.heightAnchor.constraint(greaterThanOrEqualToConstant: extraBottom)
                constraints.append(made)
                extra = made
            }
            if let labelText {
                let label = UILabel()
                label.text = labelText
                label.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(label)
                constraints += [
                    label.topAnchor.constraint(equalTo: box.bottomAnchor),
                    label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                ]
            }
            NSLayoutConstraint.activate(constraints)
            return (content, box, height, extra)
        }
    }

    @Test("LY17, LY6: a view fitted again gives what a fresh copy of it gives (3 seeds × 80 fits)")
    func refittingMatchesFreshFit() {
        for seed in UInt64(1)...3 {
            var random = Seeded(state: seed)
            var recipe = Recipe()
            var fitted = recipe.make()
            for step in 0..<80 {
                func value(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(Int.random(in: range, using: &random)) }
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1:
                    recipe.height = value(0...80)
                    fitted.height.constant = recipe.height
                case 2:
                    recipe.heightPriority = [999, 750, 500, 40].randomElement(using: &random)!
                    fitted.height.priority = UILayoutPriority(recipe.heightPriority)
                case 3:
                    // A constraint added or removed: the kept engine no longer matches the subtree.
                    if let extra = fitted.extra {
                        extra.isActive = false
                        fitted.extra = nil
                        recipe.extraBottom = nil
                    } else {
                        recipe.extraBottom = value(0...120)
                        let made = fitted.content.heightAnchor.constraint(
                            greaterThanOrEqualToConstant: recipe.extraBottom!)
                        made.isActive = true
                        fitted.extra = made
                    }
                case 4:
                    // Views with intrinsic sizes or autoresizing constraints: a new engine each time.
                    recipe.labelText = Bool.random(using: &random) ? "some text" : nil
                    recipe.boxTranslates = Int.random(in: 0..<4, using: &random) == 0
                    fitted = recipe.make()
                default: break
                }
                let width = value(100...400)
                let vertical: UILayoutPriority = Bool.random(using: &random) ? .fittingSizeLevel : .defaultLow
                let target = CGSize(width: width, height: value(0...200))
                let size = fitted.content.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: vertical)
                let fresh = recipe.make().content.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: vertical)
                #expect(size == fresh, "seed \(seed) step \(step)")
                #expect(fitted.content.frame == CGRect(x: 0, y: 0, width: 320, height: 44), "LY17: frame unchanged")
            }
        }
    }

    @Test("LY17: a table's self-sizing rows keep their heights when cells are reused for other rows (TV3)")
    func reusedCellsMeasureEachRow() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 56
        let rows = RowHeights()
        table.dataSource = rows
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        for _ in 0..<6 {
            table.contentOffset.y += table.bounds.height
            simulator.window.layoutIfNeeded()
        }
        for cell in table.visibleCells {
            guard let indexPath = table.indexPath(for: cell) else { continue }
            // box height + 8 above and below, as a fresh fitting engine gives for that row alone
            #expect(cell.frame.height == rows.height(indexPath.row) + 16, "row \(indexPath.row)")
        }
        #expect(simulator.issues.isEmpty)
    }

    final class BoxCell: UITableViewCell {
        let box = UIView()
        lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 20)

        override init(style: CellStyle, reuseIdentifier: String?) {
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

    @MainActor final class RowHeights: UITableViewDataSource {
        func height(_ row: Int) -> CGFloat { CGFloat(20 + (row * 7) % 41) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath)
            (cell as? BoxCell)?.boxHeight.constant = height(indexPath.row)
            return cell
        }
    }
}
