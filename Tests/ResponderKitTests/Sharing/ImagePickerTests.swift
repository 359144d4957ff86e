import Foundation
import ResponderKit
import Testing

@MainActor
private final class PickerHost: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
{
    var picked: UIImage?
    var edited: UIImage?
    var cancelled = false

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picked = info[.originalImage] as? UIImage
        edited = info[.editedImage] as? UIImage
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        dismiss(animated: true)
    }
}

@MainActor @Suite struct ImagePickerTests {
    private func shown(editing: Bool = false) -> (EventSimulator, PickerHost, [UIImage]) {
        let simulator = EventSimulator()
        let photos = [UIImage(), UIImage(), UIImage()]
        simulator.photoLibrary = photos
        let host = PickerHost()
        simulator.window.rootViewController = host
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = editing
        picker.delegate = host
        host.present(picker, animated: true)
        simulator.advance(by: 1)
        return (simulator, host, photos)
    }

    @Test("IP1: the camera is unavailable headlessly; the photo library is; setting the camera is reported")
    func sources() {
        let simulator = EventSimulator()
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        let picker = simulator.withCurrentWorld { () -> UIImagePickerController in
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            return picker
        }
        #expect(picker.sourceType == .photoLibrary && simulator.issues.count == 1)
    }

    @Test("IP2, IP4: tapping a photo gives the delegate that image (edited too when editing); it dismisses")
    func pick() {
        let (simulator, host, photos) = shown(editing: true)
        simulator.pickPhoto(at: 1)
        #expect(host.picked === photos[1] && host.edited === photos[1])
        #expect(host.presentedViewController == nil && simulator.issues.isEmpty)
    }

    @Test("IP3, IP4: Cancel tells the delegate; without a delegate the picker dismisses itself")
    func cancel() {
        let (simulator, host, _) = shown()
        simulator.cancelImagePicker()
        #expect(host.cancelled && host.presentedViewController == nil)
        let picker = UIImagePickerController()
        host.present(picker, animated: false)
        simulator.cancelImagePicker()
        #expect(host.presentedViewController == nil && simulator.issues.isEmpty)
    }
}
