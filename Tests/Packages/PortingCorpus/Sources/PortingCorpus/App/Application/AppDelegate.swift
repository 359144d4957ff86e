//
//  AppDelegate.swift
//  Trailmate
//

import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// Screens a QA build can jump straight to: `-TMStartScreen TMTrailList` on the scheme's arguments.
    private let startScreenKey = "TMStartScreen"

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: makeStartScreen())
        window.makeKeyAndVisible()
        self.window = window

        NotificationCenter.default.addObserver(
            self,
            selector: #selector(trailStoreDidChange(_:)),
            name: .trailStoreDidChange,
            object: nil
        )
        return true
    }

    func makeStartScreen() -> UIViewController {
        if let name = UserDefaults.standard.string(forKey: startScreenKey),
            let type = NSClassFromString(name) as? UIViewController.Type
        {
            return type.init()
        }
        return TrailListViewController(store: .shared)
    }

    // MARK: - Notifications

    private(set) var favoriteBadgeCount = 0

    @objc private func trailStoreDidChange(_ notification: Notification) {
        guard let store = notification.object as? TrailStore else { return }
        favoriteBadgeCount = store.trails.filter { $0.isFavorite }.count
    }

    // MARK: - Global actions

    /// Sent up the responder chain by any screen's "Report a problem" button; the app delegate is the last
    /// responder, so it answers when no screen on the way does.
    @objc func showReportForm(_ sender: Any?) {
        let form = ReportFormViewController()
        let navigation = window?.rootViewController as? UINavigationController
        navigation?.pushViewController(form, animated: false)
        lastReportSender = sender as AnyObject?
    }

    private(set) weak var lastReportSender: AnyObject?
}
