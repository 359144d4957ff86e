import Foundation

/// Manages a view; sits in the responder chain between its root view and that view's superview (R1).
@preconcurrency @MainActor open class UIViewController: UIResponder, UIContentContainer, UITraitEnvironment {
    var viewStorage: UIView?
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// Bounds a lazily loaded view gets when `loadView()` is not overridden (UIKit uses the screen's).
    var loadContextBounds: CGRect?
    var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false
    var isBeingPresentedStorage = false
    var isBeingDismissedStorage = false
    var isMovingToParentStorage = false
    var isMovingFromParentStorage = false
    var transitionCoordinatorStorage: AnimatedTransitionCoordinator?
    var presentationControllerStorage: UIPresentationController?
    /// PO1: the popover presentation controller, made when first asked for.
    var popoverStorage: UIPopoverPresentationController?
    /// VC9, VC10: what this controller's presentation covers, from its start to the end of its dismissal.
    var presentationCoverStorage: PresentationCover?
    var definesPresentationContextStorage: Bool?
    var isEditingStorage = false
    var editButtonItemStorage: UIBarButtonItem?
    var overrideStyleStorage = UIUserInterfaceStyle.unspecified
    var traitRegistryStorage: TraitChangeRegistry?  // TR8
    /// Where the view comes from when it is a document's (IB10, IB13); nil for a controller made in code.
    var documentState: IBControllerState?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        if nibNameOrNil != nil || nibBundleOrNil != nil {
            documentState = IBControllerState(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
    }

    /// Nonisolated, as UIKit's: an isolated one makes every subclass's `deinit` an error (Swift 6.3.1). It clears
    /// only its view's `nonisolated(unsafe)` back-pointer: sound while controllers die on the main actor.
    deinit { viewStorage?.owningViewController = nil }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// IB: a document's controllers are made by the document; a keyed archive's state is read back (DA6).
    public required init?(coder: NSCoder) {
        super.init()
        decodeArchivedState(coder)
    }

    /// DA6: UIKit's controllers conform to `NSCoding`; this writes the title to a keyed coder, and a subclass's
    /// `override func encode(with:)` calls super first, as on iOS.
    open func encode(with coder: NSCoder) { encodeArchivedState(coder) }

    // MARK: The view (lazy, as in UIKit)

    open var view: UIView! {
        get { loadedView(contextBounds: nil) }
        set {
            viewStorage?.owningViewController = nil
            // The old view is released after the write (A11).
            withExtendedLifetime(exchange(&viewStorage, with: newValue)) {}
            newValue?.owningViewController = self
        }
    }

    open var isViewLoaded: Bool { viewStorage != nil }
    open var viewIfLoaded: UIView? { viewStorage }
    open var title: String? { didSet { titleDidChange() } }

    /// Creates the view: from its storyboard scene or nib (IB10, IB13), else a plain view the size of the
    /// screen it will appear on.
    open func loadView() {
        if loadViewFromDocument() { return }
        let bounds = loadContextBounds ?? CGRect(origin: .zero, size: UIScreen.defaultSize)
        view = UIView(frame: bounds)
    }

    open func viewDidLoad() {}

    // MARK: Documents and segues (IB10, IB14–IB18; UIViewController+Segues.swift)

    open var nibName: String? { documentState?.nibName }
    open var nibBundle: Bundle? { documentState?.bundle }
    open var storyboard: UIStoryboard? { documentState?.storyboard }
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performDocumentSegue(identifier, sender: sender)
    }
    /// Asked before a segue a control or cell triggers; false cancels it (IB15).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called on the source before every segue, with the destination made (IB15).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// IB17: true when this controller has the unwind action; asked up the chain from the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?)
        -> Bool
    { _objcMethod(action) != nil }

    open func loadViewIfNeeded() { _ = loadedView(contextBounds: nil) }

    // MARK: Layout (LY20, LY23, LY24, LY26)

