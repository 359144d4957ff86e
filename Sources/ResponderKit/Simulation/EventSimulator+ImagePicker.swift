import Foundation

/// The image picker as a user meets it (IP4).
extension EventSimulator {
    /// The images of this world's photo library, which a shown `UIImagePickerController` lists.
    public var photoLibrary: [UIImage] {
        get { application.photoLibrary }
        set { application.photoLibrary = newValue }
    }

    /// The image picker shown now: the topmost presented controller of the key window, if it is one.
    var shownImagePicker: UIImagePickerController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        guard let picker = top as? UIImagePickerController, picker.viewIfLoaded?.window != nil else { return nil }
        return picker
    }

    /// Taps the photo at `index` of the shown picker (in `photoLibrary`'s order), then lets the
    /// animations end. Refused when no picker is shown or it has no such photo.
    public func pickPhoto(at index: Int) {
        guard let picker = shownImagePicker else { return refuse("pickPhoto: no image picker is shown") }
        picker.library.view.layoutIfNeeded()
        let buttons = picker.library.photoButtons
        guard buttons.indices.contains(index) else {
            return refuse("pickPhoto: the picker shows \(buttons.count) photos, no photo at \(index)")
        }
        tap(on: buttons[index])
        advance(by: 1)
    }

    /// Taps the shown picker's Cancel button, then lets the animations end.
    public func cancelImagePicker() {
        guard let picker = shownImagePicker else { return refuse("cancelImagePicker: no image picker is shown") }
        picker.navigationBar.layoutIfNeeded()
        guard let item = picker.library.navigationItem.rightBarButtonItem,
            let button = picker.navigationBar.view(showing: item)
        else { return refuse("cancelImagePicker: the picker's Cancel button is not shown") }
        tap(on: button)
        advance(by: 1)
    }
}
