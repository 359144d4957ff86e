import UIKit

/// Every `#selector` form a view controller uses (SPEC PT1, PT3).
class SelectorFormsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let panRecognizer = UIPanGestureRecognizer()
    var events: [String] = []
    @objc var status = "idle"

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
        saveButton.addTarget(
            self, action: #selector(SelectorFormsViewController.buttonTapped(_:forEvent:)), for: .touchUpInside)
        panRecognizer.addTarget(self, action: #selector(handlePan))
        view.addGestureRecognizer(panRecognizer)
        view.addSubview(saveButton)
    }

    @objc func save() {
        events.append("save")
    }

    @objc private func buttonTapped(_ sender: UIButton) {
        events.append("tapped")
    }

    @objc func buttonTapped(_ sender: UIButton, forEvent event: UIEvent) {
        events.append("tapped with event")
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        events.append("pan \(recognizer.state.rawValue)")
    }

    @objc(showDetailsFor:) func showDetails(for item: String) {
        events.append("details \(item)")
    }

    static let detailsSelector = #selector(showDetails(for:))
    static let statusGetter = #selector(getter: SelectorFormsViewController.status)
    static let statusSetter = #selector(setter: SelectorFormsViewController.status)
}
