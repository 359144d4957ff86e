import Foundation

/// A scene: how a window finds its application without any global state (SPEC A, isolation).
@preconcurrency @MainActor open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// Cleared by the application when it is deinitialized (its deinit is isolated: main actor).
    var applicationStorage: UIApplication? {
        get { applicationLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &applicationLink)
        }
    }
    /// Checked unowned, written by swapping (see UnownedLink): no run-time exclusivity checks needed.
    private var applicationLink = UnownedLink<UIApplication>(nil)
    var application: UIApplication? { applicationStorage }

    /// SC7: in the foreground and active unless a launch or the simulator's lifecycle actions say otherwise.
    open var activationState: ActivationState { activationStateStorage }
    var activationStateStorage = ActivationState.foregroundActive
    /// SC4: the scene's delegate, held strongly as UIKit holds it.
    open var delegate: UISceneDelegate?
    /// SC1: the scene's session (the world's first, `.windowApplication`).
    open var session: UISceneSession { sessionStorage }
    lazy var sessionStorage = UISceneSession(role: .windowApplication, number: 1)
    open var title: String!
}

/// The scene that owns an application's windows. Windows join it through `UIWindow(windowScene:)` or
/// `window.windowScene = scene`; the scene keeps them alive, as the scene delegate does on iOS.
@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    public let screen: UIScreen
    var windowStorage: [UIWindow] = []
    /// One of `windowStorage` (which keeps it alive) or nil.
    unowned var keyWindowStorage: UIWindow?
    var traitRegistryStorage: TraitChangeRegistry?  // TR8

    init(screen: UIScreen, application: UIApplication) {
        self.screen = screen
        super.init()
        applicationStorage = application
    }

    /// Isolated: it writes the windows' main-actor state.
    isolated deinit {
        for window in windowStorage { window.sceneStorage = nil }
    }

    open var windows: [UIWindow] { windowStorage }
    /// TR2, TR8: its world's traits (no view's or controller's override).
    open var traitCollection: UITraitCollection { .current(in: application ?? UIApplication.shared) }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var keyWindow: UIWindow? { keyWindowStorage }
    /// The simulated screen's orientation (LY27).
    open var interfaceOrientation: UIInterfaceOrientation { application?.layoutLoop.orientation ?? .portrait }

    func attach(_ window: UIWindow) {
        if !windowStorage.contains(where: { $0 === window }) { windowStorage.append(window) }
    }

    func detach(_ window: UIWindow) {
        windowStorage.removeAll { $0 === window }
        window.sceneStorage = nil
        if keyWindowStorage === window { keyWindowStorage = nil }
    }

    /// Visible windows, frontmost first: higher level first, then the most recently attached (H1 order).
    var windowsFrontToBack: [UIWindow] {
        let visible = windowStorage.enumerated().filter { !$0.element.isHidden }
        return visible.sorted { lhs, rhs in
            if lhs.element.windowLevel != rhs.element.windowLevel {
                return lhs.element.windowLevel > rhs.element.windowLevel
            }
            return lhs.offset > rhs.offset
        }.map(\.element)
    }
}
