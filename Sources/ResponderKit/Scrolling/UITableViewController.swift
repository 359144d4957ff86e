import Foundation

/// A controller whose view is a table it feeds (TV8). As in UIKit, the data source and delegate methods are
/// the class's own, so a subclass writes `override func tableView(_:numberOfRowsInSection:)`; each default
/// here answers as the protocol's default does (TV8, SW6, ED2), so a subclass that overrides nothing shows an
/// empty table.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private var tableStorage: UITableView?

    /// TV8: the selected rows are deselected in `viewWillAppear(_:)` (animated as the appearance is).
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The controller's view (loading it); setting it replaces the view.
    open var tableView: UITableView! {
        get {
            loadViewIfNeeded()
            return tableStorage
        }
        set { view = newValue }
    }

    /// A table set as the view becomes `tableView`.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            // The old one is released after the write (A11).
            if let table = newValue as? UITableView { withExtendedLifetime(exchange(&tableStorage, with: table)) {} }
        }
    }

    /// A table of the controller's style, the size the plain view would have, fed by the controller.
    open override func loadView() {
        if loadViewFromDocument() { return }  // IB13: the scene's own view
        let table = UITableView(
            frame: loadContextBounds ?? CGRect(origin: .zero, size: UIScreen.defaultSize), style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// The table's, as in UIKit.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableStorage else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] {
            table.deselectRow(at: indexPath, animated: animated)
        }
    }

    /// TV8: the table enters and leaves editing mode with the controller (ED1).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource (defaults as the protocol's)

    /// A storyboard's static cells answer these when the controller has them (IB9).
    open func numberOfSections(in tableView: UITableView) -> Int { staticSections?.count ?? 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        staticSections.map { section < $0.count ? $0[section].cells.count : 0 } ?? 0
    }
    /// Only asked for a row the data source said exists; a controller with rows overrides it (UIKit raises).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let sections = staticSections, indexPath.section < sections.count,
            indexPath.row < sections[indexPath.section].cells.count
        {
            return sections[indexPath.section].cells[indexPath.row]
        }
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    /// False, as the protocol's default (SW6): a controller that deletes rows answers true.
    /// A storyboard's static section's title (IB9), else none (TV10).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        staticSections.flatMap { section < $0.count ? $0[section].title : nil }
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// False, as the protocol's default (ED4).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UITableViewDelegate (defaults as the protocol's)

    /// The table's `rowHeight`, so `UITableView.automaticDimension` still sizes rows by their cells (TV3).
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    /// nil: the Delete action of SW6 for a row that `canEditRowAt`.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }
    /// nil: UIKit's "Delete".
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    /// Nothing (UIKit's controller enters editing mode for a swipe; here the swipe stays a swipe, TV8).
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// The table's `estimatedRowHeight` (TV13), as the protocol's default.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No edit menu (TV14) unless a subclass answers true and allows some actions.
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {}

    /// No context menu (TV15) unless a subclass gives a configuration.
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    // MARK: UIScrollViewDelegate (UIKit's controller is the table's scroll view delegate too)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// nil: the table does not zoom (S7).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
