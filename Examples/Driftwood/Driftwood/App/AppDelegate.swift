import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let session = Session()
    var preferences = Preferences(defaults: .standard)

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.tintColor = .systemTeal
        window.rootViewController = session.isSignedIn ? makeMainInterface() : makeSignIn()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private func makeSignIn() -> UIViewController {
        let signIn = SignInViewController()
        signIn.delegate = self
        return UINavigationController(rootViewController: signIn)
    }

    private func makeMainInterface() -> UIViewController {
        MainTabBarController(session: session, preferences: preferences)
    }

    private func switchRoot(to controller: UIViewController) {
        guard let window = window else { return }
        window.rootViewController = controller
        controller.view.alpha = 0
        UIView.animate(withDuration: 0.3) {
            controller.view.alpha = 1
        }
    }
}

extension AppDelegate: SignInViewControllerDelegate {
    func signInViewController(_ controller: SignInViewController, didSignInAs username: String) {
        session.signIn(as: username)
        switchRoot(to: makeMainInterface())
    }
}
