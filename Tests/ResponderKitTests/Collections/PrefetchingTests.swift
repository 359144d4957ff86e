import Foundation
import ResponderKit
import Testing

/// Records what a collection view or table asks it to prefetch and cancel.
@MainActor
final class PrefetchLog: UICollectionViewDataSourcePrefetching, UITableViewDataSourcePrefetching,
    UITableViewDataSource
{
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.item))
    }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.row))
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.row))
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

@MainActor @Suite struct PrefetchingTests {
    @Test("CV13: scrolling down prefetches the screenful ahead; turning back cancels what was never shown")
    func collectionPrefetching() {
        let (_, collection, source) = collectionScene(items: 60)
        defer { withExtendedLifetime(source) {} }
        let log = PrefetchLog()
        collection.prefetchDataSource = log
        collection.setNeedsLayout()
        collection.layoutIfNeeded()
        #expect(log.prefetched.isEmpty, "no direction before the first scroll")
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        #expect(log.prefetched == [Array(21...41)], "lines 7–13 lie in the 667 pt below the visible rect")
        collection.contentOffset = CGPoint(x: 0, y: 50)
        collection.layoutIfNeeded()
        #expect(log.cancelled == [Array(21...41)], "never displayed, no longer ahead")
        collection.contentOffset = CGPoint(x: 0, y: 100)
        collection.layoutIfNeeded()
        collection.isPrefetchingEnabled = false
        #expect(log.prefetched == [Array(21...41), Array(21...41)])
        #expect(log.cancelled.last == Array(21...41))
        collection.contentOffset = CGPoint(x: 0, y: 300)
        collection.layoutIfNeeded()
        #expect(log.prefetched.count == 2, "nothing while prefetching is off")
    }

    @Test("CV13: a drag through the simulator prefetches the items about to scroll into view")
    func prefetchingWhileDragging() {
        let (simulator, collection, source) = collectionScene(items: 60)
        defer { withExtendedLifetime(source) {} }
        let log = PrefetchLog()
        collection.prefetchDataSource = log
        simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.3, steps: 10)
        #expect(simulator.settle())
        let all = Set(log.prefetched.joined())
        #expect(all.contains(21))
        #expect(all.isDisjoint(with: 0..<21), "items visible at first are never prefetched")
    }

    @Test("TV12: a table prefetches the rows in the screen-high band below as it scrolls down")
    func tablePrefetching() {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let log = PrefetchLog()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = log
        table.prefetchDataSource = log
        table.rowHeight = 44
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        table.setNeedsLayout()
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(log.prefetched == [Array(18...32)])
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        #expect(log.cancelled == [Array(18...32)])
    }
}
