import UIKit

/// What the app is, and a button that counts how many times the user has read it.
final class AboutViewController: UIViewController {
    private let textLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground
        textLabel.text = "Driftwood is where people who walk the coast share what they find."
        textLabel.numberOfLines = 0
        textLabel.textAlignment = .center
        textLabel.accessibilityIdentifier = "about.text"
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textLabel)
        NSLayoutConstraint.activate([
            textLabel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            textLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}
