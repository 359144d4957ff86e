import Foundation

/// The root of a view tree, the place where touch events are dispatched (T4) and where the first
/// responder is kept (R5).
@preconcurrency @MainActor open class UIWindow: UIView {
    weak var firstResponderStorage: UIResponder?
    /// The simulated keyboard shown for this window's text input (TX7).
    lazy var simulatedKeyboard = SimulatedKeyboard()
    /// Bumped by every change of geometry or hierarchy in this window; views' cached transforms to the
    /// window are valid only for the generation they were computed in (BENCHMARKS.md, `convert.deep1000`).
    var geometryGeneration: UInt64 = 1

    func invalidateConversions() { geometryGeneration &+= 1 }
    /// Cleared by the scene when it lets go of this window or is deinitialized (an isolated deinit).
    var sceneStorage: UIWindowScene? {
        get { sceneLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &sceneLink)
        }
    }
    /// Checked unowned, written by swapping (see UnownedLink): no run-time exclusivity checks needed.
    private var sceneLink = UnownedLink<UIWindowScene>(nil)
    var rootViewControllerStorage: UIViewController?
    /// VC6: animated presentations or dismissals running in this window; while any runs, it takes no new touches.
    var modalTransitionsRunning = 0

    override var hitTestRefusal: HitTestRefusal? {
        if modalTransitionsRunning > 0 { return .modalTransition }
        return super.hitTestRefusal
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowStorage = self
        isHidden = true  // UIKit windows start hidden; `makeKeyAndVisible()` shows them.
    }

    /// A window that belongs to `windowScene` and covers its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        windowStorage = self
        isHidden = true
        self.windowScene = windowScene
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        windowStorage = self
        isHidden = true
    }

    // MARK: Scene, level, key status

    open var windowScene: UIWindowScene? {
        get { sceneStorage }
        set {
            guard newValue !== sceneStorage else { return }
            if let old = sceneStorage {
                old.detach(self)
                old.application?.dispatcher.windowDidBecomeUnavailable(self)
            }
            sceneStorage = newValue
            newValue?.attach(self)
        }
    }

    open var screen: UIScreen { sceneStorage?.screen ?? UIScreen(bounds: bounds) }

    open var windowLevel: UIWindow.Level = .normal

    open var isKeyWindow: Bool { sceneStorage?.keyWindowStorage === self }

    open func makeKey() {
        // A3: a window made with `init(frame:)` (an app without scenes) joins the running world's scene.
        if sceneStorage == nil, let scene = CurrentWorld.application.scene { windowScene = scene }
        guard let scene = sceneStorage, scene.keyWindowStorage !== self else { return }
        let previous = scene.keyWindowStorage
        scene.keyWindowStorage = self
        previous?.resignKey()
        becomeKey()
    }

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    open func becomeKey() {}
    open func resignKey() {}

    /// Hiding a window mid-touch ends its touches for every responder (T6).
    open override var isHidden: Bool {
        didSet {
            if isHidden && !oldValue { application?.dispatcher.windowDidBecomeUnavailable(self) }
            // VC1: the root controller appears and disappears with its window.
            if isHidden != oldValue, let root = rootViewControllerStorage, root.viewIfLoaded?.superviewStorage === self
            {
                root.transitionAppearance(!isHidden, animated: false)
            }
        }
    }

    // MARK: Root view controller (R1)

    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            // VC1: the old root disappears (will, removal, did), then the new one appears (will, insertion,
            // did), if the window is visible: Apple's viewWillAppear/viewDidDisappear pages place the "will"
            // before the view joins or leaves the hierarchy and the "did" after.
            if let old = rootViewControllerStorage, let oldView = old.viewIfLoaded, oldView.superviewStorage === self {
                if !isHidden {
                    old.appearanceAnimated = false
                    old.beginAppearance(false, animated: false)
                }
                oldView.removeFromSuperview()
                if !isHidden { old.endAppearance() }
            }
            // The old root is released after the write (A11): its deinit may read `rootViewController`.
            let released = exchange(&rootViewControllerStorage, with: newValue)
            defer { withExtendedLifetime(released) {} }
            guard let controller = newValue else { return }
            let view = controller.loadedView(contextBounds: bounds)
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // follows the window (LY19, LY27)
            if !isHidden {
                controller.appearanceAnimated = false
                controller.beginAppearance(true, animated: false)
            }
            addSubview(view)
            if !isHidden { controller.endAppearance() }
        }
    }

    // MARK: Events (T4)

    /// Dispatches an event to the window's recognizers and views (through the application's dispatcher), or
    /// to its first responder. Overridable, as in UIKit, to intercept every event of the window.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            application?.dispatcher.dispatchTouches(of: event, in: self)
        case .presses, .motion, .remoteControl:
            routeToFirstResponder(event)
        }
    }

    // MARK: Chain

    /// R1: the window → the application.
    open override var next: UIResponder? { application }

    override var firstResponderWindow: UIWindow? { self }

    /// The application this window belongs to, through its scene.
    var application: UIApplication? { sceneStorage?.application }

    /// Reported by the hierarchy when views leave this window (T6).
    func subtreeDidLeave() { application?.dispatcher.viewsDidLeave(self) }

    /// Window levels: higher levels are hit-tested first.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}
