import Foundation

/// The picker's root (IP4): the world's photo library as a grid of 100-point image buttons, four to a row
/// (labelled "Photo 1", "Photo 2"...), and Cancel on the right of its navigation bar.
@MainActor final class PhotoLibraryViewController: UIViewController {
    weak var picker: UIImagePickerController?
    private(set) var photoButtons: [UIButton] = []
    static let side: CGFloat = 100

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        cancel.primaryAction = UIAction(title: "Cancel") { [weak self] _ in self?.picker?.cancelled() }
        navigationItem.rightBarButtonItem = cancel
        let photos = view.window?.application?.photoLibrary ?? UIApplication.shared.photoLibrary
        photoButtons = photos.enumerated().map { index, photo in
            let button = UIButton(type: .custom)
            button.setImage(photo, for: .normal)
            button.accessibilityLabel = "Photo \(index + 1)"
            button.addAction(UIAction { [weak self] _ in self?.picker?.picked(photo) }, for: .touchUpInside)
            view.addSubview(button)
            return button
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        for (index, button) in photoButtons.enumerated() {
            button.frame = CGRect(
                x: 2 + CGFloat(index % 4) * (Self.side + 2), y: top + 2 + CGFloat(index / 4) * (Self.side + 2),
                width: Self.side, height: Self.side)
        }
    }
}
