import Foundation

/// Where the collection view calls its layout's subclassing hooks (CV9–CV12): target offsets, invalidation
/// contexts, preferred (self-sizing) attributes, batch-update items with appearing and disappearing
/// attributes, and decoration views.
extension UICollectionView {
    /// Batch updates animate their appearing and disappearing items over this time (CV11, our choice).
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: Invalidation (CV10)

    /// An invalidation the collection view makes itself: a context of the layout's class, handed to the
    /// layout's `invalidateLayout(with:)`.
    func invalidateLayout(everything: Bool, dataSourceCounts: Bool) {
        let context = type(of: collectionViewLayout).makeInvalidationContext()
        context.everything = everything
        context.dataSourceCounts = dataSourceCounts
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// The base layout's `invalidateLayout(with:)`: the adjustments apply now, the layout prepares again at
    /// the next layout pass.
    func layoutWasInvalidated(with context: UICollectionViewLayoutInvalidationContext) {
        let size = context.contentSizeAdjustment
        if size != .zero {
            contentSize = CGSize(
                width: Self.finite(contentSize.width + size.width),
                height: Self.finite(contentSize.height + size.height))
        }
        let offset = context.contentOffsetAdjustment
        if offset != .zero {
            contentOffset = Self.finite(
                CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y))
        }
        layoutWasInvalidated()
    }

    // MARK: Target offsets (CV9)

    /// Where a drag's deceleration stops: the layout's answer for the fling's natural target.
    func layoutTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        prepareLayoutIfNeeded()
        let target = collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return target.isFinite ? target : proposed
    }

    /// After batch updates, a new layout or a size change: the layout's `targetContentOffset(forProposedContentOffset:)`
    /// for the current offset, within the content.
    func adoptLayoutTargetOffset() {
        guard needsTargetOffset else { return }
        needsTargetOffset = false
        let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        guard target.isFinite else { return }
        let clampedTarget = clamped(target)
        if clampedTarget != contentOffset { contentOffset = clampedTarget }
    }

    // MARK: Preferred attributes (CV10)

    /// Asks a view whose attributes were just applied for its preferred attributes; when they differ and
    /// the layout agrees, the layout is invalidated with its context for them.
    func askPreferredAttributes(of view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        guard layout.asksPreferredAttributes,
            let offered = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes
        else { return }
        let preferred = view.preferredLayoutAttributesFitting(offered)
        guard !preferred.isEqual(attributes),
            layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return }
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
    }

    // MARK: Updates (CV11)

    /// The batch's changes as update items: section deletions, insertions and reloads, then item
    /// deletions, insertions, reloads and moves, each in index order (our order; UIKit documents none).
    static func updateItems(_ updates: TableUpdates) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += updates.deletedSections.map { .init(before: section($0), after: nil, action: .delete) }
        items += updates.insertedSections.map { .init(before: nil, after: section($0), action: .insert) }
        items += updates.reloadedSections.map { .init(before: section($0), after: section($0), action: .reload) }
        items += Set(updates.deletedRows).sorted().map { .init(before: $0, after: nil, action: .delete) }
        items += Set(updates.insertedRows).sorted().map { .init(before: nil, after: $0, action: .insert) }
        items += Set(updates.reloadedRows).sorted().map { .init(before: $0, after: $0, action: .reload) }
        items += updates.movedRows.sorted { $0.from < $1.from }.map {
            .init(before: $0.from, after: $0.to, action: .move)
        }
        return items
    }

    /// The deleted items' cells that animate to the layout's final attributes (`leaving`), and the inserted
    /// items' cells that start from its initial attributes, on the virtual clock; then
    /// `finalizeCollectionViewUpdates()`, inside the animation block when anything animates.
    func animateUpdates(
        leaving: [(IndexPath, UICollectionViewCell, UICollectionViewLayoutAttributes)], inserted: [IndexPath]
    ) {
        let layout = collectionViewLayout
        var arriving: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for path in inserted.sorted() {
            guard let cell = visibleItems[path], let initial = layout.initialLayoutAttributesForAppearingItem(at: path)
            else { continue }
            arriving.append((cell, initial))
        }
        guard !leaving.isEmpty || !arriving.isEmpty, UIView.areAnimationsEnabled else {
            for (path, cell, _) in leaving { recycle(cell, displayedAt: path) }
            layout.finalizeCollectionViewUpdates()
            return
        }
        var finals: [(UICollectionViewCell, CGRect, CGFloat)] = []
        let mirror = layoutMirrorWidth  // TR10
        UIView.performWithoutAnimation {
            for (cell, initial) in arriving {
                finals.append((cell, cell.frame, cell.alpha))
                cell.frame = initial.frame.mirrored(in: mirror)
                cell.alpha = initial.alpha
            }
        }
        for (_, cell, _) in leaving { cell.isUserInteractionEnabled = false }
        updateAnimations += 1
        UIView.animate(
            withDuration: Self.updateAnimationDuration,
            animations: {
                for (cell, frame, alpha) in finals {
                    cell.frame = frame
                    cell.alpha = alpha
                }
                for (_, cell, final) in leaving {
                    cell.frame = final.frame.mirrored(in: mirror)
                    cell.alpha = final.alpha
                }
                layout.finalizeCollectionViewUpdates()
            },
            completion: { [weak self] _ in
                guard let self else { return }
                for (path, cell, _) in leaving {
                    cell.isUserInteractionEnabled = true
                    cell.alpha = 1
                    self.recycle(cell, displayedAt: path)
                }
                self.updateAnimations -= 1
                guard self.updateAnimations == 0 else { return }
                let completions = self.updateCompletions
                self.updateCompletions = []
                for completion in completions { completion(true) }
            })
    }

    // MARK: Decoration views (CV12)

    /// A decoration view of `kind` from its queue or made from the class the layout registered; an
    /// unregistered kind is reported once and shows nothing.
    func decorationView(ofKind kind: String) -> UICollectionReusableView? {
        if var queue = decorationQueues[kind], let view = queue.popLast() {
            decorationQueues[kind] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            reportOnce(
                "could not dequeue a view of kind: \(kind) - must register a class or nib with the layout's "
                    + "register(_:forDecorationViewOfKind:) (NSInternalInconsistencyException on iOS; nothing is "
                    + "shown, CV12)")
            return nil
        }
        let view = type.init(responderKitRegistration: .zero)
        view.reuseIdentifierStorage = kind
        return view
    }

    func recycleDecoration(_ view: UICollectionReusableView, _ kind: String) {
        view.removeFromSuperview()
        view.appliedAttributes = nil
        decorationQueues[kind, default: []].append(view)
    }
}
