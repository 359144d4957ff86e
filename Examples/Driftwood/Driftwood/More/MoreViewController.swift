import UIKit

/// Extra screens, one row each. To add a screen, add one entry to `MoreViewController.screens`: its title
/// and a function that makes its view controller (pushed on the More tab's navigation stack).
final class MoreViewController: UITableViewController {
    struct Screen {
        let title: String
        let make: () -> UIViewController
    }

    /// The screens listed, in order.
    static let screens: [Screen] = [
        Screen(title: "About Driftwood", make: { AboutViewController() }),
        Screen(title: "Rate a Walk", make: { RatingViewController() }),
        Screen(title: "Sketch a Route", make: { CanvasViewController() }),
        Screen(title: "Finds", make: { DeckViewController() }),
        Screen(title: "Beach Guide", make: { BeachGuideViewController() }),
        Screen(title: "Saved Beaches", make: { SavedBeachesViewController() }),
    ]

    private let screens: [Screen]

    init(screens: [Screen] = MoreViewController.screens) {
        self.screens = screens
        super.init(style: .insetGrouped)
        title = "More"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ScreenCell")
        tableView.accessibilityIdentifier = "more.table"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ScreenCell", for: indexPath)
        let screen = screens[indexPath.row]
        cell.textLabel?.text = screen.title
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = "more.\(screen.title)"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let controller = screens[indexPath.row].make()
        controller.title = controller.title ?? screens[indexPath.row].title
        navigationController?.pushViewController(controller, animated: true)
    }
}
