import Foundation

/// The animator of a context menu's appearance or end (CM1). The menu shows and goes at once here, so the
/// delegate gets nil.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