    /// Around the root view's `layoutSubviews()`, in every layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Called instead of the root view's `updateConstraints()`; the default calls it. Call super.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    /// Added to the root view's safe area (LY24).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { additionalSafeAreaInsetsDidChange() } }
    }
    /// NV13: the edges along which the view extends under a container's bars (all, by default).
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// NV13: whether the view also extends under opaque bars (false, by default).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }
    /// NV14: the items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { withExtendedLifetime(oldValue) { navigationController?.toolbarItemsDidChange(of: self) } }
    }
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// NV13: how far a container's visible bars reach into its view from each edge (zero for others).
    var barCoverInsets: UIEdgeInsets { .zero }
    /// 16 pt leading and trailing, 20 pt when the root view is 414 pt wide or more (LY26).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { defaultSystemMinimumLayoutMargins }
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.marginsSettingDidChange() }
    }

    // MARK: Appearance (VC1–VC4)

    /// Called before the view is added to a visible window hierarchy, once per appearance.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// VC3: true by default; a container returning false calls its children's appearance methods itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// VC4: starts a child's appearance change (a "will"); the matching `endAppearanceTransition()` ends it.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        beginAppearance(isAppearing, animated: animated)
    }
    open func endAppearanceTransition() { endAppearance() }
    open var isBeingPresented: Bool { isBeingPresentedStorage }
    open var isBeingDismissed: Bool { isBeingDismissedStorage }
    open var isMovingToParent: Bool { isMovingToParentStorage }
    open var isMovingFromParent: Bool { isMovingFromParentStorage }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    // MARK: Size transitions (VC5)

    /// Before the view's size changes (a rotation, a resize): the default forwards to each child with the
    /// size `size(forChildContentContainer:withParentContainerSize:)` gives it. Call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(
                to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }
    /// The parent's size, by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    // MARK: Editing (VC11; UIViewController+Editing.swift)

    /// VC11: set through `setEditing(_:animated:)` (not animated), so an override hears every change.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    /// VC11: stores the state and retitles `editButtonItem`; an override calls super, as on iOS.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        if let item = editButtonItemStorage { Self.showEditing(editing, on: item) }
    }
    /// VC11: one item per controller, "Edit" or "Done"; its tap toggles `isEditing`, animated.
    open var editButtonItem: UIBarButtonItem { lazyEditButtonItem }

    // MARK: Containment

    open var children: [UIViewController] { childStorage }
    open var parent: UIViewController? { parentStorage }

    // MARK: Navigation and tab bar controllers (NV1, NV8; UIViewController+Containers.swift)

    var navigationItemStorage: UINavigationItem?
    var tabBarItemStorage: UITabBarItem?
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    open var navigationItem: UINavigationItem { lazyNavigationItem }
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    open var tabBarItem: UITabBarItem! {
        get { lazyTabBarItem }
        set { tabBarItemStorage = newValue }
    }

    open func addChild(_ childController: UIViewController) {
        guard childController !== self, childController.parentStorage !== self else { return }
        childController.removeFromParent()
        childController.isMovingToParentStorage = true
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Leaving (nil): `isMovingFromParent` holds until `didMove(toParent:)` (VC3).
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil && parentStorage != nil { isMovingFromParentStorage = true }
    }

    /// Ends the move: `isMovingToParent` and `isMovingFromParent` are false again (VC3).
    open func didMove(toParent parent: UIViewController?) {
        isMovingToParentStorage = false
        isMovingFromParentStorage = false
    }

    // MARK: Presentation (enough for R1)

    open var presentedViewController: UIViewController? { presentedStorage }
    /// VC2: the controller presenting this one, or, for a child of a presented controller (the root of a
    /// presented navigation controller), the one presenting its nearest presented ancestor (Apple's page).
    open var presentingViewController: UIViewController? { presentingStorage ?? parent?.presentingViewController }

    // MARK: Showing (SP1; UIViewController+Show.swift)

    /// SP1: the nearest controller up the parents that handles it shows `vc` (a navigation controller pushes);
    /// with none, the window's root view controller presents it.
    open func show(_ vc: UIViewController, sender: Any?) { showThroughTarget(vc, sender: sender, detail: false) }
    /// SP1: as `show(_:sender:)`, for the detail: a split view controller handles it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showThroughTarget(vc, sender: sender, detail: true)
    }
    /// SP1: this controller or the nearest parent that handles `action` (`show` or `showDetail…`), else nil.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        showTarget(for: action, from: self)
    }
    /// SP1: whether this class shows `action`'s controllers itself (a container overriding the method).
    func handlesShowAction(_ action: Selector) -> Bool { translatedImplements(action) }
    /// VC6: during an animated presentation or dismissal, its coordinator (else the parent's); nil otherwise.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { currentTransitionCoordinator }
    /// VC7: consulted when the controller is presented with `.custom` (held weakly, as UIKit's).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// VC7: the presentation controller of a `.custom` presentation, from its start to the end of the
    /// dismissal; a sheet's (SH1) from when first asked for; nil for the other styles here.
    open var presentationController: UIPresentationController? {
        (modalPresentationStyle == .popover ? popoverPresentationController : nil) ?? presentationControllerStorage
            ?? popoverPresentationController ?? sheetPresentationController
    }

    /// SH1: the nearest sheet: a parent's, else this controller's own when its style is a sheet
    /// (`.pageSheet`, `.formSheet`, `.automatic`), made when first asked for so that it can be set up
    /// before `present`.
    open var sheetPresentationController: UISheetPresentationController? { sheetMadeIfNeeded() }

    /// VC10: whose view a `.currentContext` or `.overCurrentContext` presentation by this controller or a
    /// descendant covers. False by default; a `UINavigationController` answers true (Apple: "Some
    /// system-provided view controllers, such as UINavigationController, change the default value to true").
    open var definesPresentationContext: Bool {
        get { definesPresentationContextStorage ?? (self is UINavigationController) }
        set { definesPresentationContextStorage = newValue }
    }
    /// SH5: refuses the user's dismissals (drag and dimming tap), and keeps touches outside the sheet.
    open var isModalInPresentation = false

    // MARK: Status bar, orientation, memory (VE1–VE4; UIViewController+Environment.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var modalPresentationCapturesStatusBarAppearance = false
    open func setNeedsStatusBarAppearanceUpdate() { statusBarAppearanceNeedsUpdate() }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var shouldAutorotate: Bool { true }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open func didReceiveMemoryWarning() {}
    /// TR2: its view's world's traits (the current world's before its view is in a window); TR7: the style its
    /// own `overrideUserInterfaceStyle`, a parent's or its presenter's gives.
    open var traitCollection: UITraitCollection {
        .current(in: viewIfLoaded?.window?.application ?? UIApplication.shared).styled(inheritedStyleOverride)
    }
    /// TR7: the style for this controller, its children, what it presents, and their views.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overrideStyleStorage }
        set { setOverrideStyle(newValue) }
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Content containers and system gestures (CC1–CC3; UIViewController+ContentContainer.swift)

    var preferredContentSizeStorage = CGSize.zero
    /// CC1: a change tells the parent (`preferredContentSizeDidChange(forChildContentContainer:)`); PO3: the
    /// size a popover shows this controller at (zero: the popover's default), so a change while it shows in a
    /// popover moves the popover to the new size.
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set { setPreferredContentSize(newValue) }
    }
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// CC2: before the traits change, with the transition's coordinator; the default forwards to the children.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) { for child in childStorage { child.willTransition(to: newCollection, with: coordinator) } }
    /// CC3: the edges whose system gestures wait for a second swipe.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { screenEdgesNeedUpdate() }

    /// Shows `viewControllerToPresent` above everything in this controller's window (or over the presentation
    /// context's view, VC10), with the appearance callbacks of VC2: at once, or sliding on the virtual clock when
    /// animated (VC6); the completion after them. `.fullScreen` then takes the covered view out (VC9).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard !refusesDuringTransition("present(_:animated:completion:)") else { return }
        guard presentedStorage == nil else {
            Diagnostics.report("already presenting a view controller", application: viewStorage?.window?.application)
            return
        }
        guard let window = viewStorage?.windowStorage else {
            Diagnostics.report("cannot present from a view controller whose view is not in a window", application: nil)
            return
        }
        presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = self
        let style = viewControllerToPresent.modalPresentationStyle
        let cover = PresentationCover.make(presenting: self, style: style)
        let view = viewControllerToPresent.loadedView(contextBounds: cover?.view.frame ?? window.bounds)
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if presentPopover(viewControllerToPresent, animated: flag, in: window, completion: completion) { return }
        if style == .custom || style.isSheet {
            return presentCustom(viewControllerToPresent, animated: flag, in: window, completion: completion)
        }
        viewControllerToPresent.presentationCoverStorage = cover
        let install = { if let cover { cover.install(view) } else { window.addSubview(view) } }
        if flag {
            return presentAnimated(viewControllerToPresent, install: install, in: window, completion: completion)
        }
        presentAppearance(viewControllerToPresent, animated: flag) {
            install()
            cover?.removeIfNeeded()
        }
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedStorage {
            guard !refusesDuringTransition("dismiss(animated:completion:)") else { return }
            if let controller = presented.presentationControllerStorage {
                return dismissCustom(presented, controller: controller, animated: flag, completion: completion)
            }
            if flag { return dismissAnimated(presented, completion: completion) }
            dismissAppearance(presented, animated: flag) {
                presented.presentationCoverStorage?.restoreIfNeeded()
                presented.viewStorage?.removeFromSuperview()
            }
            presented.presentationCoverStorage = nil
            presented.presentingStorage = nil
            presentedStorage = nil
        } else if let presenting = presentingViewController {
            // VC2: a presented controller, or a child of one, asks its presenter to dismiss it.
            return presenting.dismiss(animated: flag, completion: completion)
        }
        completion?()
    }

    // MARK: Chain (R1)

    /// A presented controller → the presenting one; otherwise the superview of its view.
    open override var next: UIResponder? {
        if let presenting = presentingStorage { return presenting }
        return viewStorage?.superviewStorage
    }

    override var firstResponderWindow: UIWindow? { viewStorage?.windowStorage }
}
