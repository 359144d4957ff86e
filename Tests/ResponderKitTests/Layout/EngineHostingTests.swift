import Foundation
import Testing

@testable import ResponderKit

/// LY36: table and collection cells host their own engine. The oracle is the same screen with hosting
/// off (`LayoutHosting.isEnabled = false`: one engine per window, LY15), driven by the same seeded steps;
/// after every step every view's frame must be the same.
@MainActor @Suite struct EngineHostingTests {
    /// A table of `count` rows of `HostingBoxCell`s (kind 0), not yet in the window; the caller keeps
    /// `rows` (the table's data source is weak).
    static func boxTable(seed: UInt64, count: Int, rowHeight: CGFloat) -> (EventSimulator, UITableView, HostingRows) {
        let simulator = EventSimulator()
        var random = Seeded(state: seed)
        let rows = HostingRows(&random, count: count)
        for index in rows.models.indices { rows.models[index].kind = 0 }
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = rowHeight
        table.register(HostingBoxCell.self, forCellReuseIdentifier: "box")
        table.dataSource = rows
        return (simulator, table, rows)
    }

    typealias Seeded = IncrementalSubtreeTests.Seeded

    /// Builds the screen and runs `steps` seeded steps, returning the window's frames after each step and
    /// the issues logged. Hosting is on or off for the whole run (cells are made lazily by the table).
    static func run(seed: UInt64, hosting: Bool, steps: Int) -> (frames: [[CGRect]], issues: [String]) {
        let saved = LayoutHosting.isEnabled
        LayoutHosting.isEnabled = hosting
        defer { LayoutHosting.isEnabled = saved }
        var random = Seeded(state: seed)
        let simulator = EventSimulator()
        let window = simulator.window
        let rows = HostingRows(&random, count: 120)
        let header = UILabel()
        header.text = "Header"
        let table = UITableView(frame: .zero, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        table.register(HostingBoxCell.self, forCellReuseIdentifier: "box")
        table.register(HostingRequiredBoxCell.self, forCellReuseIdentifier: "rbox")
        table.register(HostingLabelCell.self, forCellReuseIdentifier: "label")
        table.register(HostingStackCell.self, forCellReuseIdentifier: "stack")
        table.dataSource = rows
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(HostingItemCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = rows
        collection.delegate = rows
        for view in [header, table, collection] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let guide = window.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor, constant: 4),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            table.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
            table.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            table.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.6),
            collection.topAnchor.constraint(equalTo: table.bottomAnchor),
            collection.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            collection.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            collection.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        let scale = window.screen.scale
        var frames = [snapped(IncrementalSubtreeTests.frames(window), scale)]
        for _ in 0..<steps {
            step(&random, table: table, collection: collection, rows: rows, simulator: simulator)
            window.layoutIfNeeded()
            frames.append(snapped(IncrementalSubtreeTests.frames(window), scale))
        }
        return (frames, simulator.issues)
    }

    /// Edges on the pixel grid. With one engine per window a cell whose subtree has constraints is in the
    /// window's engine, which writes back the frame the table or collection set rounded to the pixel
    /// (LY21); a hosted cell keeps the frame as set (a flow layout's fractional positions). Everything
    /// else must be identical.
    static func snapped(_ frames: [CGRect], _ scale: CGFloat) -> [CGRect] {
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return frames.map { frame in
            let x = snap(frame.minX)
            let y = snap(frame.minY)
            return CGRect(x: x, y: y, width: snap(frame.maxX) - x, height: snap(frame.maxY) - y)
        }
    }

