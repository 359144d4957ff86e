import Foundation

/// Items (or groups) side by side (`horizontal`) or stacked (`vertical`) inside the group's size (CV6).
/// The subitems repeat, in order, while the next one fits; `subitem:count:` places exactly `count`, equally
/// sized along the group's axis.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    let count: Int?
    /// Cells in one group at most: a zero-width item must not repeat forever.
    static let cellLimit = 1000

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        self.isHorizontal = horizontal
        self.count = count.map { Swift.max($0, 1) }
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
    }

    override func place(in container: CGSize) -> (size: CGSize, cells: [CGRect]) {
        let size = layoutSize.resolved(in: container)
        let length = isHorizontal ? size.width : size.height
        var cells: [CGRect] = []
        var position: CGFloat = 0
        var placed = 0
        var index = 0
        while !subitems.isEmpty && cells.count < Self.cellLimit {
            if let count, placed == count { break }
            var inner = size
            if let count {
                if isHorizontal {
                    inner.width = size.width / CGFloat(count)
                } else {
                    inner.height = size.height / CGFloat(count)
                }
            }
            let (childSize, childCells) =
                count == nil ? subitems[index % subitems.count].place(in: size) : fitted(subitems[0], inner)
            let extent = isHorizontal ? childSize.width : childSize.height
            if count == nil && placed > 0 && (position + extent > length + 0.001 || extent <= 0) { break }
            for cell in childCells {
                cells.append(cell.offsetBy(dx: isHorizontal ? position : 0, dy: isHorizontal ? 0 : position))
            }
            position += extent
            placed += 1
            index += 1
        }
        return (size, cells.map { $0.offsetBy(dx: contentInsets.leading, dy: contentInsets.top) })
    }

    /// `subitem:count:`: the item takes its share of the group's axis whatever its own size says.
    private func fitted(_ item: NSCollectionLayoutItem, _ share: CGSize) -> (size: CGSize, cells: [CGRect]) {
        let (size, cells) = item.place(in: share)
        let forced =
            isHorizontal
            ? CGSize(width: share.width, height: size.height) : CGSize(width: size.width, height: share.height)
        guard !(item is NSCollectionLayoutGroup) else { return (forced, cells) }
        let insets = item.contentInsets
        let frame = CGRect(
            x: insets.leading, y: insets.top, width: Swift.max(forced.width - insets.leading - insets.trailing, 0),
            height: Swift.max(forced.height - insets.top - insets.bottom, 0))
        return (forced, [frame])
    }
}
