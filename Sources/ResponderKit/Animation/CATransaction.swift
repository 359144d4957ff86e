import Foundation

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

/// Core Animation's transactions (AN23): nested `begin()`/`commit()` groups whose values (duration,
/// timing function, disabled actions, any key) are stored and read back through the nesting, and whose
/// completion block runs once every animation added after it was set has completed or been removed.
///
/// Setting a value outside `begin()` opens the world's implicit transaction, committed at the next turn
/// of its clock (Core Animation commits it when the run loop next turns). Nothing is drawn, so there are
/// no implicit layer actions: the duration, timing function and `disableActions` change no animation.
@preconcurrency @MainActor open class CATransaction {
    public init() {}

    open class func begin() { TransactionFrame.begin(in: UIApplication.shared) }

    /// Ends the innermost `begin()`; its completion block runs now if it waits for no animation.
    open class func commit() {
        guard TransactionFrame.commit(in: UIApplication.shared) else {
            let message = "CATransaction.commit(): no transaction was begun; ignored"
            Diagnostics.report(message, application: UIApplication.shared)
            return
        }
    }

    /// Commits the world's implicit transaction now.
    open class func flush() { TransactionFrame.commitImplicit(of: UIApplication.shared) }

    /// Transactions are used on the main actor only: nothing to lock.
    open class func lock() {}
    open class func unlock() {}

    /// 0.25 s unless set in this transaction or one around it.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    open class func disableActions() -> Bool { (value(forKey: kCATransactionDisableActions) as? Bool) ?? false }

    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Replaces the innermost transaction's block: the previous one keeps the animations added while
    /// it was set (and runs now if there were none).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        TransactionFrame.innermost(creatingIn: UIApplication.shared).setCompletion(block, world: UIApplication.shared)
    }

    /// The innermost transaction's value for `key`, else the one of a transaction around it.
    open class func value(forKey key: String) -> Any? {
        TransactionFrame.open(in: UIApplication.shared).reversed().lazy.compactMap { $0.values[key] }.first
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        guard key == kCATransactionCompletionBlock else {
            TransactionFrame.innermost(creatingIn: UIApplication.shared).values[key] = anObject
            return
        }
        guard let anObject else { return setCompletionBlock(nil) }
        guard let block = anObject as? () -> Void else {
            Diagnostics.report(
                "CATransaction.setValue(_:forKey:): the completion block must be a () -> Void; ignored",
                application: UIApplication.shared)
            return
        }
        setCompletionBlock(block)
    }
}
