import Foundation

/// What menus are made of (CM1): actions and menus. The title is read-only here; `UIAction` makes it settable.
@preconcurrency @MainActor open class UIMenuElement {
    var titleStorage: String
    var imageStorage: UIImage?

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
    }

    open var title: String { titleStorage }
    open var image: UIImage? { imageStorage }
    open var subtitle: String?
}
