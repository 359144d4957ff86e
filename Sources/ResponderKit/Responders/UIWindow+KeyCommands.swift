import Foundation

/// Key commands (PT3): a key press is first offered to the `keyCommands` of the responders from the first
/// responder (else the window) up the chain, nearest first; the first command that matches the key and whose
/// action some responder from the first responder up can perform (`target(forAction:withSender:)`, the
/// command as the sender) sends that action there, and the press goes no further.
extension UIWindow {
    func performKeyCommand(for event: UIPressesEvent, from first: UIResponder) -> Bool {
        guard let press = event.pressList.first(where: { $0.phase == .began }), let key = press.key else {
            return false
        }
        var responder: UIResponder? = first
        var visited: Set<ObjectIdentifier> = []
        while let current = responder, visited.insert(ObjectIdentifier(current)).inserted {
            for command in current.keyCommands ?? [] where command.matches(key) {
                guard let target = first.target(forAction: command.action, withSender: command) else { continue }
                press.isKeyCommandPress = true
                event.tracer?.record(.actionSent(action: command.action.name, target: target as AnyObject))
                UIApplication.callOrReport(command.action, on: target as AnyObject, sender: command, event: event)
                return true
            }
            responder = current.next
        }
        return false
    }
}
