import UIKit

/// Edits the name shown on the user's posts. Save and Cancel both go back to Settings by unwind segues;
/// only Save's is connected to `unwindToSettings(_:)` with a name to keep.
final class EditProfileViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var saveButton: UIBarButtonItem!

    var initialName: String?

    var enteredName: String? {
        let name = nameField.text?.trimmingCharacters(in: .whitespaces) ?? ""
        return name.isEmpty ? nil : name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.text = initialName
        nameField.delegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        nameField.becomeFirstResponder()
    }

    @IBAction func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}

extension EditProfileViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        performSegue(withIdentifier: "saveProfile", sender: textField)
        return false
    }
}
