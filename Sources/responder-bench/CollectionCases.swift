import Foundation
import ResponderKit

/// `dispatch.tap.collection10k` and `scroll.collection10k` (CV1): a 10,000-item flow-layout
/// collection view (60 × 60 items, 5 a line) filling a controller inside a navigation controller.
/// Goals: ≤ 50 µs per tap (down, 0.05 s, up, the tap windows closing) and ≤ 1 ms per simulated frame
/// (1/60 s) of a fling, cells entering and leaving through the reuse queues.
@MainActor enum CollectionScenes {
    final class Items: UICollectionViewDataSource, UICollectionViewDelegate {
        var selections = 0
        var configured = 0
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            10_000
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            configured += 1
            return collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selections += 1
        }
    }

    static func navigationScene() -> (EventSimulator, UICollectionView, Items) {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        simulator.window.rootViewController = navigation
        simulator.window.layoutIfNeeded()
        let collection = UICollectionView(frame: content.view.bounds, collectionViewLayout: layout)
        let items = Items()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        collection.delegate = items
        content.view.addSubview(collection)
        simulator.window.layoutIfNeeded()
        return (simulator, collection, items)
    }
}

extension BenchmarkSuite {
    func collectionCases() -> [BenchCase] {
        var cases: [BenchCase] = []
        if wanted("dispatch.tap.collection10k") {
            let (simulator, collection, items) = CollectionScenes.navigationScene()
            let point = collection.convert(CGPoint(x: 120, y: 230), to: nil)
            precondition(collection.indexPathForItem(at: CGPoint(x: 120, y: 230)) != nil)
            cases.append(
                BenchCase(
                    name: "dispatch.tap.collection10k", countedOperations: 200,
                    operation: {
                        let before = items.selections
                        simulator.tap(at: point)
                        simulator.advance(by: 0.5)
                        precondition(items.selections == before + 1)
                    }, baseline: nil))
        }
        if wanted("scroll.collection10k") {
            let (simulator, collection, items) = CollectionScenes.navigationScene()
            let start = collection.convert(CGPoint(x: 180, y: 450), to: nil)
            var up = true
            cases.append(
                BenchCase(
                    name: "scroll.collection10k", countedOperations: 600,
                    operation: {
                        if !collection.isDecelerating {
                            // A new fling when the last one has stopped: 0.05 s, 150 pt, then let go.
                            let before = items.configured
                            let finger = simulator.touchDown(at: start)
                            for step in 1...3 {
                                simulator.advance(by: 1.0 / 60)
                                let dy = CGFloat(step) * 50 * (up ? -1 : 1)
                                simulator.move(finger, to: CGPoint(x: start.x, y: start.y + dy))
                            }
                            simulator.lift(finger)
                            if collection.contentOffset.y > 100_000 { up = false }
                            if collection.contentOffset.y < 10_000 { up = true }
                            precondition(items.configured > before)
                        }
                        simulator.advance(by: 1.0 / 60)
                    }, baseline: nil))
        }
        return cases
    }
}
