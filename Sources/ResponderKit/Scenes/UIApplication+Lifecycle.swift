import Foundation

/// The application's and its scene's life (SC4, SC7): states, notifications and the delegates' calls, in the
/// order iOS makes them. A scene with a delegate hears the changes; an app without one (no scene delegate)
/// hears them on its app delegate, as before iOS 13. The notifications are posted either way.
extension UIApplication {
    public enum State: Int, Sendable { case active = 0, inactive, background }

    nonisolated public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    nonisolated public static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")

    /// SC7: active in the foreground, inactive (launching, interrupted, or on the way to or from the
    /// background), or in the background.
    public var applicationState: UIApplication.State { applicationStateStorage }

    /// SC1: the sessions of the scenes this world has connected.
    public var openSessions: Set<UISceneSession> { [scene.session] }

    // MARK: Transitions (SC7)

    func lifecycleRecord(_ text: String) { tracer?.record(.info(text, kind: "lifecycle")) }

    private var sceneDelegate: UISceneDelegate? { scene.delegate }

    /// Active → inactive: `sceneWillResignActive` (else `applicationWillResignActive`), then the notifications.
    func resignActive() {
        guard applicationStateStorage == .active else { return }
        lifecycleRecord("will resign active (SC7)")
        if let delegate = sceneDelegate {
            delegate.sceneWillResignActive(scene)
        } else {
            self.delegate?.applicationWillResignActive(self)
        }
        scene.activationStateStorage = .foregroundInactive
        applicationStateStorage = .inactive
        NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
        NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
    }

    /// Inactive → background: `sceneDidEnterBackground` (else `applicationDidEnterBackground`), notifications.
    func enterBackground() {
        guard applicationStateStorage == .inactive, scene.activationStateStorage != .unattached else { return }
        lifecycleRecord("did enter background (SC7)")
        scene.activationStateStorage = .background
        applicationStateStorage = .background
        if let delegate = sceneDelegate {
            delegate.sceneDidEnterBackground(scene)
        } else {
            self.delegate?.applicationDidEnterBackground(self)
        }
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
    }

    /// Background (or a launch) → inactive: `sceneWillEnterForeground` (else `applicationWillEnterForeground`
    /// when coming back from the background), then the notifications (the application's only when coming back).
    func enterForeground(launching: Bool) {
        guard launching || applicationStateStorage == .background else { return }
        lifecycleRecord("will enter foreground (SC7)")
        if let delegate = sceneDelegate {
            delegate.sceneWillEnterForeground(scene)
        } else if !launching {
            self.delegate?.applicationWillEnterForeground(self)
        }
        scene.activationStateStorage = .foregroundInactive
        applicationStateStorage = .inactive
        NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
        if !launching { NotificationCenter.default.post(name: Self.willEnterForegroundNotification, object: self) }
    }

    /// Inactive → active: `sceneDidBecomeActive` (else `applicationDidBecomeActive`), then the notifications.
    func becomeActive() {
        guard applicationStateStorage == .inactive, scene.activationStateStorage == .foregroundInactive else { return }
        lifecycleRecord("did become active (SC7)")
        scene.activationStateStorage = .foregroundActive
        applicationStateStorage = .active
        if let delegate = sceneDelegate {
            delegate.sceneDidBecomeActive(scene)
        } else {
            self.delegate?.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// A background scene is disconnected: `sceneDidDisconnect`, the notification; the session stays open.
    func disconnectScene() {
        guard scene.activationStateStorage == .background else { return }
        lifecycleRecord("scene did disconnect (SC7)")
        scene.activationStateStorage = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
    }
}

extension UIScene {
    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")
}
