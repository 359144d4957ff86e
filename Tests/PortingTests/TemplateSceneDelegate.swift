// swift-format-ignore-file
// Kept in the shape Xcode's template gives it (long signatures on one line), so not formatted.
import UIKit

// A scene delegate as Xcode's "App" template writes it, with the window made in code (no storyboard), as
// teams do once they delete Main.storyboard.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    var log: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Attach the window to the scene and give it its first screen.
        guard let windowScene = (scene as? UIWindowScene) else { return }
        log.append("willConnectTo urls: \(connectionOptions.urlContexts.map { $0.url.absoluteString })")
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // The scene is being released by the system; let go of what can be made again.
        log.append("sceneDidDisconnect")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Restart tasks that were paused while the scene was inactive.
        log.append("sceneDidBecomeActive")
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Pause ongoing tasks (an incoming call, for example).
        log.append("sceneWillResignActive")
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Undo the changes made on entering the background.
        log.append("sceneWillEnterForeground")
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Save data and release shared resources.
        log.append("sceneDidEnterBackground")
    }
}

class HomeViewController: UIViewController {
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 175, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}
