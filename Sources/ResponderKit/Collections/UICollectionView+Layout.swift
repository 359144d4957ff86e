import Foundation

/// Loading the counts at layout time (CV1), preparing the layout when it is stale (CV2) and placing the
/// elements the layout reports in the visible rect, recycling the ones that left (CV3).
extension UICollectionView {
    /// Elements on screen at once at most: zero-size items must not make millions of cells (CV3).
    static let visibleElementLimit = 2000

    static func supplementaryQueueKey(_ kind: String, _ identifier: String) -> String { kind + "\u{0}" + identifier }

    // MARK: Counts (CV1)

    func invalidateData() {
        countsAreStale = true
        invalidateLayout(everything: true, dataSourceCounts: true)
    }

    var loadedCounts: [Int] {
        if countsAreStale { loadCounts() }
        return itemCounts
    }

    /// Recycles every element (in index-path order, L2) and asks the data source for its counts.
    func loadCounts() {
        countsAreStale = false
        recycleAll()
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        itemCounts = (0..<sections).map { Swift.max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
        selectedStorage.removeAll { !isValid($0) }
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    func recycleAll() {
        for (indexPath, cell) in visibleItems.sorted(by: { $0.key < $1.key }) { recycle(cell, displayedAt: indexPath) }
        visibleItems.removeAll()
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) { recycle(view, key.kind) }
        visibleSupplementaryViews.removeAll()
        for (key, view) in visibleDecorationViews.sorted(by: { $0.key < $1.key }) { recycleDecoration(view, key.kind) }
        visibleDecorationViews.removeAll()
    }

    // MARK: The layout (CV2)

    /// Called by `invalidateLayout()`: the layout prepares again at the next layout pass.
    func layoutWasInvalidated() {
        layoutIsStale = true
        setNeedsLayout()
    }

    /// Loads the counts and prepares the layout if either is stale, then adopts its content size. A bounds
    /// change the layout invalidates for goes through its context (CV10); inside an animation block the
    /// layout is told before and after (`prepare(forAnimatedBoundsChange:)`, CV10).
    func prepareLayoutIfNeeded() {
        if countsAreStale { loadCounts() }
        let layout = collectionViewLayout
        var animatedFrom: CGRect?
        if let prepared = preparedBounds, prepared != bounds, layout.shouldInvalidateLayout(forBoundsChange: bounds) {
            preparedBounds = bounds
            if prepared.size != bounds.size { needsTargetOffset = true }  // CV9
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            if UIView.inheritedAnimationDuration > 0 { animatedFrom = prepared }
        }
        preparedBounds = bounds
        guard layoutIsStale else { return }
        layoutIsStale = false
        if let animatedFrom { layout.prepare(forAnimatedBoundsChange: animatedFrom) }
        layout.prepare()
        let size = layout.collectionViewContentSize
        let finite = CGSize(
            width: size.width.isFinite ? Swift.max(size.width, 0) : 0,
            height: size.height.isFinite ? Swift.max(size.height, 0) : 0)
        if contentSize != finite { contentSize = finite }
        adoptLayoutTargetOffset()
        if animatedFrom != nil { animatedBoundsChangePending = true }
    }

    /// The visible cells, brought up to date first (UIKit's accessors do the same).
    var updatedVisibleItems: [IndexPath: UICollectionViewCell] {
        layoutVisibleElements()
        return visibleItems
    }

    // MARK: Visible elements (CV1, CV3)

    /// Asks the layout for the elements in the visible rect, recycles the elements that left (in order)
    /// and asks the data source only for the ones coming into view. A view's preferred attributes may
    /// invalidate the layout (CV10): the pass runs again, a few times at most.
    func layoutVisibleElements() {
        guard !isLayingOutItems else { return }
        isLayingOutItems = true
        defer { isLayingOutItems = false }
        var passes = 0
        repeat {
            passes += 1
            placeVisibleElements()
        } while layoutIsStale && passes < Self.selfSizingPasses
        if prefetchDataSource != nil { updatePrefetching() }
        if animatedBoundsChangePending {
            animatedBoundsChangePending = false
            collectionViewLayout.finalizeAnimatedBoundsChange()
        }
    }

    /// Layout passes one layout pass may take while views' preferred attributes invalidate the layout.
    static let selfSizingPasses = 4

    private func placeVisibleElements() {
        prepareLayoutIfNeeded()
        guard let dataSource, bounds.width > 0, bounds.height > 0 else { return }
        var cells: [UICollectionViewLayoutAttributes] = []
        var supplementary: [UICollectionViewLayoutAttributes] = []
        var decorations: [UICollectionViewLayoutAttributes] = []
        // TR10: a mirrored layout is asked about the mirrored rect and its frames are mirrored back.
        let mirror = layoutMirrorWidth
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds.mirrored(in: mirror)) ?? [] {
            guard !attributes.isHidden, cells.count + supplementary.count < Self.visibleElementLimit else { continue }
            switch attributes.category {
            case .cell where isValid(attributes.indexPath): cells.append(attributes)
            case .supplementaryView where attributes.kind != nil: supplementary.append(attributes)
            case .decorationView where attributes.kind != nil: decorations.append(attributes)
            default: continue
            }
        }
        // Cells of orthogonal sections go in their section's scroller, if inside its bounds (CV6).
        var placements: [IndexPath: (container: UIView, frame: CGRect)] = [:]
        var orthogonal: Set<Int> = []
        for attributes in cells {
            guard orthogonalSection(attributes.indexPath.section) != nil else {
                placements[attributes.indexPath] = (self, attributes.frame.mirrored(in: mirror))
                continue
            }
            orthogonal.insert(attributes.indexPath.section)
            if let placement = orthogonalPlacement(attributes) { placements[attributes.indexPath] = placement }
        }
        retireOrthogonalScrollers(keeping: orthogonal)
        let wantedItems = Set(placements.keys)
        for (indexPath, cell) in visibleItems.sorted(by: { $0.key < $1.key }) where !wantedItems.contains(indexPath) {
            visibleItems[indexPath] = nil
            recycle(cell, displayedAt: indexPath)
        }
        let wantedViews = Set(supplementary.map { SupplementaryKey(kind: $0.kind!, indexPath: $0.indexPath) })
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) where !wantedViews.contains(key) {
            visibleSupplementaryViews[key] = nil
            recycle(view, key.kind)
        }
        let wantedDecorations = Set(decorations.map { SupplementaryKey(kind: $0.kind!, indexPath: $0.indexPath) })
        for (key, view) in visibleDecorationViews.sorted(by: { $0.key < $1.key })
        where !wantedDecorations.contains(key) {
            visibleDecorationViews[key] = nil
            recycleDecoration(view, key.kind)
        }
        for attributes in cells.sorted(by: { $0.indexPath < $1.indexPath }) {
            let indexPath = attributes.indexPath
            guard let placement = placements[indexPath] else { continue }
            let cell: UICollectionViewCell
            if let existing = visibleItems[indexPath] {
                cell = existing
            } else {
                cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                if cell.reuseIdentifier == nil {
                    reportOnce(
                        "the cell returned from collectionView(_:cellForItemAt:) does not have a reuseIdentifier - "
                            + "cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:) (CV3)")
                }
                visibleItems[indexPath] = cell
                cell.isHighlighted = indexPath == touchedIndexPath
                cell.isSelected = selectedStorage.contains(indexPath)
                place(cell, attributes, in: placement.container, at: placement.frame)
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            place(cell, attributes, in: placement.container, at: placement.frame)
        }
        for attributes in supplementary {
            let key = SupplementaryKey(kind: attributes.kind!, indexPath: attributes.indexPath)
            let view =
                visibleSupplementaryViews[key]
                ?? dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            visibleSupplementaryViews[key] = view
            place(view, attributes, in: self, at: attributes.frame.mirrored(in: mirror))
        }
        // CV12: decoration views come from the layout's registered classes, behind the cells.
        for attributes in decorations {
            let key = SupplementaryKey(kind: attributes.kind!, indexPath: attributes.indexPath)
            guard let view = visibleDecorationViews[key] ?? decorationView(ofKind: key.kind) else { continue }
            visibleDecorationViews[key] = view
            place(view, attributes, in: self, at: attributes.frame.mirrored(in: mirror))
        }
    }

