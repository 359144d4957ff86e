import Foundation

/// TR8: what calls code when its traits change (iOS 17): views, view controllers, presentation controllers
/// and window scenes. A registration names the traits it observes; it is called, with the object and the
/// previous collection, only when one of them changes value for that object, and ends when unregistered
/// or when the object dies (the object holds its registrations; a handler gets the object as a parameter,
/// so it need not capture it).
@preconcurrency @MainActor public protocol UITraitChangeObservable {
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration

    @discardableResult
    func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration

    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// TR8: the opaque token a registration returns, for `unregisterForTraitChanges(_:)`.
@preconcurrency @MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

extension UITraitChangeObservable {
    /// TR8: `handler` runs with the object (as `TraitEnvironment`) and its previous traits when one of
    /// `traits` changes value for it.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistry.register(traits, on: self) { environment, previous in
            guard let environment = environment as? TraitEnvironment else { return }
            handler(environment, previous)
        }
    }

    /// TR8: a handler taking any trait environment — on iOS the generic form accepts it, as UIKit's
    /// `UITraitEnvironment` is an Objective-C protocol; here this overload does.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [UITrait], handler: @escaping (any UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistry.register(traits, on: self, handler)
    }

    /// TR8: calls `action` on `target` with the object and its previous traits (PT3: cut to the method's
    /// arity). The target is held weakly; a target without the method is reported when a change is heard.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        let box = WeakTarget(target as AnyObject)
        return TraitChangeRegistry.register(traits, on: self) { environment, previous in
            guard let target = box.object else { return }
            guard let method = ObjCRuntime.method(action, of: target) else {
                ObjCRuntime.reportUnrecognized(action, sentTo: target)
                return
            }
            method([environment, previous])
        }
    }

    /// TR8: `registerForTraitChanges(_:target:action:)` with the object itself as the target.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits, target: self, action: action)
    }

    /// TR8: ends `registration` (a token of another object, or one already ended, is ignored).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        (self as? any TraitRegistryHolding)?.traitRegistry?.remove(registration)
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
extension UIPresentationController: UITraitChangeObservable {}
extension UIWindowScene: UITraitChangeObservable {}

/// A registration's target, held weakly as UIKit's target-action targets are.
private final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
