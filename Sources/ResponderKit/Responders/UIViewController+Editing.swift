import Foundation

/// The edit button (VC11): UIKit's `editButtonItem` is a bar button item the controller owns, titled by its
/// editing state, whose action toggles it.
extension UIViewController {
    var lazyEditButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: Self.toggleEditingSelector)
        editButtonItemStorage = item
        Self.showEditing(isEditingStorage, on: item)
        return item
    }

    /// "Done" in the `.done` style while editing, "Edit" in the plain style otherwise.
    static func showEditing(_ editing: Bool, on item: UIBarButtonItem) {
        item.style = editing ? .done : .plain
        item.title = editing ? "Done" : "Edit"
    }

    /// Named as a nil-target action would be, so a trace reads `action 'toggleEditing' -> …`.
    private static let toggleEditingSelector = Selector(
        name: "toggleEditing",
        invoker: ActionInvoker(
            accepts: { $0 is UIViewController },
            call: { target, _, _ in
                guard let controller = target as? UIViewController else { return }
                controller.setEditing(!controller.isEditing, animated: true)
            }))
}
