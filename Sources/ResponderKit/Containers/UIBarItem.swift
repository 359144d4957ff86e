import Foundation

/// What bar button items and tab bar items share (NV6): a title, an image, a tag and whether they are enabled.
/// Like `UIResponder`, it does not inherit Foundation's `NSObject` (A6).
@preconcurrency @MainActor open class UIBarItem {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0

    public init() {}

    public required init?(coder: NSCoder) {}
}