    /// Sets the frame and, when they changed (`isEqual(_:)`, CV11), applies the attributes and keeps a
    /// copy, then asks the view for its preferred attributes (CV10); a view stays below the scroll
    /// indicators, as UIKit's do.
    private func place(
        _ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes, in container: UIView,
        at frame: CGRect
    ) {
        if view.frame != frame { view.frame = frame }
        if view.superview !== container { container.insertSubview(view, at: 0) }
        if !(view.appliedAttributes?.isEqual(attributes) ?? false) {
            view.alpha = attributes.alpha
            view.apply(attributes)
            view.appliedAttributes = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes
            view.layoutIfNeeded()
            askPreferredAttributes(of: view, attributes)
        } else {
            view.layoutIfNeeded()
        }
    }

    // MARK: Reuse (CV3)

    /// Back to its reuse queue; a cell that was on screen at `indexPath` ends being displayed there.
    func recycle(_ cell: UICollectionViewCell, displayedAt indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.appliedAttributes = nil
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        guard let identifier = cell.reuseIdentifier else { return }
        cellQueues[identifier, default: []].append(cell)
    }

    func recycle(_ view: UICollectionReusableView, _ kind: String) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryQueues[Self.supplementaryQueueKey(kind, identifier), default: []].append(view)
    }

    /// UIKit's exception for an unregistered identifier (CV3), reported; the plain class stands in.
    func unregistered(_ kind: String, _ identifier: String) -> UICollectionViewCell.Type {
        reportProgrammerError(
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard (NSInternalInconsistencyException "
                + "on iOS; a plain UICollectionViewCell stands in, CV3)")
        return UICollectionViewCell.self
    }

    /// A warning UIKit logs once per collection view.
    func reportOnce(_ message: String) {
        guard reportedOnce.insert(message).inserted else { return }
        reportProgrammerError(message)
    }
}
