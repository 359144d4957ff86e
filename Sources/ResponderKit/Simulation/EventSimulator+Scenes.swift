import Foundation

/// Launching an app the way iOS does (SC6) and moving it between the foreground and the background (SC7).
extension EventSimulator {
    /// SC6: a world launched as iOS launches an app: `appDelegate`'s `willFinishLaunching` and
    /// `didFinishLaunching`; the scene's session and `application(_:configurationForConnecting:options:)`,
    /// whose answer is completed from `sceneConfigurations` (the Info.plist's "Application Scene Manifest":
    /// what a configuration made by name leaves nil comes from the declared one of that name); the scene
    /// delegate made from the configuration's `delegateClass` (a translated class, PT7) or by `sceneDelegate`;
    /// with a storyboard, a window with its initial view controller given to the delegate; then
    /// `scene(_:willConnectTo:options:)` with `options`, where the delegate typically makes its window with
    /// `UIWindow(windowScene:)`; then the window shown, `sceneWillEnterForeground` and `sceneDidBecomeActive`.
    /// The simulator's `window` is the scene delegate's window (else the app delegate's).
    public static func launch(
        appDelegate: UIApplicationDelegate, sceneDelegate: (@MainActor () -> UISceneDelegate)? = nil,
        sceneConfigurations: [UISceneConfiguration] = [], options: UIScene.ConnectionOptions = .init(),
        screenSize: CGSize = UIScreen.defaultSize, application: UIApplication? = nil
    ) -> EventSimulator {
        let simulator = EventSimulator(screenSize: screenSize, application: application)
        simulator.withCurrentWorld {
            simulator.launch(appDelegate, sceneDelegate, sceneConfigurations, options)
        }
        return simulator
    }

    private func launch(
        _ appDelegate: UIApplicationDelegate, _ makeSceneDelegate: (@MainActor () -> UISceneDelegate)?,
        _ declared: [UISceneConfiguration], _ options: UIScene.ConnectionOptions
    ) {
        let app = application
        let scene = app.scene!
        app.applicationStateStorage = .inactive
        scene.activationStateStorage = .unattached
        app.delegate = appDelegate
        app.launchedDelegate = appDelegate  // UIApplicationMain keeps the app delegate alive
        app.lifecycleRecord("launching (SC6)")
        _ = appDelegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = appDelegate.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        var manifest = declared
        if manifest.isEmpty, makeSceneDelegate != nil {
            manifest = [UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)]
        }
        guard !manifest.isEmpty else {
            // An app without scenes: its delegate's window, made in didFinishLaunching.
            adoptWindow(appDelegate.window)
            app.enterForeground(launching: true)
            app.becomeActive()
            return
        }
        let session = scene.session
        session.configuration = UISceneConfiguration(name: nil, sessionRole: session.role).completed(from: manifest)
        let configuration = appDelegate.application(
            app, configurationForConnecting: session, options: options
        ).completed(from: manifest)
        session.configuration = configuration
        let delegate =
            configuration.delegateClass.flatMap { ObjCRuntime.instantiate($0 as? UIResponder.Type, "init()") }
            as? UISceneDelegate ?? makeSceneDelegate?()
        scene.delegate = delegate
        session.scene = scene
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        var storyboardWindow: UIWindow?
        if let storyboard = configuration.storyboard, let windowDelegate = delegate as? UIWindowSceneDelegate {
            let window = UIWindow(windowScene: scene)
            window.rootViewController = storyboard.instantiateInitialViewController()
            windowDelegate.window = window
            storyboardWindow = window
        }
        app.lifecycleRecord("scene will connect (SC6)")
        delegate?.scene(scene, willConnectTo: session, options: options)
        storyboardWindow?.makeKeyAndVisible()
        adoptWindow((delegate as? UIWindowSceneDelegate)?.window ?? appDelegate.window)
        app.enterForeground(launching: true)
        app.becomeActive()
    }

    /// The launched app's window becomes the simulator's `window`; the simulator's own first window leaves.
    private func adoptWindow(_ launched: UIWindow?) {
        guard let launched, launched !== window else { return }
        let placeholder = window
        window = launched
        if launched.windowScene == nil { launched.windowScene = application.scene }
        placeholder.isHidden = true
        placeholder.windowScene = nil
    }

    /// SC7: the user leaves the app (the Home gesture): will resign active, then did enter background.
    public func moveToBackground() {
        withCurrentWorld {
            application.resignActive()
            application.enterBackground()
        }
    }

    /// SC7: the user comes back to the app: will enter foreground, then did become active.
    public func moveToForeground() {
        withCurrentWorld {
            application.enterForeground(launching: false)
            application.becomeActive()
        }
    }

    /// SC7: an interruption (a call, Control Center): the app resigns active and stays in the foreground.
    public func interruptActivity() { withCurrentWorld { application.resignActive() } }

    /// SC7: the interruption ends: the app becomes active again.
    public func endInterruption() { withCurrentWorld { application.becomeActive() } }

    /// SC7: the system disconnects the background scene (to reclaim memory): `sceneDidDisconnect`.
    public func disconnectScene() { withCurrentWorld { application.disconnectScene() } }

    /// SC5: a URL opened while the app is connected (a link, another app): a background app comes to the
    /// foreground first, then the scene delegate's `scene(_:openURLContexts:)`, then it becomes active.
    public func openURL(_ url: URL, options: UIScene.OpenURLOptions = .init()) {
        withCurrentWorld {
            let scene = application.scene!
            application.enterForeground(launching: false)
            scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: options)])
            application.becomeActive()
        }
    }

    /// SC5: a user activity handed over (Handoff, a Spotlight result): as `openURL`, with `scene(_:continue:)`.
    public func continueUserActivity(_ activity: NSUserActivity) {
        withCurrentWorld {
            let scene = application.scene!
            application.enterForeground(launching: false)
            scene.delegate?.scene(scene, continue: activity)
            application.becomeActive()
        }
    }

    /// SC7: the application's state.
    public var applicationState: UIApplication.State { application.applicationState }
}
