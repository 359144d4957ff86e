import UIKit

/// Feed, Explore, the raised post button, More and Settings, each tab in its own navigation stack.
final class MainTabBarController: UITabBarController {
    let session: Session
    let preferences: Preferences
    let store = PhotoStore()
    private let raisedTabBar = RaisedTabBar()

    /// The empty controller under the raised button: it keeps the other tabs in their places.
    private let postPlaceholder = UIViewController()

    init(session: Session, preferences: Preferences) {
        self.session = session
        self.preferences = preferences
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(raisedTabBar, forKey: "tabBar")
        delegate = self

        let feed = FeedViewController(store: store)
        let explore = GridViewController(store: store)
        let more = MoreViewController()
        let settings = SettingsViewController.instantiate(session: session, preferences: preferences)
        postPlaceholder.tabBarItem = UITabBarItem(title: nil, image: nil, tag: 2)
        postPlaceholder.tabBarItem.isEnabled = false

        viewControllers = [
            navigationController(for: feed, title: "Feed", systemImage: "house", tag: 0),
            navigationController(for: explore, title: "Explore", systemImage: "square.grid.2x2", tag: 1),
            postPlaceholder,
            navigationController(for: more, title: "More", systemImage: "ellipsis", tag: 3),
            navigationController(for: settings, title: "Settings", systemImage: "gear", tag: 4),
        ]
        raisedTabBar.postButton.addTarget(self, action: #selector(postButtonTapped(_:)), for: .touchUpInside)
    }

    private func navigationController(
        for root: UIViewController, title: String, systemImage: String, tag: Int
    ) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: systemImage), tag: tag)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    @objc func postButtonTapped(_ sender: UIButton) {
        let compose = ComposeViewController(store: store)
        compose.delegate = self
        let navigation = UINavigationController(rootViewController: compose)
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(navigation, animated: true)
    }
}

extension MainTabBarController: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController !== postPlaceholder
    }
}

extension MainTabBarController: ComposeViewControllerDelegate {
    func composeViewController(_ controller: ComposeViewController, didPost photo: Photo) {
        store.insert(photo)
        dismiss(animated: true)
        selectedIndex = 0
    }

    func composeViewControllerDidCancel(_ controller: ComposeViewController) {
        dismiss(animated: true)
    }
}
