import Foundation

/// NSObject's `perform` family (PT3, PT8) for every object with a method table: ResponderKit's root classes
/// and ``ObjCObject``. The method is found as ``ObjCRuntime/method(_:of:)`` finds it; one the object lacks
/// is "unrecognized selector sent to instance" in `simulator.issues`.
extension ObjCMessaging {
    /// Calls the method now; its result if it is an object (iOS's `Unmanaged` answer, unretained: keep it
    /// only as long as the receiver keeps it).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: ObjCRuntime.send(aSelector, to: self))
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: ObjCRuntime.send(aSelector, to: self, [object]))
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        PerformRequests.result(of: ObjCRuntime.send(aSelector, to: self, [object1, object2]))
    }

    /// After `delay` seconds of the world's virtual clock (PT8, A3); the receiver and the argument are kept
    /// until then, as on iOS. `NSObject.cancelPreviousPerformRequests(withTarget:...)` cancels it.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        PerformRequests.schedule(aSelector, on: self, argument: anArgument, after: delay)
    }

    public func perform(
        _ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]
    ) {
        PerformRequests.schedule(aSelector, on: self, argument: anArgument, after: delay)
    }

    /// With `wait` the method runs now; without, at the next turn of the world's clock (after 0 s), as the
    /// main run loop would run it after the current event.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            ObjCRuntime.send(aSelector, to: self, [arg])
        } else {
            PerformRequests.schedule(aSelector, on: self, argument: arg, after: 0)
        }
    }

    public func performSelector(
        onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool, modes array: [String]?
    ) {
        performSelector(onMainThread: aSelector, with: arg, waitUntilDone: wait)
    }
}

extension NSObject {
    /// Cancels every `perform(_:with:afterDelay:)` request of `aTarget` not yet run (PT8).
    @MainActor public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequests.cancel(target: aTarget as AnyObject, selector: nil, argument: nil, matchArgument: false)
    }

    /// Cancels the requests of `aTarget` for `aSelector` whose argument is `anArgument` (compared as iOS
    /// compares, with `isEqual:`: equal hashable values or the same object).
    @MainActor public class func cancelPreviousPerformRequests(
        withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?
    ) {
        PerformRequests.cancel(
            target: aTarget as AnyObject, selector: aSelector, argument: anArgument, matchArgument: true)
    }
}

/// The pending delayed performs, in every world (each one's timer is on its own world's clock).
@MainActor enum PerformRequests {
    private struct Request {
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        let timer: ClockTimer
        let sequence: Int
        let world: WeakWorld
    }
    private static var nextSequence = 0
    private static var pending: [Request] = []
    /// The last object result handed out unretained, kept until the next `perform` (PT3).
    private static var lastResult: AnyObject?

    static func result(of value: Any?) -> Unmanaged<AnyObject>? {
        // Only a class instance is an object result; a Swift value (a Bool from `becomeFirstResponder`) is
        // not handed out, as iOS's `perform` gives no object for a scalar.
        guard let value, type(of: value) is AnyClass else {
            lastResult = nil
            return nil
        }
        let object = value as AnyObject
        lastResult = object
        return Unmanaged.passUnretained(object)
    }

    static func schedule(_ selector: Selector, on target: AnyObject, argument: Any?, after delay: TimeInterval) {
        let application = ObjCRuntime.world(of: target)
        let world = WeakWorld(application)
        // Requests of a world that is gone never run: let go of their targets.
        pending.removeAll { $0.world.application == nil }
        nextSequence += 1
        let sequence = nextSequence
        let timer = application.clock.schedule(after: delay) {
            // Taken off the list before it runs: the method may schedule again or cancel.
            guard let index = pending.firstIndex(where: { $0.sequence == sequence }) else { return }
            let request = pending.remove(at: index)
            let send = { _ = ObjCRuntime.send(request.selector, to: request.target, [request.argument]) }
            if let application = world.application { application.dispatcher.step { send() } } else { send() }
        }
        timer.owner = target
        pending.append(
            Request(
                target: target, selector: selector, argument: argument, timer: timer, sequence: sequence, world: world))
    }

    static func cancel(target: AnyObject, selector: Selector?, argument: Any?, matchArgument: Bool) {
        pending.removeAll { request in
            guard request.target === target else { return false }
            if let selector, request.selector != selector { return false }
            if matchArgument && !sameArgument(request.argument, argument) { return false }
            request.timer.invalidate()
            return true
        }
    }

    static func sameArgument(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }
}
