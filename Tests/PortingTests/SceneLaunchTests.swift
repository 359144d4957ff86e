import Foundation
import Testing
import UIKit

/// SC1–SC7: an app delegate and a scene delegate written as Xcode's template writes them, launched as iOS
/// launches them and moved between the foreground and the background.
@MainActor @Suite struct SceneLaunchTests {
    @Test("SC6: didFinishLaunching, the configuration, then the scene delegate makes its window from the scene")
    func launch() throws {
        let appDelegate = AppDelegate()
        var sceneDelegate: SceneDelegate?
        let url = try #require(URL(string: "walks://trail/7"))
        let simulator = EventSimulator.launch(
            appDelegate: appDelegate,
            sceneDelegate: {
                let made = SceneDelegate()
                sceneDelegate = made
                return made
            },
            options: UIScene.ConnectionOptions(urlContexts: [UIOpenURLContext(url: url)]))
        #expect(
            appDelegate.launchLog == [
                "didFinishLaunching", "configurationForConnecting UIWindowSceneSessionRoleApplication",
            ])
        let delegate = try #require(sceneDelegate)
        #expect(
            delegate.log == [
                "willConnectTo urls: [\"walks://trail/7\"]", "sceneWillEnterForeground", "sceneDidBecomeActive",
            ])
        #expect(simulator.window === delegate.window && simulator.window.isKeyWindow)
        #expect(simulator.application.windows.count == 1)
        let scene = try #require(simulator.window.windowScene)
        #expect(scene.delegate === delegate && scene.activationState == .foregroundActive)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
        #expect(scene.session.persistentIdentifier == "00000000-0000-0000-0000-000000000001")
        #expect(simulator.applicationState == .active)
        let home = try #require((simulator.window.rootViewController as? UINavigationController)?.topViewController)
        #expect(home.title == "Home" && home.view.window === simulator.window)
        simulator.tap(at: CGPoint(x: 187, y: 322))
        #expect((home as? HomeViewController)?.taps == 1)
    }

    @Test("SC7: background and foreground reach the scene delegate and post the notifications, in iOS's order")
    func lifecycle() throws {
        var sceneDelegate: SceneDelegate?
        let simulator = EventSimulator.launch(
            appDelegate: AppDelegate(),
            sceneDelegate: {
                let made = SceneDelegate()
                sceneDelegate = made
                return made
            })
        let delegate = try #require(sceneDelegate)
        final class Posted: @unchecked Sendable { var names: [String] = [] }
        let box = Posted()
        let sources: Set<ObjectIdentifier> = [
            ObjectIdentifier(simulator.application), ObjectIdentifier(try #require(simulator.window.windowScene)),
        ]
        let names: [Notification.Name] = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
            UIScene.didEnterBackgroundNotification,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                guard let object = note.object as AnyObject?, sources.contains(ObjectIdentifier(object)) else { return }
                box.names.append(note.name.rawValue)
            }
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        delegate.log.removeAll()
        simulator.moveToBackground()
        #expect(delegate.log == ["sceneWillResignActive", "sceneDidEnterBackground"])
        #expect(
            simulator.applicationState == .background && simulator.window.windowScene?.activationState == .background)
        #expect(
            box.names == [
                "UIApplicationWillResignActiveNotification", "UISceneDidEnterBackgroundNotification",
                "UIApplicationDidEnterBackgroundNotification",
            ])
        simulator.moveToForeground()
        #expect(delegate.log.suffix(2) == ["sceneWillEnterForeground", "sceneDidBecomeActive"])
        #expect(
            box.names.suffix(2) == [
                "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
            ])
        simulator.interruptActivity()
        #expect(simulator.applicationState == .inactive && delegate.log.last == "sceneWillResignActive")
        simulator.endInterruption()
        #expect(simulator.applicationState == .active && delegate.log.last == "sceneDidBecomeActive")
        simulator.moveToBackground()
        simulator.disconnectScene()
        #expect(delegate.log.last == "sceneDidDisconnect")
        #expect(simulator.window.windowScene?.activationState == .unattached)
    }

    @Test("SC6, SC7: an app without a scene delegate makes its window in didFinishLaunching and hears its life")
    func appDelegateOnly() {
        final class ClassicDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var log: [String] = []
            func application(
                _ application: UIApplication,
                didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
            ) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
            func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
            func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
            func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
            func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
        }
        let delegate = ClassicDelegate()
        let simulator = EventSimulator.launch(appDelegate: delegate)
        #expect(simulator.window === delegate.window && delegate.log == ["didBecomeActive"])
        simulator.moveToBackground()
        simulator.moveToForeground()
        #expect(
            delegate.log == [
                "didBecomeActive", "willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive",
            ])
    }
}

/// SC5: URLs and user activities reach the running scene.
@MainActor @Suite struct SceneURLTests {
    @MainActor final class LinkSceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        var log: [String] = []
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            log.append("open \(URLContexts.map { $0.url.absoluteString })")
        }
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
            log.append("continue \(userActivity.activityType)")
        }
        func sceneWillEnterForeground(_ scene: UIScene) { log.append("willEnterForeground") }
        func sceneDidBecomeActive(_ scene: UIScene) { log.append("didBecomeActive") }
    }

    @Test("SC5: a URL opened in the background brings the scene forward, then openURLContexts, then active")
    func openURL() throws {
        let delegate = LinkSceneDelegate()
        let simulator = EventSimulator.launch(appDelegate: AppDelegate(), sceneDelegate: { delegate })
        simulator.moveToBackground()
        delegate.log.removeAll()
        simulator.openURL(try #require(URL(string: "walks://trail/9")))
        #expect(delegate.log == ["willEnterForeground", "open [\"walks://trail/9\"]", "didBecomeActive"])
        simulator.continueUserActivity(NSUserActivity(activityType: "com.example.walk"))
        #expect(delegate.log.last == "continue com.example.walk")
        #expect(simulator.applicationState == .active)
    }
}
