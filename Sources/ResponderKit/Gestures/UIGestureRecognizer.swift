import Foundation

/// The base recognizer (GR3, GR11, GR12). Subclasses read touches in `touchesBegan/Moved/Ended/Cancelled`
/// and set `state`; whether a transition out of `.possible` really happens — and when its action is
/// sent — is settled by the application's gesture arena (`GestureArena`) (GR3a–GR6). Recognizers never bypass it.
@preconcurrency @MainActor open class UIGestureRecognizer: Hashable, CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    /// PT7, IB11: an instance made with `initializer` for a metatype value (a storyboard's custom class).
    open class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? { nil }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete recognizer's success: the same value as `.ended`, as in UIKit.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    // MARK: Storage

    /// The view, as a checked unowned reference (`viewStorage`, UIGestureRecognizer+View.swift; UnownedLink).
    nonisolated(unsafe) var viewLink = UnownedLink<UIView>(nil)
    /// Every change, by the recognizer or the arena, notifies `state` observers, each `.changed` too (A10).
    var stateStorage: State = .possible {
        willSet { if keyValueObservers != nil { stateWillChange(to: newValue) } }
        didSet { if keyValueObservers != nil { stateDidChange(from: oldValue) } }
    }
    /// Nil until something observes this recognizer (A10).
    final var keyValueObservers: KeyValueObserverList?
    /// Its record in the arena while it takes part in a gesture (GR3a): requests, waits, touches. Dropped
    /// when it resets or leaves, so nothing of one gesture outlives it.
    // Measured: see GestureArenaEntry.mustReset.
    @exclusivity(unchecked) var arenaEntry: GestureArenaEntry?
    /// The arena's scratch mark while a settling's reset recognizers let go of the live touches in one pass
    /// per touch (GR3c): equal to the arena's release stamp while it is among them.
    var releaseMark = 0
    var actions: [GestureAction] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Where its touches were last, for `location(in:)` once they have ended.
    var lastCentroid: CGPoint?
    /// Its own pending timers; its deinit cancels them (their actions hold it without retaining it). Read by
    /// that nonisolated deinit, when no other reference to this recognizer is left: `nonisolated(unsafe)`.
    nonisolated(unsafe) var timers: [ClockTimer] = []
    /// X15: why its next state change happens, set just before it by the recognizer that decides it
    /// (``decide(_:because:)`` or ``GestureReason/attach(_:to:)``) and taken by the arena's trace.
    var pendingReason: String?
    /// X15: why its delegate (its own scroll view) refused it, while the arena fails it.
    var refusal: String?

    /// X15: why a step it took without a reason (`state = .changed`) happened, asked by the arena only while
    /// a trace records, so the hot path (`touchesMoved`) does no work for it. Built-in recognizers answer
    /// from their own storage (never from overridable members: tracing calls no user code); a custom
    /// subclass answers nil and attaches its own with ``GestureReason/attach(_:to:)``.
    func stepReason() -> String? { nil }

    // MARK: Initializers (SPEC A: Swift-function target-action and a handler)

    /// UIKit's designated initializer. A name-only selector is found in the target's table (PT3).
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience init() { self.init(target: nil, action: nil) }

    /// `UITapGestureRecognizer { recognizer in ... }`.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        actions.append(GestureAction(target: nil, name: nil) { recognizer, _ in handler(recognizer) })
    }

    /// `UIPanGestureRecognizer(target: self, action: ViewController.pan)`, where `pan` takes the
    /// recognizer (of this or any superclass type). The target is held weakly, as in UIKit. A function
    /// reference has no selector name: `named:` (not UIKit's; X14, as controls' `addTarget(_:action:named:for:)`)
    /// gives the name the trace's action line shows and `removeTarget(_:action:)` matches.
    public convenience init<T: AnyObject, G: UIGestureRecognizer>(
        target: T, action: @escaping (T) -> (G) -> Void, named name: String?
    ) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, named: name)
    }

    /// UIKit's spelling, kept a declaration of its own (not a defaulted `named:`) so that compiler
    /// diagnostics name `init(target:action:)` as they do against UIKit (A5).
    public convenience init<T: AnyObject, G: UIGestureRecognizer>(target: T, action: @escaping (T) -> (G) -> Void) {
        self.init(target: target, action: action, named: nil)
    }

    /// `UITapGestureRecognizer(target: self, action: ViewController.tapped)`, where `tapped` takes nothing.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void, named name: String?) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action, named: name)
    }

    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init(target: target, action: action, named: nil)
    }

    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    /// True for the selectors target-action can send here: a typed action of this object's type, or a
    /// name it declares through ``UIResponderActionPerforming`` (SPEC A6).
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, which `Hashable` requires): the
    /// default answer boxes and casts its argument, about 2,200 instructions per set lookup (BENCHMARKS.md, "Unsafe
    /// annotations audit").
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool {
        lhs === rhs || lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    // MARK: Target-action (GR12)

    open func addTarget(_ target: Any, action: Selector) {
        actions.append(
            GestureAction(target: target as AnyObject, name: action.name) { recognizer, target in
                guard let target else { return }
                UIApplication.callOrReport(action, on: target, sender: recognizer, event: nil)
            })
    }

    /// Removes the actions of `target` (all of them if `action` is nil); a nil target removes every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        // Removed actions are released after the write (A11).
        let released = exchange(&actions, with: [])
        defer { withExtendedLifetime(released) {} }
        actions = released.filter { entry in
            let targetMatches = object == nil || entry.target === object
            let actionMatches = action == nil || entry.name == action?.name
            return !(targetMatches && actionMatches)
        }
    }

    // MARK: Properties (GR12)

    open var state: State {
        get { stateStorage }
        set { transition(to: newValue) }
    }

    open var delegate: UIGestureRecognizerDelegate? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// What the arena asks (GR1, GR4–GR6); a scroll view's own recognizers answer for their scroll view (S6).
    /// Internal and final, as `enabledStorage` below: asked at every settling, an open stored property keeps
    /// its run-time exclusivity checks.
    final var delegateStorage: UIGestureRecognizerDelegate? {
        get { selfDelegate ?? delegateReference }
        set {
            if let newValue, newValue === self {
                selfDelegate = newValue
                delegateReference = nil
            } else {
                selfDelegate = nil
                delegateReference = newValue
            }
        }
    }
    /// Any delegate but the recognizer itself, held weakly as UIKit holds it.
    private final weak var delegateReference: UIGestureRecognizerDelegate?
    /// The recognizer as its own delegate (a scroll view's built-in recognizers when the scroll view's class
    /// does not adopt the protocol, S6). Not `weak`: a weak reference to an object gives it a side table for
    /// good, and every retain and release of the table's pan then took the runtime's slow path (about 3,000
    /// instructions per `dispatch.tap.table1000`). Unowned(unsafe) is sound here: a reference to itself
    /// cannot outlive the object that holds it.
    private final unowned(unsafe) var selfDelegate: UIGestureRecognizerDelegate?

    /// GR10: disabling cancels a recognizer in progress, or fails it if `.possible`.
    open var isEnabled: Bool {
        get { enabledStorage }
        set {
            let oldValue = enabledStorage
            enabledStorage = newValue
            if oldValue && !newValue { abandon(reason: "disabled") }
        }
    }

    open var view: UIView? { viewStorage }
    open var name: String?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan: Bool {
        get { delaysTouchesBeganStorage }
        set { delaysTouchesBeganStorage = newValue }
    }
    // The storage of `isEnabled` and `delaysTouchesBegan` is internal so that the whole-module optimizer sees
    // every access and drops their run-time exclusivity checks (an open stored property keeps them).
    final var enabledStorage = true
    final var delaysTouchesBeganStorage = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    /// TD5: all four types by default, as UIKit documents; a touch of another type is never collected.
    /// Kept as bits, read for every touch bound (GR1) without an array.
    open var allowedTouchTypes: [NSNumber] {
        get { UITouch.TouchType.numbers(in: allowedTypeMask) }
        set { allowedTypeMask = UITouch.TouchType.mask(of: newValue) }
    }
    final var allowedTypeMask: UInt8 = UITouch.TouchType.allMask

    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches (the last one known once they have ended).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.isEmpty ? gestureTouches : trackedTouches
        guard !touches.isEmpty else { return UITouch.map(lastCentroid ?? .zero, to: view ?? viewStorage?.window) }
        return UITouch.map(Self.centroid(of: touches), to: view ?? viewStorage?.window)
    }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            Diagnostics.report(
                "location(ofTouch: \(touchIndex)) out of range: \(numberOfTouches) touches",
                application: application)
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view ?? viewStorage?.window)
    }

    /// GR5: this recognizer waits for `otherGestureRecognizer` to fail before it begins or recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            Diagnostics.report(
                "\(TraceNames.preferredName(self)) cannot require itself to fail (GR5); ignored",
                application: application)
            return
        }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclass hooks (GR11)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// TD4: a pencil's estimated force or angles became final for `touches`.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called once after each finished recognition, when the recognizer returns to `.possible` (GR3).
    open func reset() {}

    /// Stops tracking `touch`: no further events for it reach this recognizer (GR11).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        arenaEntry?.trackedTouches.removeIdentical(touch)
        arenaEntry?.gestureTouches.removeIdentical(touch)
        touch.detachEverywhere(self)
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Engine side

    /// Touches being tracked now, in arrival order (its arena entry's).
    var trackedTouches: [UITouch] { arenaEntry?.trackedTouches ?? [] }
    /// Every touch seen since the last reset (GR4 overlap, GR7 cancellation).
    var gestureTouches: [UITouch] { arenaEntry?.gestureTouches ?? [] }

    /// The dispatcher that settles its changes: its arena entry's, else its window's.
    var dispatcher: TouchDispatcher? { arenaEntry?.dispatcher ?? viewStorage?.windowStorage?.application?.dispatcher }

    var application: UIApplication? { viewStorage?.windowStorage?.application ?? arenaEntry?.dispatcher?.application }

    var tracer: EventTrace? { application?.tracer ?? arenaEntry?.arena.tracer }

    /// Checks GR3's table, then hands the transition to the arena through the dispatcher, which settles it
    /// (at once when no event is being dispatched, T7).
    func transition(to newState: State) {
        let old = stateStorage
        if newState == old && newState != .changed { return }
        guard GestureStateTable.allows(old, newState) else {
            Diagnostics.report(
                "illegal state transition of \(TraceNames.preferredName(self)) from \(old) to \(newState) (GR3)",
                application: application)
            return
        }
        stateStorage = newState
        // Outside a gesture nothing settles it: it stays as set, as UIKit's would.
        guard let entry = arenaEntry else { return }
        if let dispatcher {
            dispatcher.step { entry.arena.recognizer(entry, didChangeFrom: old, to: newState) }
        } else {
            entry.arena.recognizer(entry, didChangeFrom: old, to: newState)
        }
    }

    /// Cancels (or fails) and resets, used when disabled or detached mid-gesture (GR10, T6).
    func abandon(reason: String) {
        guard let entry = arenaEntry else { return }
        if let dispatcher {
            dispatcher.step { entry.arena.abandon(entry, reason: reason) }
        } else {
            entry.arena.abandon(entry, reason: reason)
        }
    }

    /// Runs `body` on the application's clock after `delay`, then settles what it changed (GR3a). The
    /// timer never outlives this recognizer (see `deinit`), so bodies may capture it `unowned`.
    @discardableResult
    final func scheduleTimer(after delay: TimeInterval, _ body: @escaping @MainActor () -> Void) -> ClockTimer? {
        guard let application else { return nil }
        // Not weak: a weak reference would move this recognizer's reference count into a side table
        // (slower retains on the hot path). The timer cannot outlive it: `deinit` cancels its timers.
        let timer = application.clock.schedule(after: delay) { [unowned self] in
            guard let dispatcher = self.dispatcher else { return }
            dispatcher.step {
                body()
                dispatcher.arena.timerFired()  // its timer is gone: it may have stalled
            }
        }
        timer.recognizer = self
        var live: [ClockTimer] = []
        for existing in timers where existing.isValid { live.append(existing) }
        live.append(timer)
        timers = live
        return timer
    }

    /// A timer of its own is still pending: it may still decide without new touches.
    var hasLiveTimer: Bool {
        for timer in timers where timer.isValid { return true }
        return false
    }

    deinit {
        for timer in timers { timer.cancelFromDeinit() }
    }

    func cancelTimers() {
        for timer in timers { timer.invalidate() }
        timers.removeAll()
    }

    /// Lets go of its touches and timers when its application goes away mid-gesture (Reliability, "Leaks"), and returns
    /// to `.possible` out of any arena, so that it can serve again in another world.
    func tearDown() {
        cancelTimers()
        arenaEntry = nil
        stateStorage = .possible
    }

    /// True while it may still begin or recognize: delaying recognizers hold touches back only then.
    var isStillPossible: Bool { stateStorage == .possible && isEnabled && arenaEntry?.mustReset != true }

    /// May receive events: not finished and not waiting to be reset.
    var isReceiving: Bool {
        isEnabled && arenaEntry?.mustReset != true
            && (stateStorage == .possible || stateStorage == .began || stateStorage == .changed)
    }

    func sendActions() {
        let tracer = self.tracer
        for entry in actions {
            if entry.hasTarget && entry.target == nil { continue }  // target gone (weak, as in UIKit)
            tracer?.record(.gestureAction(self, target: entry.target, action: entry.shownName))
            entry.call(self, entry.target)
        }
    }
}

@MainActor struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
