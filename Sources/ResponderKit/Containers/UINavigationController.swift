import Foundation

/// A stack of view controllers shown one at a time under a navigation bar (NV1–NV7).
///
/// Only the top controller's view is in the hierarchy, filling the controller's view, under the bar. The
/// controller drives its children's appearance callbacks itself (NV3), so it does not forward them
/// automatically (VC4). Animated changes slide on the virtual clock for 0.35 s (NV2).
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// UIKit's duration for showing or hiding the navigation bar (documented: `hideShowBarDuration`, 0.2 s).
    public static let hideShowBarDuration: CGFloat = 0.2
    /// NV2: a push or pop slides for 0.35 s (not documented; the figure developers measure and reuse).
    static let transitionDuration: TimeInterval = 0.35

    var stack: [UIViewController] = []
    var runningTransition: NavigationTransition?
    /// NV5: the interactive pop in progress, if any.
    var interactivePop: NavigationTransition?
    let popGesture = UIScreenEdgePanGestureRecognizer()
    let popGate = InteractivePopGate()

    open weak var delegate: UINavigationControllerDelegate?
    open private(set) var navigationBar = UINavigationBar()
    /// NV14: the toolbar at the bottom, hidden until `isToolbarHidden` is false; it shows the top controller's
    /// `toolbarItems`.
    open private(set) var toolbar: UIToolbar! = UIToolbar()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure()
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        configure()
        setViewControllers([rootViewController], animated: false)
    }

    /// NV15: a navigation controller whose bar is an instance of `navigationBarClass` (a `UINavigationBar`
    /// subclass), made with `init(frame:)` as UIKit makes it; nil keeps `UINavigationBar`.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        if let navigationBarClass { adoptBar(of: navigationBarClass) }
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    // MARK: The stack (NV1)

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what is presented modally over the navigation controller (NV1).
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard acceptsStack(viewControllers, in: "setViewControllers(_:animated:)") else { return }
        change(to: viewControllers, animated: animated)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard acceptsStack(stack + [viewController], in: "pushViewController(_:animated:)") else { return }
        change(to: stack + [viewController], animated: animated)
    }

    /// SP1: a navigation controller shows by pushing, animated (documented for `show(_:sender:)`).
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }
    override func handlesShowAction(_ action: Selector) -> Bool {
        UIViewController.isShowAction(action) || super.handlesShowAction(action)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        change(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        change(to: [stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            report("popToViewController(_:animated:): tried to pop to a view controller that is not in the stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { change(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    // MARK: The bar (NV6)

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            navigationBar.isHidden = newValue
            viewIfLoaded?.setNeedsLayout()  // NV13: the children's safe areas follow
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// NV14: true by default. The toolbar is in the view only while shown (a hidden one is not walked, H2).
    open var isToolbarHidden = true {
        didSet {
            guard isToolbarHidden != oldValue, let root = viewIfLoaded else { return }
            if isToolbarHidden {
                toolbar.removeFromSuperview()
            } else {
                root.insertSubview(toolbar, belowSubview: navigationBar)
            }
            root.setNeedsLayout()
        }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// NV13: the visible navigation bar's bottom edge, and the visible toolbar's height from the bottom.
    override var barCoverInsets: UIEdgeInsets {
        guard let root = viewIfLoaded else { return .zero }
        let top = navigationBar.isHidden ? 0 : navigationBar.frame.maxY
        let bottom = toolbar.superview !== root ? 0 : root.bounds.height - toolbar.frame.minY
        return UIEdgeInsets(top: Swift.max(top, 0), left: 0, bottom: Swift.max(bottom, 0), right: 0)
    }

    /// NV14: the top controller's items go to the toolbar.
    func toolbarItemsDidChange(of controller: UIViewController) {
        if controller === stack.last { toolbar.setItems(controller.toolbarItems, animated: false) }
    }

    /// NV5: the screen-edge pan from the left edge that pops the top controller interactively.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    // MARK: The view and its appearance (NV3)

    open override func loadView() {
        super.loadView()
        let root = ContainerRootView.replacingView(of: self) { [weak self] root in self?.layoutBar(in: root) }
        if let top = stack.last { install(top, above: nil) }
        root.addSubview(navigationBar)
        if !isToolbarHidden { root.addSubview(toolbar) }
        root.addGestureRecognizer(popGesture)
        layoutBar(in: root)
    }

    /// NV3: the navigation controller forwards its appearance to its top controller itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        stack.last?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        stack.last?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        stack.last?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stack.last?.endAppearanceTransition()
    }

    // MARK: Transitions (NV2, NV3, NV4)

    /// Moves to `newStack`: added controllers become children, removed ones leave; if the top changes, the
    /// old top disappears and the new one appears (animated on the virtual clock when asked and visible).
    private func change(to newStack: [UIViewController], animated: Bool) {
        endRunningTransitions()
        let oldTop = stack.last
        let added = newStack.filter { new in !stack.contains { $0 === new } }
        let removed = stack.filter { old in !newStack.contains { $0 === old } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        let isPush = newStack.last.map { top in added.contains { $0 === top } } ?? false
        let released = exchange(&stack, with: newStack)  // removed controllers die after the write (A11)
        defer { withExtendedLifetime(released) {} }
        navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
        toolbar.setItems(newStack.last?.toolbarItems, animated: animated)
        let newTop = newStack.last
        let visible = isShowing
        let transition = NavigationTransition(
            from: oldTop === newTop ? nil : oldTop, to: oldTop === newTop ? nil : newTop, added: added,
            removed: removed, animated: animated && visible, drivesAppearance: visible)
        if transition.animated, transition.to != nil, let container = viewIfLoaded { begin(transition, in: container) }
        if let to = transition.to { delegate?.navigationController(self, willShow: to, animated: animated) }
        if visible {
            transition.from?.beginAppearanceTransition(false, animated: animated)
            transition.to?.beginAppearanceTransition(true, animated: animated)
        }
        if let to = transition.to, isViewLoaded {
            install(to, above: isPush ? transition.from : nil)
            if transition.animated, isPush { to.view.frame.origin.x = view.bounds.width }
        }
        guard transition.animated, let to = transition.to else { return end(transition) }
        runningTransition = transition
        transition.ending = { [weak self] in self?.end(transition) }
        let width = view.bounds.width
        UIView.animate(
            withDuration: Self.transitionDuration, delay: 0, options: [],
            animations: {
                to.view.frame.origin.x = 0
                transition.from?.view.frame.origin.x = isPush ? -width / 3 : width
                transition.coordinator?.runAlongside()
            },
            completion: { _ in transition.runEnding() })
    }

    /// Ends a transition once: the old views leave, the "did" callbacks run (old first, NV3), the moves end.
    func end(_ transition: NavigationTransition) {
        guard !transition.isEnded else { return }
        transition.isEnded = true
        if runningTransition === transition { runningTransition = nil }
        for controller in [transition.from].compactMap({ $0 }) + transition.removed where controller !== stack.last {
            if let view = controller.viewIfLoaded, view.superview === viewIfLoaded {
                view.removeFromSuperview()
                view.frame.origin.x = 0
            }
        }
        if let coordinator = transition.coordinator {
            coordinator.finish()
            if transitionCoordinatorStorage === coordinator { transitionCoordinatorStorage = nil }
        }
        if transition.drivesAppearance {
            transition.from?.endAppearanceTransition()
            transition.to?.endAppearanceTransition()
        }
        for controller in transition.removed { controller.removeFromParent() }
        for controller in transition.added { controller.didMove(toParent: self) }
        if let to = transition.to {
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
        }
    }

    /// NV10: the coordinator of an animated push or pop, set before `willShow` and the wills so that they
    /// can add blocks; the children answer it through their parent (VC6).
    private func begin(_ transition: NavigationTransition, in container: UIView) {
        let coordinator = AnimatedTransitionCoordinator(
            kind: .navigation, presentationStyle: .none, containerView: container, duration: Self.transitionDuration)
        transition.coordinator = coordinator
        transitionCoordinatorStorage = coordinator
    }

    /// A new change ends the one running first, at once (its animation's completion then finds it ended).
    func endRunningTransitions() {
        if let pop = interactivePop { finishInteractivePop(pop, animated: false, completes: true) }
        if let running = runningTransition { running.runEnding() }
    }

    /// NV3: appeared (or appearing) with its view in a window: transitions run the appearance callbacks.
    var isShowing: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
    }

    /// Puts a controller's view under the bar, filling the controller's view; above `sibling` if given,
    /// else below every child view.
    func install(_ controller: UIViewController, above sibling: UIViewController?) {
        let child = controller.loadedView(contextBounds: view.bounds)
        child.frame = childFrame(
            for: controller, in: view.bounds, opaqueTop: !navigationBar.isTranslucent,
            opaqueBottom: !toolbar.isTranslucent)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let above = sibling?.viewIfLoaded, above.superview === view {
            view.insertSubview(child, aboveSubview: above)
        } else if let lowest = stack.compactMap({ $0.viewIfLoaded }).first(where: {
            $0.superview === view && $0 !== child
        }) {
            view.insertSubview(child, belowSubview: lowest)
        } else {
            view.insertSubview(child, belowSubview: navigationBar)
        }
    }

    /// NV6: the bar spans the top of the view below the safe area's top inset, 44 pt tall; NV14: the toolbar
    /// spans the bottom above the safe area's bottom inset, 44 pt tall. NV13: the children follow.
    private func layoutBar(in root: UIView) {
        let safe = root.safeAreaInsets
        navigationBar.frame = CGRect(
            x: 0, y: safe.top, width: root.bounds.width, height: UINavigationBar.standardHeight)
        toolbar.frame = CGRect(
            x: 0, y: root.bounds.height - safe.bottom - UIToolbar.standardHeight, width: root.bounds.width,
            height: UIToolbar.standardHeight)
        layOutChildViews(
            stack, in: root, opaqueTop: !navigationBar.isTranslucent, opaqueBottom: !toolbar.isTranslucent)
        layoutSearchBar(in: root)  // SR10
        updateScrollEdges()  // BA4
    }

    /// NV15: the bar made from its class: a translated class (PT7) or ResponderKit's own; another class
    /// (a Swift subclass compiled without the porting plugin cannot be made from its metatype) is reported.
    private func adoptBar(of barClass: AnyClass) {
        guard let type = barClass as? UINavigationBar.Type else {
            report("init(navigationBarClass:toolbarClass:): \(barClass) is not a UINavigationBar subclass (NV14)")
            return
        }
        guard let bar = ObjCRuntime.instantiate(Optional(type), "init(frame:)", [CGRect.zero])
        else { return }
        navigationBar = bar
    }

    private func configure() {
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        popGesture.edges = .left
        popGesture.delegate = popGate
        popGate.navigationController = self
        popGesture.addTarget(self, action: UINavigationController.handlePopGesture)
    }

    /// Programmer errors UIKit raises for (NV1): the same controller twice, a navigation controller pushed.
    private func acceptsStack(_ controllers: [UIViewController], in method: String) -> Bool {
        for (index, controller) in controllers.enumerated() {
            if controllers[..<index].contains(where: { $0 === controller }) {
                report("\(method): the same view controller instance appears more than once in the stack")
                return false
            }
            // SP2: a split view controller nests the detail's navigation controller in its collapsed primary.
            if controller is UINavigationController && nearestAncestor(UISplitViewController.self) == nil {
                report("\(method): pushing a navigation controller is not supported")
                return false
            }
            if controller === self {
                report("\(method): a navigation controller cannot be in its own stack")
                return false
            }
            if let parent = controller.parent, parent !== self {
                report("\(method): the view controller is already the child of another controller")
                return false
            }
        }
        return true
    }

    func report(_ message: String) {
        Diagnostics.report("UINavigationController.\(message)", application: viewIfLoaded?.window?.application)
    }
}
