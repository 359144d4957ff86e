import UIKit

/// Settings, from Settings.storyboard: static cells with a switch, a stepper and a slider, and the profile
/// editor, which comes back here through an unwind segue.
final class SettingsViewController: UITableViewController {
    @IBOutlet weak var privateAccountSwitch: UISwitch!
    @IBOutlet weak var photosPerPageStepper: UIStepper!
    @IBOutlet weak var photosPerPageLabel: UILabel!
    @IBOutlet weak var uploadQualitySlider: UISlider!
    @IBOutlet weak var uploadQualityLabel: UILabel!
    @IBOutlet weak var displayNameLabel: UILabel!

    var session: Session?
    var preferences: Preferences!

    static func instantiate(session: Session, preferences: Preferences) -> SettingsViewController {
        let storyboard = UIStoryboard(name: "Settings", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Settings") as! SettingsViewController
        controller.session = session
        controller.preferences = preferences
        return controller
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        title = "Settings"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        privateAccountSwitch.isOn = preferences.isPrivateAccount
        photosPerPageStepper.minimumValue = 6
        photosPerPageStepper.maximumValue = 48
        photosPerPageStepper.stepValue = 6
        photosPerPageStepper.value = Double(preferences.photosPerPage)
        uploadQualitySlider.minimumValue = 0.1
        uploadQualitySlider.maximumValue = 1
        uploadQualitySlider.value = preferences.uploadQuality
        updateLabels()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        displayNameLabel.text = preferences.displayName ?? session?.username ?? "Not set"
    }

    private func updateLabels() {
        photosPerPageLabel.text = "\(Int(photosPerPageStepper.value))"
        uploadQualityLabel.text = "\(Int((uploadQualitySlider.value * 100).rounded())) %"
    }

    // MARK: - Actions

    @IBAction func privateAccountChanged(_ sender: UISwitch) {
        preferences.isPrivateAccount = sender.isOn
    }

    @IBAction func photosPerPageChanged(_ sender: UIStepper) {
        preferences.photosPerPage = Int(sender.value)
        updateLabels()
    }

    @IBAction func uploadQualityChanged(_ sender: UISlider) {
        // Snap to tens of percent, as the label shows.
        sender.value = (sender.value * 10).rounded() / 10
        preferences.uploadQuality = sender.value
        updateLabels()
    }

    @IBAction func unwindToSettings(_ segue: UIStoryboardSegue) {
        guard let editor = segue.source as? EditProfileViewController else { return }
        preferences.displayName = editor.enteredName
        displayNameLabel.text = preferences.displayName ?? session?.username ?? "Not set"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "editProfile",
            let navigation = segue.destination as? UINavigationController,
            let editor = navigation.topViewController as? EditProfileViewController
        {
            editor.initialName = preferences.displayName ?? session?.username
        }
    }
}
