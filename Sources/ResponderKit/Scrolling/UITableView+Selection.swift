import Foundation

/// Selection by code and by touch (S4, TV5): one row, or many with `allowsMultipleSelection`, where a
/// touch on a selected row deselects it.
extension UITableView {
    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for old in selectedStorage { visibleStorage[old]?.setSelected(false, animated: animated) }
            selectedStorage.removeAll()
            return
        }
        guard loadedRowModel.contains(indexPath) else { return }
        if !multipleSelectionIsAllowed {
            for old in selectedStorage where old != indexPath {
                visibleStorage[old]?.setSelected(false, animated: animated)
            }
            selectedStorage.removeAll { $0 != indexPath }
        }
        if !selectedStorage.contains(indexPath) { selectedStorage.append(indexPath) }
        visibleStorage[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scroll(to: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard let index = selectedStorage.firstIndex(of: indexPath) else { return }
        selectedStorage.remove(at: index)
        visibleStorage[indexPath]?.setSelected(false, animated: animated)
    }

    func scroll(to indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = loadedRowModel.frame(of: indexPath) else { return }
        let y: CGFloat
        switch scrollPosition {
        case .top, .none: y = frame.minY
        case .middle: y = frame.minY + frame.height / 2 - bounds.height / 2
        case .bottom: y = frame.minY + frame.height - bounds.height
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    // MARK: Touches (S4, TV5)

    func highlightTouchedRow(_ touches: Set<UITouch>) {
        guard let touch = UITouch.ordered(touches).first, selectionIsAllowed, !touchIsOnSupplementaryView(touch),
            let indexPath = indexPathForRow(at: touch.location(in: self))
        else { return }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        touchedIndexPath = indexPath
        visibleStorage[indexPath]?.setHighlighted(true, animated: false)
        armRowMenu(at: indexPath, point: touch.location(in: self), delegate: delegate)
    }

    /// A touch ending on the row it began on: with multiple selection a selected row is deselected
    /// (`willDeselectRowAt`, `didDeselectRowAt`); otherwise `willSelectRowAt` may redirect or refuse, the
    /// other selected row is deselected (single selection), and `didSelectRowAt` follows.
    func selectTouchedRow(_ touches: Set<UITouch>) {
        guard let touched = touchedIndexPath else { return }
        touchedIndexPath = nil
        visibleStorage[touched]?.setHighlighted(false, animated: false)
        guard let touch = UITouch.ordered(touches).first, indexPathForRow(at: touch.location(in: self)) == touched
        else { return }
        let delegate = tableDelegate
        if multipleSelectionIsAllowed, selectedStorage.contains(touched) {
            guard let chosen = delegate.map({ $0.tableView(self, willDeselectRowAt: touched) }) ?? touched else {
                return
            }
            deselect(chosen, animated: false)
            delegate?.tableView(self, didDeselectRowAt: chosen)
            return
        }
        guard let chosen = delegate.map({ $0.tableView(self, willSelectRowAt: touched) }) ?? touched else { return }
        if !multipleSelectionIsAllowed {
            for previous in selectedStorage.sorted() where previous != chosen {
                guard let leaving = delegate.map({ $0.tableView(self, willDeselectRowAt: previous) }) ?? previous
                else { continue }
                deselect(leaving, animated: false)
                delegate?.tableView(self, didDeselectRowAt: leaving)
            }
        }
        select(chosen, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: chosen)
        // IB16: a cell of a storyboard with a selection segue performs it after the delegate hears. The touched
        // row is on screen: `cellForRow(at:)` would lay the visible rows out again on every tap.
        if let cell = visibleStorage[chosen], let segue = cell.selectionSegue { segue(cell) }
    }
}
