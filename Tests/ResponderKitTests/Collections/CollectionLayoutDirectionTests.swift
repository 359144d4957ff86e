import Foundation
import ResponderKit
import Testing

/// TR10: a flow layout is mirrored in a right-to-left collection view; touches follow the mirrored cells.
@MainActor @Suite struct CollectionLayoutDirectionTests {
    /// A flow layout that keeps its frames in every direction (as a custom layout may say).
    final class FixedFlowLayout: UICollectionViewFlowLayout {
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    }

    /// A layout designed right to left: mirrored in a left-to-right world.
    final class RightToLeftDesignedLayout: UICollectionViewFlowLayout {
        override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
    }

    @Test("TR10: right to left, item 0 sits at the right edge; a tap there selects it, hit-testing follows")
    func mirroredFlowLayout() {
        let (simulator, collection, source) = collectionScene(items: 6)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UICollectionViewLayout().developmentLayoutDirection == .leftToRight)
        simulator.setLayoutDirection(.rightToLeft)
        simulator.advance(by: 0.1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 275)
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 137.5)
        #expect(collection.indexPathForItem(at: CGPoint(x: 325, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 160)) == IndexPath(item: 5, section: 0))
        simulator.tap(at: CGPoint(x: 325, y: 50))
        simulator.advance(by: 0.5)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.5)
        #expect(
            source.lines.filter { $0.contains("didSelect") }.map { String($0.dropFirst(5)) } == [
                "didSelect 0", "didSelect 2",
            ])
        simulator.setLayoutDirection(.leftToRight)
        simulator.advance(by: 0.1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TR10: a layout that does not flip keeps its frames right to left")
    func layoutThatDoesNotFlip() {
        // The source is kept alive: the collection view holds its data source weakly.
        let (simulator, collection, source) = collectionScene(items: 3)
        defer { withExtendedLifetime(source) {} }
        collection.collectionViewLayout = {
            let layout = FixedFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }()
        simulator.setLayoutDirection(.rightToLeft)
        simulator.advance(by: 0.1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
    }

    @Test("TR10: a forced direction on the collection view, and a layout designed right to left, mirror too")
    func forcedDirectionAndDevelopmentDirection() {
        let (simulator, collection, source) = collectionScene(items: 3)
        defer { withExtendedLifetime(source) {} }
        collection.semanticContentAttribute = .forceRightToLeft
        simulator.advance(by: 0.1)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 275)
        let (other, designed, otherSource) = collectionScene(items: 3) { _ in }
        defer { withExtendedLifetime(otherSource) {} }
        designed.collectionViewLayout = {
            let layout = RightToLeftDesignedLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            return layout
        }()
        other.advance(by: 0.1)
        #expect(designed.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 275)
    }
}
