import Foundation

/// Outlets, outlet collections and actions (IB6, IB11). A connection is made once both its ends exist: a
/// storyboard scene connects what it can when its controller is made and the rest when its view loads.
extension IBBuilder {
    /// Makes every connection under `root` whose ends exist, in document order; segues go to `segue`.
    func connect(under root: IBElement, segue: ((_ source: AnyObject, _ segue: IBElement, _ owner: IBElement) -> Void)?)
    {
        var pending = [root]
        var ordered: [IBElement] = []
        while let element = pending.popLast() {
            ordered.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        for element in ordered where element.name == "connections" {
            guard let owner = element.parent, let source = object(owner.id) else { continue }
            for connection in element.children where !connected.contains(ObjectIdentifier(connection)) {
                if connection.name == "segue" {
                    guard let segue else { continue }
                    connected.insert(ObjectIdentifier(connection))
                    segue(source, connection, owner)
                    continue
                }
                let destinationID = connection["destination"]
                let isResponderChain = destinationID.map { firstResponderIDs.contains($0) } ?? false
                guard isResponderChain || object(destinationID) != nil else { continue }
                connected.insert(ObjectIdentifier(connection))
                switch connection.name {
                case "outlet": connectOutlet(source, connection, owner, appending: false)
                case "outletCollection": connectOutlet(source, connection, owner, appending: true)
                case "action": connectAction(source, connection, owner, toChain: isResponderChain)
                default: break
                }
            }
        }
    }

    /// Reports the connections whose destination never appeared (after the last pass).
    func reportDangling(under root: IBElement) {
        var pending = [root]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children)
            guard element.name == "outlet" || element.name == "outletCollection" || element.name == "action",
                element.parent?.name == "connections", !connected.contains(ObjectIdentifier(element)),
                let owner = element.parent?.parent, object(owner.id) != nil
            else { continue }
            report("connection to a missing object '\(element["destination"] ?? "")'", at: element)
        }
    }

    private func connectOutlet(_ source: AnyObject, _ connection: IBElement, _ owner: IBElement, appending: Bool) {
        guard let property = connection["property"], let destination = object(connection["destination"]) else {
            return
        }
        if appending {
            if property == "gestureRecognizers", let view = source as? UIView,
                let recognizer = destination as? UIGestureRecognizer
            {
                view.addGestureRecognizer(recognizer)
                return
            }
            var list = IBKeyValue.get(property, of: source) as? [AnyObject] ?? []
            list.append(destination)
            if let failure = IBKeyValue.set(list, forKeyPath: property, on: source) {
                report("outlet collection '\(property)': \(failure)", at: owner)
            }
            return
        }
        if let failure = IBKeyValue.set(destination, forKeyPath: property, on: source) {
            report("outlet '\(property)': \(failure)", at: owner)
        }
    }

    private func connectAction(_ source: AnyObject, _ connection: IBElement, _ owner: IBElement, toChain: Bool) {
        guard let name = connection["selector"] else { return }
        let target: AnyObject? = toChain ? nil : object(connection["destination"])
        let selector = IBSelector.make(name)
        switch source {
        case let control as UIControl:
            let event = connection["eventType"].flatMap { Self.controlEvents[$0] } ?? .primaryActionTriggered
            control.addTarget(target, action: selector, for: event)
        case let recognizer as UIGestureRecognizer:
            if let target { recognizer.addTarget(target, action: selector) }
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        default:
            report("an action '\(name)' on a \(type(of: source)), which sends none", at: owner)
        }
    }

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]
}

/// A document's action names call the target's method table (PT2): the selector carries an invoker that
/// looks the name up in `_objcMethod`, so controls, recognizers and bar items send it as UIKit sends an
/// IB action, with the sender and the event.
@MainActor enum IBSelector {
    static func make(_ name: String) -> Selector {
        let selector = Selector(name)
        return Selector(
            name: name,
            invoker: ActionInvoker(
                accepts: { ($0 as? ObjCMessaging)?._objcMethod(selector) != nil },
                call: { target, sender, event in
                    guard let method = (target as? ObjCMessaging)?._objcMethod(selector) else {
                        Diagnostics.report(
                            "-[\(type(of: target)) \(name)]: unrecognized selector sent to instance",
                            application: CurrentWorld.application)
                        return
                    }
                    method([sender, event])
                }))
    }
}
