import Foundation

/// The edit menu and key commands as a user meets them (PT3).
extension EventSimulator {
    /// The titles of the edit menu's shown items (empty when it is hidden), in the menu's order.
    public var editMenuTitles: [String] { UIMenuController.shared.shownItems.map(\.title) }

    /// Taps the edit menu's item titled `title`: its action goes to the responder that can perform it,
    /// with the menu controller as the sender, and the menu hides. An item that is not shown is refused.
    public func chooseEditMenuItem(_ title: String) {
        let menu = UIMenuController.shared
        guard let item = menu.shownItems.first(where: { $0.title == title }) else {
            refuse("chooseEditMenuItem: no shown edit menu item titled '\(title)' (shown: \(editMenuTitles))")
            return
        }
        let rowMenu = menu.rowMenu
        menu.hideMenu()
        application.dispatcher.step {
            // TV14, CV14: a table row's or collection item's menu tells the view's delegate.
            if let rowMenu { return rowMenu.perform(item.action, menu) }
            UIApplication.callOrReport(item.action, on: item.target, sender: menu, event: nil)
        }
    }

    /// Presses the keys of `command` (its input with its modifier flags), as a user presses the shortcut.
    public func pressKeyCommand(_ command: UIKeyCommand) {
        guard let input = command.input else {
            refuse("pressKeyCommand: the key command has no input")
            return
        }
        pressKey(input, modifierFlags: command.modifierFlags)
    }
}
