import Foundation
import ResponderKit
import Testing

/// CV8: a `UICollectionViewController` subclass written as on iOS, with `override func` for the data source
/// and delegate methods it implements.
@MainActor @Suite struct CollectionViewControllerTests {
    final class PhotosViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            6
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { CGSize(width: 100, height: 100) }
    }

    final class EmptyViewController: UICollectionViewController {}

    @Test("CV8: the view is a collection view fed by the controller; taps select; the selection clears on appearing")
    func photos() {
        let simulator = EventSimulator()
        let layout = UICollectionViewFlowLayout()
        let photos = PhotosViewController(collectionViewLayout: layout)
        let navigation = UINavigationController(rootViewController: photos)
        simulator.window.rootViewController = navigation
        simulator.window.layoutIfNeeded()
        let collection = photos.collectionView!
        #expect(photos.view === collection && photos.collectionViewLayout === layout)
        #expect(collection.dataSource === photos && collection.delegate === photos)
        let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(second?.frame.size == CGSize(width: 100, height: 100))
        #expect(simulator.tap(on: second!))
        simulator.advance(by: 1)
        #expect(photos.log == ["didSelect 1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(simulator.issues.isEmpty)
    }

    @Test("CV8: clearsSelectionOnViewWillAppear = false keeps the selection")
    func keepsSelection() {
        let simulator = EventSimulator()
        let photos = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
        photos.clearsSelectionOnViewWillAppear = false
        let navigation = UINavigationController(rootViewController: photos)
        simulator.window.rootViewController = navigation
        simulator.window.layoutIfNeeded()
        photos.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(photos.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("CV8: a subclass that overrides nothing shows no items and raises no issue")
    func emptySubclass() {
        let simulator = EventSimulator()
        let empty = EmptyViewController()
        simulator.window.rootViewController = empty
        simulator.window.layoutIfNeeded()
        #expect(empty.collectionView.frame == simulator.window.bounds)
        #expect(empty.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(empty.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(empty.collectionView.visibleCells.isEmpty)
        simulator.tap(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 1)
        #expect(simulator.issues.isEmpty)
    }
}
