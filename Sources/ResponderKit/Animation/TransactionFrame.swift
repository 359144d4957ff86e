import Foundation

/// One open `CATransaction` (AN23): its values and the completion group its animations join.
///
/// Each world has its own transactions: the implicit one outlives the call that opened it (until its
/// world's clock turns), and a `begin()` left without `commit()` must not reach into another world (a
/// test that forgets one leaves nothing behind for the next).
@MainActor final class TransactionFrame {
    private static var worlds: [ObjectIdentifier: WorldTransactions] = [:]

    var values: [String: Any] = [:]
    private var group: TransactionCompletionGroup?

    static func begin(in application: UIApplication) {
        transactions(of: application, creating: true)?.explicit.append(TransactionFrame())
    }

    /// Ends the innermost `begin()`; false when none is open.
    static func commit(in application: UIApplication) -> Bool {
        guard let transactions = transactions(of: application, creating: false),
            let frame = transactions.explicit.popLast()
        else { return false }
        tidy(application)
        frame.seal()
        return true
    }

    /// The world's implicit transaction (if open) under the explicit ones, outermost first.
    static func open(in application: UIApplication) -> [TransactionFrame] {
        guard let transactions = transactions(of: application, creating: false) else { return [] }
        return (transactions.implicit.map { [$0] } ?? []) + transactions.explicit
    }

    /// The innermost explicit transaction, else the world's implicit one, opened if needed.
    static func innermost(creatingIn application: UIApplication) -> TransactionFrame {
        let transactions = transactions(of: application, creating: true) ?? WorldTransactions(application)
        if let frame = transactions.explicit.last ?? transactions.implicit { return frame }
        let frame = TransactionFrame()
        transactions.implicit = frame
        // Weakly through the world token, not the application (no side table on it, see `worldToken`).
        AnimationClock.schedule(at: application.clock.now, in: application) { [world = WeakWorld(application)] in
            if let application = world.application { commitImplicit(of: application) }
        }
        return frame
    }

    static func commitImplicit(of application: UIApplication) {
        guard let transactions = transactions(of: application, creating: false), let frame = transactions.implicit
        else { return }
        transactions.implicit = nil
        tidy(application)
        frame.seal()
    }

    private static func transactions(of application: UIApplication, creating: Bool) -> WorldTransactions? {
        if worlds.values.contains(where: { $0.world.application == nil }) {
            worlds = worlds.filter { $0.value.world.application != nil }
        }
        let id = ObjectIdentifier(application.worldToken)
        if let existing = worlds[id] { return existing }
        guard creating else { return nil }
        let created = WorldTransactions(application)
        worlds[id] = created
        return created
    }

    private static func tidy(_ application: UIApplication) {
        let id = ObjectIdentifier(application.worldToken)
        if let transactions = worlds[id], transactions.implicit == nil, transactions.explicit.isEmpty {
            worlds[id] = nil
        }
    }

    /// An animation attached to a layer now joins the completion groups of every open transaction.
    static func enroll(_ animation: LayerAnimation, in application: UIApplication) {
        guard !worlds.isEmpty else { return }
        for frame in open(in: application) {
            guard let group = frame.group else { continue }
            group.add(animation)
            animation.transactionGroups.append(group)
        }
    }

    func setCompletion(_ block: (() -> Void)?, world application: UIApplication) {
        group?.seal()
        group = block.map { TransactionCompletionGroup(block: $0, world: application) }
        values[kCATransactionCompletionBlock] = block
    }

    /// Committed: the completion waits for the animations it has, or runs now.
    func seal() {
        group?.seal()
        group = nil
    }
}

/// One world's open transactions (AN23).
@MainActor final class WorldTransactions {
    let world: WeakWorld
    var implicit: TransactionFrame?
    var explicit: [TransactionFrame] = []
    init(_ application: UIApplication) { world = WeakWorld(application) }
}

/// A completion block and the animations it waits for (AN23).
@MainActor final class TransactionCompletionGroup {
    private var block: (() -> Void)?
    private var pending: [ObjectIdentifier] = []
    private var sealed = false
    private let world: WeakWorld

    init(block: @escaping () -> Void, world: UIApplication) {
        self.block = block
        self.world = WeakWorld(world)
    }

    func add(_ animation: LayerAnimation) { pending.append(ObjectIdentifier(animation)) }

    /// The animation completed or was removed.
    func animationEnded(_ animation: LayerAnimation) {
        pending.removeAll { $0 == ObjectIdentifier(animation) }
        guard sealed, pending.isEmpty, block != nil, let application = world.application else { return }
        // A dispatch step at this clock turn, after the one that ended it: the view's completion or the
        // animation's delegate runs first; a removal from user code is never answered inside the call.
        AnimationClock.schedule(at: application.clock.now, in: application) { [self] in
            let handler = block
            block = nil
            handler?()
        }
    }

    /// No more animations join: with none pending the block runs now, as Core Animation documents.
    func seal() {
        sealed = true
        guard pending.isEmpty, let handler = block else { return }
        block = nil
        handler()
    }
}
