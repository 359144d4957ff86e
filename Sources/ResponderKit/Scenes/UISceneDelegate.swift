import Foundation

/// A scene's life (SC4): connected, then moving between the foreground and the background, then
/// disconnected. Every method is optional on iOS; the defaults do nothing (A7).
@preconcurrency @MainActor public protocol UISceneDelegate: AnyObject {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// SC5: URLs opened while the scene is connected.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// SC5: a user activity handed to the connected scene.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// A window scene's delegate: it holds the scene's window (SC4).
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
