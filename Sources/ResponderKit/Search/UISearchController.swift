import Foundation

/// A search controller (SR7–SR10): it owns a search bar; a tap on the bar (the bar beginning to edit)
/// activates it — it presents itself over the presenting context, with the results controller below the
/// bar — the updater hears activation and every text change, and Cancel (or a tap on the obscured
/// background) ends it.
@preconcurrency @MainActor open class UISearchController: UIViewController {
    private let searchBarStorage = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: UISearchBar.barHeight))
    private let resultsController: UIViewController?
    private var activeStorage = false
    /// Whether activation showed the Cancel button and the scope bar, so that ending hides them again.
    private var showedCancelButton = false
    private var showedScopeBar = false
    /// The navigation controller whose bar activation hid (SR10), to show it again.
    private weak var hiddenNavigationController: UINavigationController?

    open weak var searchResultsUpdater: UISearchResultsUpdating?
    open weak var delegate: UISearchControllerDelegate?
    open var obscuresBackgroundDuringPresentation = true {
        didSet {
            (viewIfLoaded as? SearchPresentationView)?.dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        }
    }
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var automaticallyShowsSearchResultsController = true
    /// SR9: whether the results controller's view shows; set automatically from the text unless
    /// `automaticallyShowsSearchResultsController` is false.
    open var showsSearchResultsController = false {
        didSet { searchResultsController?.viewIfLoaded?.isHidden = !showsSearchResultsController }
    }

    public init(searchResultsController: UIViewController?) {
        resultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBarStorage.searchController = self
        modalPresentationStyle = .overCurrentContext
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        resultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBarStorage.searchController = self
        modalPresentationStyle = .overCurrentContext
    }

    public required init?(coder: NSCoder) {
        resultsController = nil
        super.init(coder: coder)
        searchBarStorage.searchController = self
        modalPresentationStyle = .overCurrentContext
    }

    open var searchBar: UISearchBar { searchBarStorage }
    open var searchResultsController: UIViewController? { resultsController }

    open override func loadView() {
        let root = SearchPresentationView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.controller = self
        root.dimmingView.isHidden = !obscuresBackgroundDuringPresentation
        let tap = UITapGestureRecognizer(
            target: self, action: UISearchController.backgroundTapped, named: "searchDimmingTap")
        root.dimmingView.addGestureRecognizer(tap)
        view = root
        if let results = resultsController {
            addChild(results)
            root.addSubview(results.view)
            results.view.isHidden = !showsSearchResultsController
            results.didMove(toParent: self)
        }
    }

    // MARK: Activation (SR8)

    /// SR8: setting it true presents the controller (through the delegate's `presentSearchController`),
    /// false dismisses it; the bar is not made first responder by setting it (UIKit's documented behaviour).
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    private func activate() {
        guard let presenter = presentingContextController else {
            Diagnostics.report(
                "UISearchController: cannot activate, its search bar is not in a view controller's view in a window",
                application: searchBar.window?.application ?? UIApplication.shared)
            return
        }
        activeStorage = true
        pendingPresenter = presenter
        if let delegate { delegate.presentSearchController(self) } else { presentAutomatically() }
        pendingPresenter = nil
        updateResults()
    }

    private weak var pendingPresenter: UIViewController?

    /// SR8: what UIKit does when the delegate does not present the controller itself: will-present, the
    /// Cancel button and scope bar (if automatic), the navigation bar hidden (SR10), the presentation over
    /// the context at once, did-present.
    func presentAutomatically() {
        guard let presenter = pendingPresenter ?? presentingContextController, presentingViewController == nil else {
            return
        }
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton && !searchBar.showsCancelButton {
            showedCancelButton = true
            searchBar.setShowsCancelButton(true, animated: true)
        }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty, !searchBar.showsScopeBar {
            showedScopeBar = true
            searchBar.showsScopeBar = true
        }
        if hidesNavigationBarDuringPresentation, let navigation = presenter.navigationController,
            !navigation.isNavigationBarHidden
        {
            hiddenNavigationController = navigation
            navigation.setNavigationBarHidden(true, animated: true)
            navigation.view.setNeedsLayout()
            navigation.view.layoutIfNeeded()
        }
        presenter.present(self, animated: false) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    private func deactivate() {
        activeStorage = false
        delegate?.willDismissSearchController(self)
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if showedCancelButton {
            showedCancelButton = false
            searchBar.setShowsCancelButton(false, animated: true)
        }
        if showedScopeBar {
            showedScopeBar = false
            searchBar.showsScopeBar = false
        }
        if let navigation = hiddenNavigationController {
            hiddenNavigationController = nil
            navigation.setNavigationBarHidden(false, animated: true)
            navigation.view.setNeedsLayout()
            navigation.view.layoutIfNeeded()
        }
        let finish = { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
        if let presenting = presentingViewController, presenting.presentedViewController === self {
            presenting.dismiss(animated: false, completion: finish)
        } else {
            finish()
        }
        updateResults()
    }

    /// SR9: the controller that presents: the one whose navigation item holds this controller, else the
    /// nearest controller up the bar's responder chain.
    private var presentingContextController: UIViewController? {
        guard searchBar.window != nil else { return nil }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let navigation = current as? UINavigationController,
                let top = navigation.topViewController, top.navigationItem.searchController === self
            {
                return top
            }
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    // MARK: The bar's events (SR7)

    func searchBarDidBeginEditing() {
        if !activeStorage { isActive = true }
    }

    func searchBarTextDidChange() {
        guard activeStorage else { return }
        updateResults()
    }

    func searchBarScopeDidChange() {
        if activeStorage { updateResults() }
    }

    /// SR8: Cancel clears the text, ends editing and deactivates (the updater hears the empty text).
    func searchBarCancelButtonTapped() {
        searchBar.text = ""
        isActive = false
    }

    private func backgroundTapped() { isActive = false }

    private func updateResults() {
        if automaticallyShowsSearchResultsController {
            showsSearchResultsController = activeStorage && !(searchBar.text ?? "").isEmpty
        }
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}
