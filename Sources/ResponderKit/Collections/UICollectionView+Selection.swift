import Foundation

/// Highlighting and selection by touch and by code (CV4). A touch highlights its item when it reaches the
/// collection view — after the scroll view's content-touch delay (S2), or at touch-up for a quick tap, and
/// never when the scroll pan takes the touch first — and selects it when it ends on that item. The
/// delegate hears `shouldHighlightItemAt`, `didHighlightItemAt`; at touch-up `shouldSelectItemAt` (or
/// `shouldDeselectItemAt` for a selected item under multiple selection), `didUnhighlightItemAt`, the
/// previous item's `didDeselectItemAt` (single selection), then `didSelectItemAt` / `didDeselectItemAt`.
extension UICollectionView {
    func select(_ indexPath: IndexPath?, scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath else {
            for old in selectedStorage { visibleItems[old]?.isSelected = false }
            selectedStorage.removeAll()
            return
        }
        _ = loadedCounts
        guard isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for old in selectedStorage where old != indexPath { visibleItems[old]?.isSelected = false }
            selectedStorage.removeAll { $0 != indexPath }
        }
        if !selectedStorage.contains(indexPath) { selectedStorage.append(indexPath) }
        visibleItems[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scroll(to: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselect(_ indexPath: IndexPath) {
        guard let index = selectedStorage.firstIndex(of: indexPath) else { return }
        selectedStorage.remove(at: index)
        visibleItems[indexPath]?.isSelected = false
    }

    /// Brings the item's frame to the edge or centre each axis names; an axis not named keeps its offset.
    func scroll(to indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        setContentOffset(clamped(offset), animated: animated)
    }

    // MARK: Touches (CV4)

    /// The visible item whose cell holds the touch's view (a cell may sit in a nested scroller, CV6).
    func touchedItem(_ touch: UITouch) -> IndexPath? {
        var view = touch.view
        while let current = view, current !== self {
            if let cell = current as? UICollectionViewCell,
                let indexPath = visibleItems.first(where: { $0.value === cell })?.key
            {
                return indexPath
            }
            view = current.superview
        }
        return nil
    }

    func highlightTouchedItem(_ touches: Set<UITouch>) {
        guard touchedIndexPath == nil, allowsSelection, let touch = UITouch.ordered(touches).first,
            let indexPath = touchedItem(touch)
        else { return }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        touchedIndexPath = indexPath
        visibleItems[indexPath]?.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        armItemMenu(at: indexPath, delegate: delegate)
    }

    func unhighlightTouchedItem() {
        guard let touched = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleItems[touched]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: touched)
    }

    /// CV7: a touch moving off its highlighted cell unhighlights it (`didUnhighlightItemAt`); moving back
    /// onto it highlights it again (`shouldHighlightItemAt`, `didHighlightItemAt`).
    func retrackTouchedItem(_ touches: Set<UITouch>) {
        guard let indexPath = touchedIndexPath ?? departedIndexPath, let touch = UITouch.ordered(touches).first,
            let cell = visibleItems[indexPath]
        else { return }
        let inside = cell.point(inside: touch.location(in: cell), with: nil)
        if touchedIndexPath != nil, !inside {
            if itemMenuTimer != nil { disarmItemMenu() }  // CV14: off the item, no menu
            unhighlightTouchedItem()
            departedIndexPath = indexPath
        } else if touchedIndexPath == nil, inside, allowsSelection {
            let delegate = collectionDelegate
            guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
            departedIndexPath = nil
            touchedIndexPath = indexPath
            cell.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }

    /// A touch ending inside the cell it highlighted selects it (or, under multiple selection, deselects a
    /// selected one) if the delegate agrees.
    func selectTouchedItem(_ touches: Set<UITouch>) {
        guard let touched = touchedIndexPath else { return }
        guard let touch = UITouch.ordered(touches).first, let cell = visibleItems[touched],
            cell.point(inside: touch.location(in: cell), with: nil)
        else {
            unhighlightTouchedItem()
            return
        }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedStorage.contains(touched) {
            let agrees = delegate?.collectionView(self, shouldDeselectItemAt: touched) ?? true
            unhighlightTouchedItem()
            guard agrees else { return }
            deselect(touched)
            delegate?.collectionView(self, didDeselectItemAt: touched)
            return
        }
        let agrees = delegate?.collectionView(self, shouldSelectItemAt: touched) ?? true
        unhighlightTouchedItem()
        guard agrees else { return }
        if !allowsMultipleSelection {
            for previous in selectedStorage.sorted() where previous != touched {
                deselect(previous)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        select(touched, scrollPosition: [], animated: false)
        delegate?.collectionView(self, didSelectItemAt: touched)
        // IB16: a storyboard cell's selection segue, after the delegate, as a table cell's. The touched cell is
        // on screen: `cellForItem(at:)` would lay the visible items out again on every tap.
        if let cell = visibleItems[touched], let segue = cell.selectionSegue { segue(cell) }
    }
}
