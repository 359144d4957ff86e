import Foundation

/// Tabs of view controllers, one shown at a time above a tab bar (NV8).
///
/// The selected controller's view fills the controller's view, under the bar. Like the navigation
/// controller it drives its children's appearance callbacks itself (VC4): a switch is the old tab's
/// will-disappear, the new tab's will-appear, the views swapped, then did-disappear and did-appear.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selectedStorage: Int = 0
    open weak var delegate: UITabBarControllerDelegate?
    open private(set) var tabBar = UITabBar()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.controller = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.controller = self
    }

    // MARK: Tabs (NV8)

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let showing = isShowing
        for controller in tabs ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            if controller === old, showing { controller.beginAppearanceTransition(false, animated: false) }
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            if controller === old, showing { controller.endAppearanceTransition() }
            controller.removeFromParent()
        }
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let released = exchange(&tabs, with: viewControllers)  // removed tabs die after the write (A11)
        defer { withExtendedLifetime(released) {} }
        tabBar.items = viewControllers?.map { $0.tabBarItem }
        let count = viewControllers?.count ?? 0
        selectedStorage = count == 0 ? 0 : min(selectedStorage, count - 1)
        show(selectedViewController, replacing: old, showing: showing)
    }

    open var selectedIndex: Int {
        get { selectedStorage }
        set {
            guard let tabs, tabs.indices.contains(newValue) else {
                report("selectedIndex: \(newValue) is out of range (\(tabs?.count ?? 0) tabs)")
                return
            }
            select(index: newValue)
        }
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selectedStorage) else { return nil }
            return tabs[selectedStorage]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else {
                report("selectedViewController: the view controller is not one of the tabs")
                return
            }
            select(index: index)
        }
    }

    /// `setValue(customTabBar, forKey: "tabBar")`: iOS code installs its own `UITabBar` subclass this way
    /// (key-value coding of the private storage). Only the key "tabBar" is known here; others are reported,
    /// as iOS raises for an undefined key.
    open func setValue(_ value: Any?, forKey key: String) {
        guard key == "tabBar", let bar = value as? UITabBar else {
            report("setValue(_:forKey:): this class is not key value coding-compliant for the key \(key)")
            return
        }
        let old = tabBar
        bar.controller = self
        bar.items = old.items
        bar.selectedItem = old.selectedItem
        old.controller = nil
        tabBar = bar
        if let root = viewIfLoaded {
            old.removeFromSuperview()
            root.addSubview(bar)
            layoutBar(in: root)
        }
    }

    // MARK: The view and its appearance (NV8, VC4)

    open override func loadView() {
        super.loadView()
        let root = ContainerRootView.replacingView(of: self) { [weak self] root in self?.layoutBar(in: root) }
        root.addSubview(tabBar)
        if let selected = selectedViewController { install(selected) }
        layoutBar(in: root)
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    // MARK: Selection (NV8)

    /// A tap on the item at `index`: the delegate may refuse; selecting the selected tab changes nothing
    /// but is still reported to `didSelect` (as UIKit does for a re-tap).
    func userSelected(index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index: index)
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func select(index: Int) {
        let old = selectedViewController
        selectedStorage = index
        show(selectedViewController, replacing: old, showing: isShowing)
    }

    /// Swaps the shown tab: will-disappear, will-appear, the views, did-disappear, did-appear.
    private func show(_ new: UIViewController?, replacing old: UIViewController?, showing: Bool) {
        tabBar.selectedItem = new?.tabBarItem
        guard new !== old else { return }
        if showing {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded {
            if let oldView = old?.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
            if let new { install(new) }
        }
        if showing {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
    }

    private var isShowing: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
    }

    private func install(_ controller: UIViewController) {
        let child = controller.loadedView(contextBounds: view.bounds)
        child.frame = childFrame(
            for: controller, in: view.bounds, opaqueTop: false, opaqueBottom: !tabBar.isTranslucent)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(child, belowSubview: tabBar)
    }

    /// NV8: the bar spans the bottom, 49 pt tall above the safe area's bottom inset, which it also covers.
    private func layoutBar(in root: UIView) {
        let inset = root.safeAreaInsets.bottom
        let height = UITabBar.standardHeight + inset
        tabBar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        layOutChildViews(viewControllers ?? [], in: root, opaqueTop: false, opaqueBottom: !tabBar.isTranslucent)
        updateScrollEdge()  // BA4
    }

    /// NV13: the visible tab bar's height from the bottom (the safe area's inset included).
    override var barCoverInsets: UIEdgeInsets {
        guard let root = viewIfLoaded, !tabBar.isHidden else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: Swift.max(root.bounds.height - tabBar.frame.minY, 0), right: 0)
    }

    private func report(_ message: String) {
        Diagnostics.report("UITabBarController.\(message)", application: viewIfLoaded?.window?.application)
    }
}
