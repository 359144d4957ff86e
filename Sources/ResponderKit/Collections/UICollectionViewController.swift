import Foundation

/// A controller whose view is a collection view it feeds (CV8). As in UIKit, the data source and delegate
/// methods are the class's own, so a subclass writes `override func collectionView(_:numberOfItemsInSection:)`;
/// each default answers as the protocol's default does, so a subclass that overrides nothing shows nothing.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout
    private var collectionStorage: UICollectionView?

    /// CV8: the selected items are deselected in `viewWillAppear(_:)`.
    open var clearsSelectionOnViewWillAppear = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A flow layout (UIKit leaves the layout unset, and a collection view without one raises).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The controller's view (loading it); setting it replaces the view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return collectionStorage
        }
        set { view = newValue }
    }

    /// The collection view's layout (the one given at init until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        collectionStorage?.collectionViewLayout ?? initialLayout
    }

    /// A collection view set as the view becomes `collectionView`.
    open override var view: UIView! {
        get { super.view }
        set {
            super.view = newValue
            // The old one is released after the write (A11).
            if let collection = newValue as? UICollectionView {
                withExtendedLifetime(exchange(&collectionStorage, with: collection)) {}
            }
        }
    }

    /// A collection view with the layout, the size the plain view would have, fed by the controller.
    open override func loadView() {
        if loadViewFromDocument() { return }  // IB13: the scene's own view
        let collection = UICollectionView(
            frame: loadContextBounds ?? CGRect(origin: .zero, size: UIScreen.defaultSize),
            collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionStorage else { return }
        for indexPath in collection.indexPathsForSelectedItems ?? [] {
            collection.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource (defaults as the protocol's)

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Only asked for an item the data source said exists; a controller with items overrides it.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    /// Reported as the protocol's default is (CV3).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { collectionView.missingSupplementaryView(kind: kind) }

    // MARK: UICollectionViewDelegate (defaults as the protocol's)

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// No edit menu (CV14) unless a subclass answers true and allows some actions.
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        false
    }
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool { false }
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {}

    // MARK: UIScrollViewDelegate (UIKit's controller is the collection view's scroll view delegate too)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// nil: the collection view does not zoom (S7).
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
