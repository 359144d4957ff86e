import Foundation

/// Segues as connections (IB14–IB17): relationships fill containers, embeds add children when the
/// container view is made, and the others become templates triggered by their control, cell, bar item
/// or recognizer, or by `performSegue(withIdentifier:sender:)`.
extension IBBuilder {
    func connectSegue(_ source: AnyObject, _ element: IBElement, _ owner: IBElement, controller: UIViewController) {
        let kind = element["kind"] ?? ""
        if kind == "relationship" {
            relate(controller, element)
            return
        }
        if kind == "embed" {
            embed(in: source as? UIView, controller, element)
            return
        }
        let template = IBSegueTemplate(element: element, storyboard: storyboard, builder: self)
        if let identifier = template.identifier { controller.documentState?.segues[identifier] = template }
        let selector = Selector(
            name: "segue \(template.identifier ?? element.id ?? "")",
            invoker: ActionInvoker(
                accepts: { _ in true },
                call: { [weak controller] _, sender, _ in
                    guard let controller else { return }
                    template.perform(from: controller, sender: sender, asking: true)
                }))
        switch source {
        case let control as UIControl: control.addTarget(controller, action: selector, for: .primaryActionTriggered)
        case let cell as UITableViewCell:
            cell.selectionSegue = { [weak controller] cell in
                guard let controller else { return }
                template.perform(from: controller, sender: cell, asking: true)
            }
        case let cell as UICollectionViewCell:
            cell.selectionSegue = { [weak controller] cell in
                guard let controller else { return }
                template.perform(from: controller, sender: cell, asking: true)
            }
        case let item as UIBarButtonItem:
            item.target = controller
            item.action = selector
        case let recognizer as UIGestureRecognizer: recognizer.addTarget(controller, action: selector)
        case is UIViewController: break  // manual: performed by identifier
        default: report("segue from a \(type(of: source)), which cannot trigger one", at: element)
        }
    }

    /// IB14: a navigation controller's root, a tab bar controller's tabs, in document order.
    private func relate(_ controller: UIViewController, _ element: IBElement) {
        guard let id = element["destination"], let child = storyboard?.instantiate(id: id) else {
            report("relationship to a missing scene '\(element["destination"] ?? "")'", at: element)
            return
        }
        switch (controller, element["relationship"]) {
        case (let navigation as UINavigationController, "rootViewController"):
            navigation.setViewControllers([child], animated: false)
        case (let tabs as UITabBarController, "viewControllers"):
            tabs.setViewControllers((tabs.viewControllers ?? []) + [child], animated: false)
        default: report("unsupported relationship '\(element["relationship"] ?? "")'", at: element)
        }
    }

    /// IB14: an embed segue's destination becomes a child filling the container view.
    private func embed(in container: UIView?, _ controller: UIViewController, _ element: IBElement) {
        guard let container, let id = element["destination"], let child = storyboard?.instantiate(id: id) else {
            report("embed segue without a container view or destination", at: element)
            return
        }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: controller, destination: child)
        controller.prepare(for: segue, sender: nil)
        controller.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: controller)
    }
}
