import Foundation

/// Moves dynamic items by its behaviors, one step per frame of its world's screen on the virtual clock
/// (DY1–DY4), and pauses when they come to rest (DY3).
///
/// The frames are a display link's (DL1): each step is one dispatch step of the world, and a long
/// `advance(by:)` runs at most `CADisplayLink.framesPerAdvance` of them (DL4).
@preconcurrency @MainActor open class UIDynamicAnimator {
    open private(set) weak var referenceView: UIView?
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether it is stepping: it has behaviors and its items moved in the last step (DY3).
    open private(set) var isRunning = false
    /// Seconds of simulated time it has stepped through since it was made (DY3).
    open private(set) var elapsedTime: TimeInterval = 0

    let world = DynamicsWorld()
    private var link: CADisplayLink?
    /// The application to report to when there is no reference view in a window.
    private let application: UIApplication

    public init(referenceView view: UIView) {
        referenceView = view
        application = view.window?.application ?? CurrentWorld.application
    }

    isolated deinit { link?.invalidate() }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self {
            report("UIDynamicAnimator.addBehavior: the behavior is in another animator; it moves here (DY2)")
            other.removeBehavior(behavior)
        }
        behaviors.append(behavior)
        behavior.join(self)
        wake()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.leave()
        world.keep(allItems)
        if behaviors.isEmpty { pause() }
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of its behaviors whose frames on screen meet `rect` (reference view coordinates).
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        allItems.filter { item in
            let body = world.existingBody(for: item) ?? DynamicBody(item: item)
            return body.boundingBox.intersects(rect)
        }
    }

    /// Reads `item`'s centre, size and rotation again: a change made outside the animator, which steps
    /// otherwise overwrite (DY1).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        guard let body = world.existingBody(for: item) else { return }
        body.center = item.center
        body.size = item.bounds.size
        body.angle = atan2(item.transform.b, item.transform.a)
        wake()
    }

    // MARK: Engine (DY3, DY4)

    /// Every item of every behavior, without repeats, in the order first listed.
    var allItems: [any UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        var items: [any UIDynamicItem] = []
        for behavior in behaviors.flatMap(\.tree) {
            for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted { items.append(item) }
        }
        return items
    }

    /// Something changed: run again if paused (DY3), telling the delegate first.
    func wake() {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning else { return }  // the delegate may have removed every behavior
        // The link keeps its target (the reference view) alive only while running; it binds to the view's
        // world (DL1).
        let target: UIResponder = referenceView ?? application
        let link = CADisplayLink(target: target) { [weak self] (_: UIResponder) in
            { link in self?.frame(link) }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func frame(_ link: CADisplayLink) {
        guard isRunning else { return }
        let tree = behaviors.flatMap(\.tree)
        for item in allItems { _ = world.body(for: item) }
        world.keep(allItems)
        world.dt = CGFloat(link.duration)
        world.referenceBounds = referenceView?.bounds ?? .zero
        for body in world.bodies { body.properties = DynamicBody.Properties() }
        for behavior in tree { behavior.prepare(world) }
        let moved = world.step(tree)
        elapsedTime += link.duration
        for behavior in tree { behavior.action?() }
        if !moved, !tree.contains(where: \.keepsRunning) { pause() }
    }

    private func report(_ message: String) { Diagnostics.report(message, application: application) }
}
