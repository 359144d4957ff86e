import Foundation

/// One open `CATransaction` (AN23): its values and the completion group its animations join.
///
/// Explicit transactions open and close synchronously on the main actor, so one stack serves every
/// world. The implicit one outlives the call that opened it (until its world's clock turns), so each
/// world has its own: a test that never advances its clock leaves nothing behind for another world.
@MainActor final class TransactionFrame {
    static var explicit: [TransactionFrame] = []
    private static var implicit: [ObjectIdentifier: TransactionFrame] = [:]

    let isImplicit: Bool
    var values: [String: Any] = [:]
    private var group: TransactionCompletionGroup?
    private var world: WeakWorld?

    init(isImplicit: Bool) { self.isImplicit = isImplicit }

    /// The world's implicit transaction (if open) under the explicit ones, outermost first.
    static func open(in application: UIApplication) -> [TransactionFrame] {
        let base = implicitFrame(of: application).map { [$0] } ?? []
        return base + explicit
    }

    /// The innermost explicit transaction, else the world's implicit one, opened if needed.
    static func innermost(creatingIn application: UIApplication) -> TransactionFrame {
        if let frame = explicit.last { return frame }
        if let frame = implicitFrame(of: application) { return frame }
        let frame = TransactionFrame(isImplicit: true)
        frame.world = WeakWorld(application)
        implicit[ObjectIdentifier(application.worldToken)] = frame
        AnimationClock.schedule(at: application.clock.now, in: application) { [weak application] in
            if let application { commitImplicit(of: application) }
        }
        return frame
    }

    static func commitImplicit(of application: UIApplication) {
        guard let frame = implicitFrame(of: application) else { return }
        implicit[ObjectIdentifier(application.worldToken)] = nil
        frame.seal()
    }

    private static func implicitFrame(of application: UIApplication) -> TransactionFrame? {
        implicit = implicit.filter { $0.value.world?.application != nil }
        return implicit[ObjectIdentifier(application.worldToken)]
    }

    /// An animation attached to a layer now joins the completion groups of every open transaction.
    static func enroll(_ animation: LayerAnimation, in application: UIApplication) {
        guard !explicit.isEmpty || !implicit.isEmpty else { return }
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
