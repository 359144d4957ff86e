import Foundation

/// A line-based layout (CV2): items fill a line across the scrolling axis, then the next line, with
/// section headers and footers between sections. Sizes, spacings and insets come from the layout's
/// properties or the delegate's `UICollectionViewDelegateFlowLayout` answers. The extra room in a line is
/// shared between its items (spacing at least the minimum); a lone item is centred (CV2, Fidelity notes).
@preconcurrency @MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// TR10: lines run from the right in a right-to-left collection view, as UIKit's flow layout.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }
    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// Non-zero: cells size themselves (CV10): each item is laid out at this size (at `itemSize` for
    /// `automaticSize`) until its cell's preferred attributes give its size.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// UIKit's marker for an estimated size the layout chooses.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Preferred sizes the cells gave (CV10), until the counts change.
    var preferredSizes: [IndexPath: CGSize] = [:]
    var sections: [FlowLayoutSection] = []
    var contentMain: CGFloat = 0
    var contentCross: CGFloat = 0
    var preparedSize: CGSize?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var isVertical: Bool { scrollDirection == .vertical }

    open override func prepare() {
        super.prepare()
        sections = []
        contentMain = 0
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let inset = collectionView.contentInset
        let cross =
            isVertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        contentCross = FlowLayoutSection.sanitized(cross)
        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            sections.append(makeSection(section, in: collectionView, startingAt: main))
            main = sections[section].mainEnd
        }
        contentMain = main
    }

    private func makeSection(_ index: Int, in collectionView: UICollectionView, startingAt start: CGFloat)
        -> FlowLayoutSection
    {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
        let lineSpacing = FlowLayoutSection.sanitized(
            delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
                ?? minimumLineSpacing)
        let itemSpacing = FlowLayoutSection.sanitized(
            delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing)
        let header =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
            ?? headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
            ?? footerReferenceSize
        var section = FlowLayoutSection()
        section.mainStart = start
        var main = start
        let headerLength = FlowLayoutSection.sanitized(isVertical ? header.height : header.width)
        if headerLength > 0 {
            section.header = rect(main: main, cross: 0, mainLength: headerLength, crossLength: contentCross)
            main += headerLength
        }
        let (mainBefore, mainAfter, crossBefore, crossAfter) =
            isVertical
            ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
        main += FlowLayoutSection.sanitized(mainBefore)
        let available = contentCross - crossBefore - crossAfter
        let count = collectionView.numberOfItems(inSection: index)
        var sizes: [(main: CGFloat, cross: CGFloat)] = []
        sizes.reserveCapacity(count)
        for item in 0..<count {
            let size = itemSize(at: IndexPath(item: item, section: index), in: collectionView, delegate)
            let w = FlowLayoutSection.sanitized(size.width)
            let h = FlowLayoutSection.sanitized(size.height)
            sizes.append(isVertical ? (h, w) : (w, h))
        }
        section.items.reserveCapacity(count)
        var first = 0
        while first < count {
            var end = first + 1
            var used = sizes[first].cross
            while end < count && used + itemSpacing + sizes[end].cross <= available {
                used += itemSpacing + sizes[end].cross
                end += 1
            }
            if end == first + 1 && sizes[first].cross > available { reportTooWide(collectionView) }
            let line = sizes[first..<end]
            let lineLength = line.map(\.main).max() ?? 0
            let n = end - first
            let extra = Swift.max(available - used, 0)
            var crossPosition = crossBefore + (n == 1 ? extra / 2 : 0)
            let spacing = n > 1 ? itemSpacing + extra / CGFloat(n - 1) : 0
            if !section.lineStarts.isEmpty { main += lineSpacing }
            section.lineStarts.append(first)
            section.lineMainMin.append(main)
            section.lineMainMax.append(main + lineLength)
            for size in line {
                section.items.append(
                    rect(
                        main: main + (lineLength - size.main) / 2, cross: crossPosition, mainLength: size.main,
                        crossLength: size.cross))
                crossPosition += size.cross + spacing
            }
            main += lineLength
            first = end
        }
        main += FlowLayoutSection.sanitized(mainAfter)
        let footerLength = FlowLayoutSection.sanitized(isVertical ? footer.height : footer.width)
        if footerLength > 0 {
            section.footer = rect(main: main, cross: 0, mainLength: footerLength, crossLength: contentCross)
            main += footerLength
        }
        section.mainEnd = main
        return section
    }

    /// The delegate's or the layout's size; with an estimated size, the cell's preferred size or the
    /// estimate (CV10).
    private func itemSize(
        at indexPath: IndexPath, in collectionView: UICollectionView, _ delegate: UICollectionViewDelegateFlowLayout?
    ) -> CGSize {
        guard estimatedItemSize == .zero else {
            if let preferred = preferredSizes[indexPath] { return preferred }
            return estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func reportTooWide(_ collectionView: UICollectionView) {
        collectionView.reportOnce(
            "The behavior of the UICollectionViewFlowLayout is not defined because: the item "
                + (isVertical ? "width" : "height") + " must be less than the " + (isVertical ? "width" : "height")
                + " of the UICollectionView minus the section insets and the content insets (CV2)")
    }

    open override var collectionViewContentSize: CGSize {
        isVertical
            ? CGSize(width: contentCross, height: contentMain) : CGSize(width: contentMain, height: contentCross)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        var first = 0
        var last = sections.count
        while first < last {
            let mid = (first + last) / 2
            if sections[mid].mainEnd <= low { first = mid + 1 } else { last = mid }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < sections.count && sections[index].mainStart < high {
            let section = sections[index]
            if let header = section.header, header.intersects(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionHeader, index, header))
            }
            for item in section.itemRange(mainFrom: low, to: high) where section.items[item].intersects(rect) {
                let attributes = Self.makeAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = section.items[item]
                found.append(attributes)
            }
            if let footer = section.footer, footer.intersects(rect) {
                found.append(supplementary(UICollectionView.elementKindSectionFooter, index, footer))
            }
            index += 1
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
            sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        let attributes = Self.makeAttributes(forCellWith: indexPath)
        attributes.frame = sections[indexPath.section].items[indexPath.item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = sections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: frame = sections[indexPath.section].footer
        default: frame = nil
        }
        return frame.map { supplementary(elementKind, indexPath.section, $0) }
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// New counts forget the cells' preferred sizes (CV10).
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
        super.invalidateLayout(with: context)
    }

    /// With an estimated item size, a cell's preferred size that differs from its frame's (CV10).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.category == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// Records the cell's preferred size: the next prepare lays the item out at it (CV10).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let size = preferredAttributes.size
        if originalAttributes.category == .cell, size.width.isFinite, size.height.isFinite {
            preferredSizes[originalAttributes.indexPath] = CGSize(
                width: Swift.max(size.width, 0), height: Swift.max(size.height, 0))
        }
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }

    override var asksPreferredAttributes: Bool { estimatedItemSize != .zero }

    /// A new width (vertical) or height (horizontal) lays the lines out again; scrolling does not (CV2).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = Self.makeAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
