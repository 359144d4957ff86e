import UIKit

/// A label whose text can be copied from the edit menu, with a custom "Share" item (SPEC PT3).
class CopyableLabel: UILabel {
    private(set) var copiedText: String?
    private(set) var sharedText: String?

    override var canBecomeFirstResponder: Bool {
        true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(copy(_:)) || action == #selector(shareText)
    }

    override func copy(_ sender: Any?) {
        copiedText = text
    }

    @objc func shareText() {
        sharedText = text
    }

    func showEditMenu() {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Share", action: #selector(shareText))]
        menu.showMenu(from: self, rect: bounds)
    }
}

/// A screen with keyboard shortcuts, found along the responder chain from the first responder (SPEC PT3).
class ShortcutsViewController: UIViewController {
    private(set) var log: [String] = []

    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find)),
            UIKeyCommand(
                input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(close),
                discoverabilityTitle: "Close"),
        ]
    }

    @objc func find() {
        log.append("find")
    }

    @objc func close() {
        log.append("close")
    }
}
