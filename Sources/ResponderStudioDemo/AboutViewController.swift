import ResponderKit

/// The screen the settings' button pushes (ST6): a title label.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"
        view.backgroundColor = .systemBackground
        let nameLabel = UILabel(frame: CGRect(x: 20, y: 110, width: 335, height: 30))
        nameLabel.text = "Responder Studio demo"
        nameLabel.accessibilityIdentifier = "aboutName"
        view.addSubview(nameLabel)
    }
}