    static func step(
        _ random: inout Seeded, table: UITableView, collection: UICollectionView, rows: HostingRows,
        simulator: EventSimulator
    ) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2:
            let limit = max(0, table.contentSize.height - table.bounds.height)
            table.contentOffset.y = min(
                limit, max(0, table.contentOffset.y + CGFloat.random(in: -300...700, using: &random)))
        case 3:
            let limit = max(0, collection.contentSize.height - collection.bounds.height)
            collection.contentOffset.y = min(
                limit, max(0, collection.contentOffset.y + CGFloat.random(in: -100...250, using: &random)))
        case 4:
            let at = Int.random(in: 0...rows.models.count, using: &random)
            rows.models.insert(HostingRows.Model(&random), at: at)
            table.insertRows(at: [IndexPath(row: at, section: 0)], with: .none)
        case 5 where rows.models.count > 10:
            let at = Int.random(in: 0..<rows.models.count, using: &random)
            rows.models.remove(at: at)
            table.deleteRows(at: [IndexPath(row: at, section: 0)], with: .none)
        case 6:
            for index in rows.models.indices where Bool.random(using: &random) { rows.models[index] = .init(&random) }
            rows.items = rows.models
            table.reloadData()
            collection.reloadData()
        case 7:
            let orientation: UIInterfaceOrientation =
                simulator.interfaceOrientation.isPortrait ? .landscapeLeft : .portrait
            simulator.rotate(to: orientation)
        case 8:
            // A visible cell's own constraint changes: its engine (hosted or not) lays it out again.
            // A required height then contradicts the row's: both report the conflict and break it.
            if let cell = table.visibleCells.randomElement(using: &random) as? HostingBoxCell {
                cell.boxHeight.constant = CGFloat(Int.random(in: 10...70, using: &random))
            }
        default:
            if let cell = collection.visibleCells.randomElement(using: &random) as? HostingItemCell {
                cell.inset.constant = CGFloat(Int.random(in: 0...12, using: &random))
            }
        }
    }

    static func sortedLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }.sorted()
    }

    @Test(
        "LY36: tables and collections of self-sizing cells lay out as with one engine per window (6 seeds × 40 steps)")
    func hostedEqualsSingleEngine() {
        var conflicts = 0
        for seed in UInt64(1)...6 {
            let hosted = Self.run(seed: seed, hosting: true, steps: 40)
            let single = Self.run(seed: seed, hosting: false, steps: 40)
            #expect(hosted.frames.count == single.frames.count)
            for (index, pair) in zip(hosted.frames, single.frames).enumerated() where pair.0 != pair.1 {
                let first = zip(pair.0, pair.1).enumerated().first { $0.element.0 != $0.element.1 }
                let where_ = first.map { "view \($0.offset): \($0.element.0) vs \($0.element.1)" } ?? "-"
                Issue.record(
                    "seed \(seed) step \(index): frames differ (\(pair.0.count) vs \(pair.1.count) views), \(where_)")
                break
            }
            // The same conflicts, broken the same way (the solver lists a conflict's constraints in its own order).
            #expect(hosted.issues.map(Self.sortedLines) == single.issues.map(Self.sortedLines), "seed \(seed)")
            conflicts += hosted.issues.count
        }
        // Required heights changed on visible cells (step 8) do contradict their rows: the diagnostics were compared.
        #expect(conflicts > 0)
    }

    @Test("LY36: a cell's constraints live in the cell's engine, not the window's; it keeps it across reuse")
    func cellHostsItsEngine() throws {
        let simulator = EventSimulator()
        var random = Seeded(state: 9)
        let rows = HostingRows(&random, count: 200)
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.register(HostingBoxCell.self, forCellReuseIdentifier: "box")
        table.register(HostingLabelCell.self, forCellReuseIdentifier: "label")
        table.register(HostingStackCell.self, forCellReuseIdentifier: "stack")
        table.register(HostingRequiredBoxCell.self, forCellReuseIdentifier: "rbox")
        table.dataSource = rows
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        let cell = try #require(table.visibleCells.first)
        let engine = try #require(cell.layoutStorage.box?.engine)
        #expect(cell.hostsLayoutEngine)
        #expect(engine.record(of: cell.contentView) != nil)
        #expect(simulator.window.layoutStorage.box?.engine?.record(of: cell) == nil)
        #expect(simulator.window.layoutStorage.box?.engine?.record(of: cell.contentView) == nil)
        let engines = Dictionary(
            uniqueKeysWithValues: table.visibleCells.map { (ObjectIdentifier($0), $0.layoutStorage.box?.engine) })
        for _ in 0..<4 {
            table.contentOffset.y += table.bounds.height
            simulator.window.layoutIfNeeded()
        }
        for cell in table.visibleCells {
            if let before = engines[ObjectIdentifier(cell)] { #expect(cell.layoutStorage.box?.engine === before) }
        }
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY36, LY18: a conflict inside a hosted cell is reported as UIKit's log; the cell still lays out")
    func conflictInsideCellIsReported() throws {
        let (simulator, table, rows) = Self.boxTable(seed: 3, count: 5, rowHeight: 60)
        defer { withExtendedLifetime(rows) {} }
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        let cell = try #require(table.visibleCells.first as? HostingBoxCell)
        #expect(cell.hostsLayoutEngine)
        let clash = cell.box.heightAnchor.constraint(equalToConstant: 500)
        clash.identifier = "clash"
        clash.isActive = true
        simulator.window.layoutIfNeeded()
        let log = simulator.issues.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints"))
        #expect(log.contains("clash"))
        #expect(cell.contentView.frame == cell.bounds)
    }

    @Test("LY36, LY29: hasAmbiguousLayout reads a hosted cell's engine")
    func ambiguityInsideCell() throws {
        let (simulator, table, rows) = Self.boxTable(seed: 4, count: 5, rowHeight: 60)
        defer { withExtendedLifetime(rows) {} }
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        let cell = try #require(table.visibleCells.first as? HostingBoxCell)
        #expect(cell.hostsLayoutEngine)
        #expect(!cell.box.hasAmbiguousLayout)
        let loose = UIView()
        loose.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(loose)
        NSLayoutConstraint.activate([
            loose.leadingAnchor.constraint(equalTo: cell.box.trailingAnchor),
            loose.widthAnchor.constraint(equalToConstant: 10), loose.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(loose.hasAmbiguousLayout)  // nothing places it vertically
        #expect(!cell.box.hasAmbiguousLayout)
        #expect(simulator.window.layoutStorage.box?.engine?.record(of: loose) == nil)
    }

    @Test("LY36: a constraint crossing a cell's edge turns hosting off; frames are as with one engine")
    func crossingConstraintFallsBack() throws {
        func scene(hosting: Bool) throws -> (frames: [[CGRect]], hosted: [Bool], issues: [String]) {
            let saved = LayoutHosting.isEnabled
            LayoutHosting.isEnabled = hosting
            defer { LayoutHosting.isEnabled = saved }
            let (simulator, table, rows) = Self.boxTable(seed: 5, count: 30, rowHeight: UITableView.automaticDimension)
            defer { withExtendedLifetime(rows) {} }
            let marker = UIView()
            marker.translatesAutoresizingMaskIntoConstraints = false
            simulator.window.addSubview(table)
            simulator.window.addSubview(marker)
            simulator.window.layoutIfNeeded()
            let cell = try #require(table.visibleCells.dropFirst(2).first as? HostingBoxCell)
            var frames = [IncrementalSubtreeTests.frames(simulator.window)]
            var hosted = [cell.hostsLayoutEngine]
            // The marker follows the box inside the cell: installed on the window, it crosses the edge.
            let crossing = [
                marker.leadingAnchor.constraint(equalTo: cell.box.trailingAnchor, constant: 4),
                marker.topAnchor.constraint(equalTo: cell.box.topAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalTo: cell.box.heightAnchor),
            ]
            NSLayoutConstraint.activate(crossing)
            simulator.window.layoutIfNeeded()
            frames.append(IncrementalSubtreeTests.frames(simulator.window))
            hosted.append(cell.hostsLayoutEngine)
            cell.boxHeight.constant = 33
            simulator.window.layoutIfNeeded()
            frames.append(IncrementalSubtreeTests.frames(simulator.window))
            NSLayoutConstraint.deactivate(crossing)
            cell.boxHeight.constant = 21
            simulator.window.layoutIfNeeded()
            frames.append(IncrementalSubtreeTests.frames(simulator.window))
            hosted.append(cell.hostsLayoutEngine)
            table.contentOffset.y += 300
            simulator.window.layoutIfNeeded()
            frames.append(IncrementalSubtreeTests.frames(simulator.window))
            return (frames, hosted, simulator.issues)
        }
        let on = try scene(hosting: true)
        let off = try scene(hosting: false)
        #expect(on.hosted == [true, false, true])
        #expect(off.hosted == [false, false, false])
        #expect(on.frames == off.frames)
        #expect(on.issues.isEmpty && off.issues.isEmpty, "\(on.issues) \(off.issues)")
    }
}
