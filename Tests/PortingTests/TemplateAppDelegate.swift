// swift-format-ignore-file
// Kept in the shape Xcode's template gives it (long signatures on one line), so not formatted.
import UIKit

// An app delegate as Xcode's "App" template writes it (scene-based life cycle). On iOS the class carries
// `@main`; the porting plugin drops that attribute (PT), and this test target has its own entry point.
class AppDelegate: UIResponder, UIApplicationDelegate {

    var launchLog: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Set-up that must happen once per launch goes here.
        launchLog.append("didFinishLaunching")
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Pick the configuration to create the new scene with.
        launchLog.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Release resources that belonged to the discarded scenes.
    }
}
