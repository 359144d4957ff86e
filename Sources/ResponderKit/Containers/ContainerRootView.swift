import Foundation

/// The root view of the library's containers (navigation and tab bar controllers): it lays out their bars
/// whenever it is laid out (NV6, NV8).
final class ContainerRootView: UIView {
    var layout: (@MainActor (ContainerRootView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layout?(self)
    }
}
