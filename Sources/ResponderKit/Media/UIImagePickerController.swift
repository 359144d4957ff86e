import Foundation

/// The system's photo picker (IP1–IP4; Apple: developer.apple.com/documentation/uikit/uiimagepickercontroller).
/// A navigation controller whose root lists the world's photo library (`EventSimulator.photoLibrary`), one
/// button per image, with a Cancel button in its navigation bar. Headless, there is no camera: only the
/// photo library and saved-photos sources are available.
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }
    public enum CameraDevice: Int, Sendable {
        case rear = 0, front = 1
    }
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0, video = 1
    }
    public enum CameraFlashMode: Int, Sendable {
        case off = -1, auto = 0, on = 1
    }
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4
        case typeIFrame960x540 = 5
    }

    /// IP1: the photo library and saved photos; never the camera (no camera headlessly).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// Images only (`public.image`) for an available source; nil for the camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// IP1: setting an unavailable source is UIKit's exception: reported, and the source is kept.
    open var sourceType: SourceType {
        get { sourceTypeStorage }
        set {
            guard Self.isSourceTypeAvailable(newValue) else {
                return Diagnostics.report(
                    "UIImagePickerController.sourceType: source type \(newValue.rawValue) not available "
                        + "(check isSourceTypeAvailable first); kept \(sourceTypeStorage)",
                    application: viewIfLoaded?.window?.application ?? UIApplication.shared)
            }
            sourceTypeStorage = newValue
        }
    }
    open var mediaTypes: [String] = ["public.image"]
    /// IP2: an editing picker also reports the image as edited, with its crop rect.
    open var allowsEditing = false
    open var videoQuality = QualityType.typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform = CGAffineTransform.identity
    open var cameraCaptureMode = CameraCaptureMode.photo
    open var cameraDevice = CameraDevice.rear
    open var cameraFlashMode = CameraFlashMode.auto

    private var sourceTypeStorage = SourceType.photoLibrary
    let library = PhotoLibraryViewController()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        library.picker = self
        setViewControllers([library], animated: false)
    }

    /// IP2: the user picked `image`: the delegate's `didFinishPickingMediaWithInfo` with its media type, the
    /// original image and, when editing, the edited image and crop rect; a picker without such a delegate
    /// dismisses itself.
    func picked(_ image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = CGRect(origin: .zero, size: image.size)
        }
        guard let delegate = delegate as? UIImagePickerControllerDelegate else { return dismissSelf() }
        delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// IP3: the user cancelled: the delegate's `imagePickerControllerDidCancel`, else the picker dismisses.
    func cancelled() {
        guard let delegate = delegate as? UIImagePickerControllerDelegate else { return dismissSelf() }
        delegate.imagePickerControllerDidCancel(self)
    }

    private func dismissSelf() { (presentingViewController ?? self).dismiss(animated: true) }
}
