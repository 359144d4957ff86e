import Foundation

/// Told what the user picked (IP2) or that they cancelled (IP3). Every method is optional (A7): without
/// one, the picker dismisses itself, as UIKit's does.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) { (picker.presentingViewController ?? picker).dismiss(animated: true) }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        (picker.presentingViewController ?? picker).dismiss(animated: true)
    }
}
