import Foundation

/// A segue as the document declares it (IB15): made into a `UIStoryboardSegue` each time it is performed.
@MainActor final class IBSegueTemplate {
    let element: IBElement
    let storyboard: UIStoryboard?
    /// Not the builder (whose objects hold the controls that hold this): its document and modules.
    private let document: IBDocument
    private let modules: [String]

    init(element: IBElement, storyboard: UIStoryboard?, builder: IBBuilder) {
        self.element = element
        self.storyboard = storyboard
        document = builder.document
        modules = builder.modules
    }

    /// A builder for reports and class lookups, made when needed.
    private var builder: IBBuilder { IBBuilder(document: document, modules: modules) }

    var identifier: String? { element["identifier"] }
    var kind: String { element["kind"] ?? "show" }
    var animates: Bool { element.flag("animates") ?? true }
    var presentationStyle: UIModalPresentationStyle? {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
            "currentContext": .currentContext, "overFullScreen": .overFullScreen,
            "overCurrentContext": .overCurrentContext, "automatic": .automatic,
        ]
        return element["modalPresentationStyle"].flatMap { styles[$0] }
    }
    var transitionStyle: UIModalTransitionStyle? {
        let styles: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
            "partialCurl": .partialCurl,
        ]
        return element["modalTransitionStyle"].flatMap { styles[$0] }
    }

    /// Performs the segue from `source`: `shouldPerformSegue` first when a control or cell triggered it,
    /// then the destination is made, `prepare(for:sender:)` sees it, and the segue performs (IB15–IB17).
    func perform(from source: UIViewController, sender: Any?, asking: Bool) {
        if asking, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        if kind == "unwind" {
            unwind(from: source, sender: sender)
            return
        }
        guard let destinationID = element["destination"], let storyboard,
            let destination = storyboard.instantiate(id: destinationID)
        else {
            builder.report("segue to a missing scene '\(element["destination"] ?? "")'", at: element)
            return
        }
        let segue = makeSegue(source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    private func makeSegue(source: UIViewController, destination: UIViewController) -> UIStoryboardSegue {
        var type: UIStoryboardSegue.Type = UIStoryboardSegue.self
        if element["customClass"] != nil { type = builder.customClass(element, UIStoryboardSegue.self) }
        let segue = type.init(identifier: identifier, source: source, destination: destination)
        if kind != "custom" {
            segue.kind = kind
            segue.template = self
        }
        return segue
    }

    /// IB17: the first controller up the chain (the source's navigation stack, its parents, then whoever
    /// presented it) whose `canPerformUnwindSegueAction` is true gets the action with the segue; then what
    /// lies between is dismissed and popped.
    private func unwind(from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"] else { return }
        let action = Selector(name)
        var current: UIViewController? = source
        var destination: UIViewController?
        search: while let node = current {
            if let navigation = node.parent as? UINavigationController {
                for candidate in navigation.viewControllers.reversed() where candidate !== node {
                    if candidate.canPerformUnwindSegueAction(action, from: source, sender: sender) {
                        destination = candidate
                        break search
                    }
                }
            }
            let next = node.parent ?? node.presentingViewController
            if let next, next !== node, next.canPerformUnwindSegueAction(action, from: source, sender: sender) {
                destination = next
                break
            }
            current = next
        }
        guard let destination else {
            builder.report("no view controller up the chain implements the unwind action '\(name)'", at: element)
            return
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        destination._objcMethod(action)?([segue])
        if destination.presentedViewController != nil {
            destination.dismiss(animated: animates)
        } else if let navigation = destination.navigationController, navigation.viewControllers.contains(destination) {
            navigation.popToViewController(destination, animated: animates)
        } else if let presenting = source.presentingViewController {
            presenting.dismiss(animated: animates)
        }
    }
}

extension UIViewController {
    func performDocumentSegue(_ identifier: String, sender: Any?) {
        guard let template = documentState?.segues[identifier] else {
            Diagnostics.report(
                "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'",
                application: CurrentWorld.application)
            return
        }
        template.perform(from: self, sender: sender, asking: false)
    }
}
