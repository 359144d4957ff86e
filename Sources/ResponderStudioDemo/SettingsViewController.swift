import ResponderKit
import ResponderStudio

/// A settings screen as an iOS team writes one, laid out with frames: a switch, a stepper and a slider that
/// update labels through target-action, and a button that pushes the details screen (ST6, ST7).
final class SettingsViewController: UIViewController {
    /// How the studio's recorder builds this screen in the Swift tests it writes (ST7).
    static let testSetup = StudioTestSetup(
        imports: ["@testable import ResponderStudioDemo"],
        setUp:
            "simulator.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())"
    )

    private let wifiSwitch = UISwitch()
    private let statusLabel = UILabel()
    private let volumeStepper = UIStepper()
    private let volumeLabel = UILabel()
    private let brightnessSlider = UISlider()
    private let detailsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemBackground

        statusLabel.frame = CGRect(x: 20, y: 110, width: 240, height: 31)
        statusLabel.text = "Wi-Fi off"
        statusLabel.accessibilityIdentifier = "statusLabel"
        wifiSwitch.frame.origin = CGPoint(x: 300, y: 110)
        wifiSwitch.accessibilityIdentifier = "wifiSwitch"
        wifiSwitch.addTarget(
            self, action: SettingsViewController.wifiChanged, named: "wifiChanged:", for: .valueChanged)

        volumeLabel.frame = CGRect(x: 20, y: 170, width: 200, height: 32)
        volumeLabel.accessibilityIdentifier = "volumeLabel"
        volumeStepper.frame.origin = CGPoint(x: 260, y: 170)
        volumeStepper.maximumValue = 10
        volumeStepper.value = 3
        volumeStepper.accessibilityIdentifier = "volumeStepper"
        volumeStepper.addTarget(
            self, action: SettingsViewController.volumeChanged, named: "volumeChanged:", for: .valueChanged)

        brightnessSlider.frame = CGRect(x: 20, y: 230, width: 335, height: 34)
        brightnessSlider.value = 0.5
        brightnessSlider.accessibilityIdentifier = "brightnessSlider"

        detailsButton.frame = CGRect(x: 20, y: 300, width: 335, height: 44)
        detailsButton.setTitle("About this phone", for: .normal)
        detailsButton.accessibilityIdentifier = "detailsButton"
        detailsButton.addTarget(
            self, action: SettingsViewController.showDetails, named: "showDetails", for: .touchUpInside)

        for subview in [statusLabel, wifiSwitch, volumeLabel, volumeStepper, brightnessSlider, detailsButton] {
            view.addSubview(subview)
        }
        updateVolumeLabel()
    }

    private func wifiChanged(_ sender: UISwitch) {
        statusLabel.text = sender.isOn ? "Wi-Fi on" : "Wi-Fi off"
    }

    private func volumeChanged(_ sender: UIStepper) {
        updateVolumeLabel()
    }

    private func updateVolumeLabel() {
        volumeLabel.text = "Volume \(Int(volumeStepper.value))"
    }

    private func showDetails() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}
