import Foundation

/// A layout of sections built from items and groups (CV6), vertical: a section's group repeats down the
/// view, taking as many items as it has cells, `interGroupSpacing` apart, inside the section's insets. A
/// section with an orthogonal scrolling behavior lays its groups side by side instead and is shown in a
/// nested horizontal scroll view (the collection view's, CV6); its attributes here are unscrolled.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// One section's cells (unscrolled, in the collection view's coordinates) and its frame.
    struct PlacedSection {
        var frame: CGRect = .zero
        var cells: [CGRect] = []
        var isOrthogonal = false
        /// The width of an orthogonal section's content.
        var contentWidth: CGFloat = 0
    }

    /// Sections whose behavior pages (`.paging` and the group-paging kinds, by the view's width here).
    private var pagingSections: Set<Int> = []
    private let provider: (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private(set) var placed: [PlacedSection] = []
    private var contentHeight: CGFloat = 0
    private var preparedSize: CGSize?
    /// Items placed per section at most (`visibleElementLimit` guards the cells made).
    static let itemLimit = 1 << 20

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        provider = sectionProvider
        super.init()
    }

    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        placed = []
        pagingSections = []
        contentHeight = 0
        guard let collectionView else { return }
        let size = collectionView.bounds.size
        preparedSize = size
        let environment = CollectionLayoutEnvironment(contentSize: size)
        var top: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            let count = Swift.min(collectionView.numberOfItems(inSection: index), Self.itemLimit)
            guard let section = provider(index, environment) else {
                placed.append(PlacedSection(frame: CGRect(x: 0, y: top, width: size.width, height: 0)))
                continue
            }
            let result = place(section, items: count, width: size.width, viewHeight: size.height, top: top)
            if ![.none, .continuous, .continuousGroupLeadingBoundary].contains(section.orthogonalScrollingBehavior) {
                pagingSections.insert(index)
            }
            placed.append(result)
            top = result.frame.maxY
        }
        contentHeight = top
    }

    private func place(
        _ section: NSCollectionLayoutSection, items: Int, width: CGFloat, viewHeight: CGFloat, top: CGFloat
    ) -> PlacedSection {
        let insets = section.contentInsets
        let inner = CGSize(
            width: Swift.max(width - insets.leading - insets.trailing, 0),
            height: Swift.max(viewHeight - insets.top - insets.bottom, 0))
        let (groupSize, groupCells) = section.group.place(in: inner)
        let spacing = section.interGroupSpacing.isFinite ? Swift.max(section.interGroupSpacing, 0) : 0
        var result = PlacedSection()
        result.isOrthogonal = section.orthogonalScrollingBehavior != .none
        var offset: CGFloat = 0
        var groups = 0
        while result.cells.count < items && !groupCells.isEmpty {
            if groups > 0 { offset += spacing }
            for cell in groupCells where result.cells.count < items {
                let x = insets.leading + cell.minX + (result.isOrthogonal ? offset : 0)
                let y = top + insets.top + cell.minY + (result.isOrthogonal ? 0 : offset)
                result.cells.append(CGRect(x: x, y: y, width: cell.width, height: cell.height))
            }
            offset += result.isOrthogonal ? groupSize.width : groupSize.height
            groups += 1
        }
        let extent = result.isOrthogonal ? (groups > 0 ? groupSize.height : 0) : offset
        result.frame = CGRect(x: 0, y: top, width: width, height: extent + insets.top + insets.bottom)
        result.contentWidth = result.isOrthogonal ? offset + insets.leading + insets.trailing : width
        return result
    }

    func pagesOrthogonally(_ section: Int) -> Bool { pagingSections.contains(section) }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    /// Cells of ordinary sections meeting `rect`, and every cell of the orthogonal sections meeting it
    /// along the collection view's axis (unscrolled; the collection view picks the visible ones).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in placed.enumerated()
        where section.frame.maxY > rect.minY && section.frame.minY < rect.maxY {
            for (item, frame) in section.cells.enumerated() {
                let meets =
                    section.isOrthogonal ? frame.maxY > rect.minY && frame.minY < rect.maxY : frame.intersects(rect)
                guard meets else { continue }
                let attributes = Self.makeAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = frame
                found.append(attributes)
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard placed.indices.contains(indexPath.section),
            placed[indexPath.section].cells.indices.contains(indexPath.item)
        else { return nil }
        let attributes = Self.makeAttributes(forCellWith: indexPath)
        attributes.frame = placed[indexPath.section].cells[indexPath.item]
        return attributes
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// Estimated dimensions are laid out at the estimate (CV6): no cell is asked for preferred attributes.
    override var asksPreferredAttributes: Bool { false }
}
