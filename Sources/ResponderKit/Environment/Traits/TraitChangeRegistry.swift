import Foundation

/// TR8: the trait change registrations of one object, held by the object (a view's in its rare state, so a
/// plain view pays nothing): they die with it.
@MainActor final class TraitChangeRegistry {
    final class Entry {
        let token: TraitChangeRegistrationToken
        let traits: [UITrait]
        let call: (any UITraitEnvironment, UITraitCollection) -> Void
        var isActive = true

        init(
            token: TraitChangeRegistrationToken, traits: [UITrait],
            call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
        ) {
            self.token = token
            self.traits = traits
            self.call = call
        }
    }

    private(set) var entries: [Entry] = []

    /// Registers `call` on `object` (a view, view controller, presentation controller or window scene).
    static func register(
        _ traits: [UITrait], on object: Any,
        _ call: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let token = TraitChangeRegistrationToken()
        guard let holder = object as? any TraitRegistryHolding else {
            Diagnostics.report(
                "registerForTraitChanges: \(type(of: object)) is not a view, view controller, presentation "
                    + "controller or window scene; nothing will be called (TR8)",
                application: nil)
            return token
        }
        let registry = holder.traitRegistry ?? TraitChangeRegistry()
        holder.traitRegistry = registry
        registry.entries.append(Entry(token: token, traits: traits, call: call))
        return token
    }

    func remove(_ registration: any UITraitChangeRegistration) {
        guard let index = entries.firstIndex(where: { $0.token === registration }) else { return }
        entries[index].isActive = false
        entries.remove(at: index)
    }

    /// Calls the registrations one of whose traits differs between `previous` and `environment`'s traits
    /// now, in the order they were made. One unregistered by an earlier handler of the same change is not
    /// called; one registered by a handler waits for the next change.
    func traitsDidChange(of environment: any UITraitEnvironment, from previous: UITraitCollection) {
        let now = environment.traitCollection.values
        for entry in entries where entry.traits.contains(where: { $0.valueDiffers(previous.values, now) }) {
            guard entry.isActive else { continue }
            entry.call(environment, previous)
        }
    }
}

/// TR8: a registration's token; copies are the token itself (it is immutable).
final class TraitChangeRegistrationToken: NSObject, UITraitChangeRegistration {
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The objects that hold registrations (TR8).
@MainActor protocol TraitRegistryHolding: UITraitEnvironment {
    var traitRegistry: TraitChangeRegistry? { get set }
}

extension UIView: TraitRegistryHolding {
    var traitRegistry: TraitChangeRegistry? {
        get { rareStorage?.traitRegistry }
        set { rareState.traitRegistry = newValue }
    }

    /// TR4, TR8: `traitCollectionDidChange(_:)`, then the registrations whose traits changed, with the view's
    /// traits as `UITraitCollection.current`.
    func traitsDidChange(from previous: UITraitCollection) {
        traitCollection.performAsCurrent {
            traitCollectionDidChange(previous)
            rareStorage?.traitRegistry?.traitsDidChange(of: self, from: previous)
        }
    }
}

extension UIViewController: TraitRegistryHolding {
    var traitRegistry: TraitChangeRegistry? {
        get { traitRegistryStorage }
        set { traitRegistryStorage = newValue }
    }

    /// TR4, TR8: `traitCollectionDidChange(_:)`, then the registrations whose traits changed; a presented
    /// controller's presentation controller hears first (its traits are its presented controller's source).
    func traitsDidChange(from previous: UITraitCollection) {
        if let presentation = presentationControllerStorage, presentingStorage != nil {
            presentation.traitsDidChange(from: previous)
        }
        traitCollection.performAsCurrent {
            traitCollectionDidChange(previous)
            traitRegistryStorage?.traitsDidChange(of: self, from: previous)
        }
    }
}

extension UIPresentationController: TraitRegistryHolding {
    var traitRegistry: TraitChangeRegistry? {
        get { traitRegistryStorage }
        set { traitRegistryStorage = newValue }
    }

    func traitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        traitRegistryStorage?.traitsDidChange(of: self, from: previous)
    }
}

extension UIWindowScene: TraitRegistryHolding {
    var traitRegistry: TraitChangeRegistry? {
        get { traitRegistryStorage }
        set { traitRegistryStorage = newValue }
    }

    func traitsDidChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        traitRegistryStorage?.traitsDidChange(of: self, from: previous)
    }
}
