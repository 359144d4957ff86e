import Foundation

/// A transition between two controllers of a storyboard (IB15). `perform()` of a segue the file declares
/// shows the destination as its kind says; a custom segue class overrides it.
@preconcurrency @MainActor open class UIStoryboardSegue {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    /// The kind of a segue made from a document (`show`, `presentation`, …); nil for a custom class's.
    var kind: String?
    var template: IBSegueTemplate?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination as the segue's kind says (IB15); does nothing for a plain segue made in code.
    open func perform() {
        guard let kind else { return }
        switch kind {
        case "show", "push", "showDetail":
            if let navigation = source as? UINavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: template?.animates ?? true)
            } else {
                source.present(destination, animated: template?.animates ?? true)
            }
        case "presentation", "popoverPresentation", "modal":
            if let style = template?.presentationStyle { destination.modalPresentationStyle = style }
            if kind == "popoverPresentation" {
                // IB15: on iPhone a popover adapts to a sheet, as iOS 13+ shows it in a compact width.
                destination.modalPresentationStyle = .pageSheet
            }
            if let style = template?.transitionStyle { destination.modalTransitionStyle = style }
            source.present(destination, animated: template?.animates ?? true)
        default: break
        }
    }
}
