import Foundation

/// Pages of view controllers (PG1–PG9): the shown page (or two, around a spine) is a child whose view fills
/// the controller's view; the data source gives the pages around it when a gesture asks for them.
///
/// `.scroll` pages in a paging scroll view (a direct subview of `view`, as on iOS, so code that finds it
/// there and reads its offset works) holding the shown page in the middle and a neighbour on either side
/// while the user drags (PG3, PG4). `.pageCurl` turns pages with a pan or a tap near an edge (PG8). Like the
/// navigation controller it drives its children's appearance itself (VC4).
@preconcurrency @MainActor open class UIPageViewController: UIViewController {
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical = 1 }
    public enum SpineLocation: Int, Sendable { case none = 0, min = 1, mid = 2, max = 3 }
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse = 1 }
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll = 1 }

    /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options (PG1).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value) for `.pageCurl`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages for `.scroll` (a `CGFloat`, `Double`, `Int` or `NSNumber`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    var transitionStyleStorage = TransitionStyle.pageCurl
    var orientationStorage = NavigationOrientation.horizontal
    var spineStorage = SpineLocation.none
    /// PG1: the points between two pages (`.scroll`).
    var interPageSpacing: CGFloat = 0
    /// The shown pages, children of this controller.
    var pagesStorage: [UIViewController] = []
    /// PG3–PG5: the scroll style's machinery, made with the view.
    var scroller: PageScroller?
    /// PG8: the page-curl style's recognizers and turns, made with the view.
    var curler: PageCurler?
    /// PG6: the indicator shown when the data source gives a count (`.scroll` only).
    var pageControl: UIPageControl?

    open weak var delegate: UIPageViewControllerDelegate?
    /// PG3: asked for neighbouring pages; nil disables gesture-driven navigation (documented).
    open weak var dataSource: UIPageViewControllerDataSource?

    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        super.init(nibName: nil, bundle: nil)
        configure(style: style, orientation: navigationOrientation, options: options ?? [:])
    }

    /// PG1: `-initWithNibName:bundle:` of UIKit's class, whose defaults are the enums' zero values: a
    /// horizontal page curl with its spine at `.min`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configure(style: .pageCurl, orientation: .horizontal, options: [:])
    }

    /// A storyboard's page view controller scene (IB3): its `transitionStyle`, `navigationOrientation`,
    /// `spineLocation` and `pageSpacing` attributes.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let element = (coder as? IBCoder)?.element
        let style: TransitionStyle = element?["transitionStyle"] == "scroll" ? .scroll : .pageCurl
        let orientation: NavigationOrientation =
            element?["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        var options: [OptionsKey: Any] = [:]
        let spines = ["min": SpineLocation.min, "mid": .mid, "max": .max]
        if let spine = element?["spineLocation"].flatMap({ spines[$0] }) { options[.spineLocation] = spine }
        if let spacing = element?["pageSpacing"].flatMap(Double.init) { options[.interPageSpacing] = spacing }
        configure(style: style, orientation: orientation, options: options)
    }

    private func configure(style: TransitionStyle, orientation: NavigationOrientation, options: [OptionsKey: Any]) {
        transitionStyleStorage = style
        orientationStorage = orientation
        if style == .scroll {
            interPageSpacing = Self.points(options[.interPageSpacing]) ?? 0
        } else {
            spineStorage = Self.spine(options[.spineLocation]) ?? .min
        }
    }

    private static func points(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as CGFloat: number.isFinite ? Swift.max(number, 0) : nil
        case let number as Double: number.isFinite ? Swift.max(CGFloat(number), 0) : nil
        case let number as Int: CGFloat(Swift.max(number, 0))
        case let number as NSNumber: points(number.doubleValue)
        default: nil
        }
    }

    private static func spine(_ value: Any?) -> SpineLocation? {
        switch value {
        case let spine as SpineLocation: spine == .none ? nil : spine
        case let raw as Int: SpineLocation(rawValue: raw).flatMap { $0 == .none ? nil : $0 }
        case let number as NSNumber: spine(number.intValue)
        default: nil
        }
    }

    // MARK: Public state (PG1)

    open var transitionStyle: UIPageViewController.TransitionStyle { transitionStyleStorage }
    open var navigationOrientation: UIPageViewController.NavigationOrientation { orientationStorage }
    /// `.none` for `.scroll`; the option's (default `.min`) for `.pageCurl`, changed by the delegate on
    /// rotation (PG7).
    open var spineLocation: UIPageViewController.SpineLocation { spineStorage }
    /// PG8: a page curl shows the back of each page (two controllers per turn); false by default.
    open var isDoubleSided = false
    /// PG8: the page curl's pan and tap (on the view, in that order); empty for `.scroll`, which pages with
    /// its scroll view's own pan, as on iOS.
    open var gestureRecognizers: [UIGestureRecognizer] { curler?.recognizers ?? [] }
    /// The shown controllers: one, or two with the spine in the middle (PG2).
    open var viewControllers: [UIViewController]? { pagesStorage }

    /// PG2: shows `viewControllers`. Without animation (or off screen, or with `.pageCurl`) the pages change
    /// within the call: the old pages' will-disappear, the new ones' will-appear, the views swapped, then the
    /// dids; with `.scroll` and `animated` the new page slides in from the side `direction` names, on the virtual
    /// clock. The delegate hears nothing (its methods are for gesture-driven turns); `completion` gets true at
    /// the end. UIKit raises for a count the spine does not take; here it is reported and nothing changes.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) { setPages(viewControllers, direction: direction, animated: animated, completion: completion) }

    // MARK: The view (PG2)

    open override func loadView() {
        super.loadView()
        let root = ContainerRootView.replacingView(of: self) { [weak self] root in self?.layoutPages(in: root) }
        switch transitionStyleStorage {
        case .scroll:
            let scroller = PageScroller(controller: self)
            self.scroller = scroller
            root.addSubview(scroller.scrollView)
        case .pageCurl:
            curler = PageCurler(controller: self, view: root)
        }
        for page in pagesStorage { installPage(page) }
        updatePageControl()
        layoutPages(in: root)
    }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for page in visiblePages { page.beginAppearanceTransition(true, animated: animated) }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for page in visiblePages { page.endAppearanceTransition() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for page in visiblePages { page.beginAppearanceTransition(false, animated: animated) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for page in visiblePages { page.endAppearanceTransition() }
    }

    /// PG7: the delegate decides, when there is one.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// PG7: a page curl asks its delegate where the spine goes in the orientation the interface turns to.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyleStorage == .pageCurl, let delegate else { return }
        let turning: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        let spine = delegate.pageViewController(self, spineLocationFor: turning)
        if spine != .none { spineStorage = spine }
    }

    /// Whether the pages' appearance follows this controller's now (it is appearing or appeared in a window).
    var isShowing: Bool {
        (appearanceState == .appeared || appearanceState == .appearing) && viewIfLoaded?.window != nil
    }

    func report(_ message: String) {
        Diagnostics.report("UIPageViewController.\(message)", application: viewIfLoaded?.window?.application)
    }
}
