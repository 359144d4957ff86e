import Foundation

/// Registering and removing actions (C4). Actions of one event fire in the order they were added,
/// whatever their kind. Targets are weak and `UIAction`s strong, as in UIKit.
extension UIControl {
    /// UIKit's form. A nil target is resolved on the responder chain when the action is sent (C4).
    func addSelectorTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        register(target: target.map { $0 as AnyObject }, selector: action, events: controlEvents)
    }

    /// `addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)` where
    /// `buttonTapped()` takes nothing. With a nil target, the first responder up the chain of type `T`
    /// performs it (C4). A function reference has no selector name: `named:` (not UIKit's; X14) gives the
    /// name traces show and `removeTarget(_:action:for:)` matches, else it is "`T` action".
    public func addTarget<T: AnyObject>(
        _ target: T?, action: @escaping (T) -> () -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        let selector = Self.typedSelector(T.self, name) { target, _, _ in action(target)() }
        register(target: target, selector: selector, events: controlEvents)
    }

    /// `buttonTapped(_ sender: UIButton)`: the sender must be of type `Sender`, as the control is.
    public func addTarget<T: AnyObject, Sender>(
        _ target: T?, action: @escaping (T) -> (Sender) -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        let selector = Self.typedSelector(T.self, name) { target, sender, _ in
            guard let sender = sender as? Sender else { return }
            action(target)(sender)
        }
        register(target: target, selector: selector, events: controlEvents)
    }

    /// `buttonTapped(_ sender: UIButton, forEvent event: UIEvent?)`.
    public func addTarget<T: AnyObject, Sender>(
        _ target: T?, action: @escaping (T) -> (Sender, UIEvent?) -> Void, named name: String? = nil,
        for controlEvents: UIControl.Event
    ) {
        let selector = Self.typedSelector(T.self, name) { target, sender, event in
            guard let sender = sender as? Sender else { return }
            action(target)(sender, event)
        }
        register(target: target, selector: selector, events: controlEvents)
    }

    /// Removes `action` (any if nil) of `target` (all targets if nil) for `controlEvents`.
    func removeSelectorTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        removeEntries(for: controlEvents) { entry in
            guard entry.uiAction == nil else { return false }
            let targetMatches = object == nil || entry.target === object
            let actionMatches = action == nil || entry.selector?.name == action?.name
            return targetMatches && actionMatches
        }
    }

    func addUIAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = targetStorage.firstIndex(where: { $0.uiAction?.identifier == action.identifier }) {
            targetStorage[index].events.formUnion(controlEvents)
            return
        }
        targetStorage.append(
            ControlTarget(
                target: nil, hasTarget: false, selector: nil, uiAction: action,
                events: controlEvents))
    }

    func removeUIAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        removeEntries(for: controlEvents) { $0.uiAction?.identifier == actionIdentifier }
    }

    /// Every target, with `NSNull` standing for the responder chain, as in UIKit.
    var registeredTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for entry in targetStorage where entry.uiAction == nil {
            if !entry.hasTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = entry.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    var registeredEvents: UIControl.Event {
        targetStorage.reduce(into: UIControl.Event()) { $0.formUnion($1.events) }
    }

    /// The action names of `target` (nil: the responder-chain registrations) for one event.
    func actionNames(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetStorage.compactMap { entry -> String? in
            guard entry.uiAction == nil, !entry.events.intersection(controlEvent).isEmpty else { return nil }
            let matches = object == nil ? !entry.hasTarget : entry.target === object
            return matches ? entry.selector?.name : nil
        }
        return names.isEmpty ? nil : names
    }

    // MARK: Storage

    private func register(target: AnyObject?, selector: Selector, events: UIControl.Event) {
        if let index = targetStorage.firstIndex(where: {
            $0.uiAction == nil && $0.target === target && $0.hasTarget == (target != nil)
                && $0.selector?.name == selector.name && selector.invoker == nil
        }) {
            targetStorage[index].events.formUnion(events)
            return
        }
        targetStorage.append(
            ControlTarget(
                target: target, hasTarget: target != nil, selector: selector,
                uiAction: nil, events: events))
    }

    private func removeEntries(for events: UIControl.Event, where matches: (ControlTarget) -> Bool) {
        // Removed actions (and what their handlers capture) are released after the write (A11).
        let released = exchange(&targetStorage, with: [])
        defer { withExtendedLifetime(released) {} }
        targetStorage = released.compactMap { entry in
            guard matches(entry) else { return entry }
            var kept = entry
            kept.events.subtract(events)
            return kept.events.isEmpty ? nil : kept
        }
    }

    private static func typedSelector<T: AnyObject>(
        _ type: T.Type, _ name: String?, _ call: @escaping @MainActor (T, Any?, UIEvent?) -> Void
    ) -> Selector {
        Selector(
            name: name ?? "\(T.self) action",
            invoker: ActionInvoker(
                accepts: { $0 is T },
                call: { target, sender, event in
                    guard let target = target as? T else { return }
                    call(target, sender, event)
                }))
    }
}
