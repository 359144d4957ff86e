import Foundation

/// The root view of the library's containers (navigation and tab bar controllers): it lays out their bars
/// whenever it is laid out (NV6, NV8).
final class ContainerRootView: UIView {
    var layout: (@MainActor (ContainerRootView) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layout?(self)
    }

    /// Takes the place of `controller`'s freshly loaded view (its frame and autoresizing), laying the
    /// container's bar out with `layout` (NV3, NV8).
    static func replacingView(
        of controller: UIViewController, layout: @escaping @MainActor (ContainerRootView) -> Void
    ) -> ContainerRootView {
        let root = ContainerRootView(frame: controller.view.frame)
        root.autoresizingMask = controller.view.autoresizingMask
        root.layout = layout
        controller.view = root
        return root
    }
}
