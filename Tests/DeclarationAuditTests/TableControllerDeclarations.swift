// Table and collection controllers overriding every data source and delegate method ResponderKit declares,
// and `encode(with:)` overridden on views and controllers, as iOS code writes them (SPEC DA4, TV8, DA6).
import Testing
import UIKit

final class EveryMethodTableController: UITableViewController {
    var log: [String] = []

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        log.append("estimate \(indexPath.row)")
        return 50
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    override func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}
    override func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {}
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .none }
    override func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { "Remove" }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        action == Selector("copy:")
    }
    override func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        if action == Selector("copy:") {
            UIPasteboard.general.string = tableView.cellForRow(at: indexPath)?.textLabel?.text
        }
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    override func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

final class EveryMethodCollectionController: UICollectionViewController {
    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    {
        true
    }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        true
    }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    override func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    override func collectionView(
        _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool { true }
    override func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { action == Selector("copy:") }
    override func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

/// A badge view that archives its own state after its superclass's, as state-restoring iOS code does.
final class ArchivedBadgeView: UIView {
    var count = 0

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        count = coder.decodeInteger(forKey: "count")
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(count, forKey: "count")
    }
}

final class ArchivedControl: UIControl {
    override func encode(with coder: NSCoder) { super.encode(with: coder) }
}

final class ArchivedTableCell: UITableViewCell {
    override func encode(with coder: NSCoder) { super.encode(with: coder) }
}

final class ArchivedCollectionCell: UICollectionViewCell {
    override func encode(with coder: NSCoder) { super.encode(with: coder) }
}

final class ArchivedNoteController: UIViewController {
    var note = ""

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        note = coder.decodeObject(forKey: "note") as? String ?? ""
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(note, forKey: "note")
    }
}

@MainActor @Suite struct TableControllerDeclarationTests {
    @Test("TV8, TV13, TV14: a controller's overrides answer the table: estimates, the row menu and its action")
    func controllerOverridesAnswer() {
        let simulator = EventSimulator()
        let controller = EveryMethodTableController(style: .plain)
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        let table = controller.tableView!
        let visible = Set((table.indexPathsForVisibleRows ?? []).map { "estimate \($0.row)" })
        #expect(!visible.isEmpty)
        // Rows below the screen are estimated; rows on screen are measured, not estimated.
        #expect(controller.log.contains { $0.hasPrefix("estimate") })
        #expect(controller.log.allSatisfy { !visible.contains($0) })
        func center(ofRow row: Int) -> CGPoint {
            let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
            return CGPoint(x: rect.midX, y: rect.midY)
        }
        simulator.longPress(at: center(ofRow: 1), duration: 1)
        #expect(simulator.editMenuTitles == ["Copy"])
        simulator.chooseEditMenuItem("Copy")
        #expect(UIPasteboard.general.string == "Row 1")
        simulator.tap(at: center(ofRow: 2))
        #expect(controller.log.last == "select 2")
    }

    @Test("DA6: encode(with:) overrides write after super; init(coder:) reads the view's and the subclass's state")
    func archivesRoundTrip() throws {
        let badge = ArchivedBadgeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        badge.count = 7
        badge.tag = 3
        badge.alpha = 0.5
        badge.isHidden = true
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        badge.encode(with: archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        let back = try #require(ArchivedBadgeView(coder: unarchiver))
        #expect(back.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(back.count == 7 && back.tag == 3 && back.alpha == 0.5 && back.isHidden)

        let note = ArchivedNoteController(nibName: nil, bundle: nil)
        note.title = "Groceries"
        note.note = "milk"
        let controllerArchiver = NSKeyedArchiver(requiringSecureCoding: false)
        note.encode(with: controllerArchiver)
        controllerArchiver.finishEncoding()
        let controllerUnarchiver = try NSKeyedUnarchiver(forReadingFrom: controllerArchiver.encodedData)
        controllerUnarchiver.requiresSecureCoding = false
        let restored = try #require(ArchivedNoteController(coder: controllerUnarchiver))
        #expect(restored.title == "Groceries" && restored.note == "milk")
        // Every UIKit view is an NSCoding, as iOS declares.
        let coding: [any NSCoding] = [ArchivedControl(), ArchivedTableCell(), ArchivedCollectionCell(), UIView()]
        #expect(coding.count == 4)
    }
}
