import Foundation

/// One finger, one object for the finger's whole life (T1).
///
/// Besides UIKit's properties it carries the recognizers attached to it (GR1), its hit-test view's side
/// of delivery (`TouchDelivery`: delivered, withheld, finished — T6 touch by touch) and where responders
/// forwarded it (R2).
@preconcurrency @MainActor open class UITouch: Hashable, CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: return "began"
            case .moved: return "moved"
            case .stationary: return "stationary"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            }
        }

        /// `Began` for `touchesBegan`, and so on.
        var methodSuffix: String {
            switch self {
            case .began: return "Began"
            case .moved: return "Moved"
            case .stationary: return "Stationary"
            case .ended: return "Ended"
            case .cancelled: return "Cancelled"
            }
        }

        var isFinal: Bool { self == .ended || self == .cancelled }
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public internal(set) var phase: Phase {
        get { phaseStorage }
        set { phaseStorage = newValue }
    }
    // Measured: a public stored property keeps its run-time check: unchecked keeps 0.3 % of dispatch.move.10gr
    // instructions; kept for the 10 % bound against b4ae607 (callgrind, 2026-11-28).
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    public internal(set) var tapCount: Int = 1
    /// The hit-test view, bound once at touch-down (H7) and never changed.
    public internal(set) var view: UIView? {
        get { viewStorage }
        set { viewStorage = newValue }
    }
    public internal(set) var window: UIWindow? {
        get { windowStorage }
        set { windowStorage = newValue }
    }
    // The storage of `phase`, `view` and `window` is internal so that the whole-module optimizer can see
    // every access and drop their run-time exclusivity checks (a public stored property keeps them: code
    // outside the module could access it).
    private var phaseStorage: Phase
    private var viewStorage: UIView?
    private var windowStorage: UIWindow?
    /// Pencil, pointer and force data, out of line (TD1): nil for a plain finger, in the slot the constant
    /// `type` used to take, so that a touch is no larger.
    var details: TouchDetails?

    /// The recognizers attached to this touch, in GR1 order.
    public var gestureRecognizers: [UIGestureRecognizer]? { attachedRecognizers.isEmpty ? nil : attachedRecognizers }

    // MARK: Engine state

    /// Position in screen coordinates (the space windows are placed in).
    var screenLocation: CGPoint
    var previousScreenLocation: CGPoint
    /// Where the finger went down (controls' C6 checks, scroll views' S2 movement).
    let initialScreenLocation: CGPoint
    /// Trace number, 1-based, in order of creation within one application.
    let number: Int
    var attachedRecognizers: [UIGestureRecognizer] {
        get { attachedStorage }
        set {
            attachedStorage = newValue
            Self.attachmentChanges &+= 1
            if listedCache != nil { listedCache = nil }
        }
    }
    /// Changed only by assignment (`detach` mutates a copy taken out by swapping): an in-place mutation
    /// would run array code inside the access and keep run-time exclusivity checks on every read.
    private var attachedStorage: [UIGestureRecognizer] = []
    /// `attachedRecognizers` as a set, made by ``lists(_:)`` for a long list and dropped when the list changes.
    private var listedCache: Set<ObjectIdentifier>?
    /// Counts changes of any touch's `attachedRecognizers`: the arena trusts what it listed at the start of
    /// a delivery only while this is unchanged (GR2).
    static var attachmentChanges = 0
    /// The arena's scratch mark (GR2, GR3): a touch is in a set being looked up when this equals the
    /// arena's current stamp, so that membership costs O(1) instead of a search (GR3c).
    var arenaMark = 0
    /// No recognizer is listed twice in `attachedRecognizers` (true unless a delegate moved one to an
    /// ancestor while the touch was bound, T7): a reset recognizer is then searched for only until found.
    var listsRecognizersOnce = true

    /// Whether `recognizer` is in `attachedRecognizers`: a search of a short list; a long one is hashed once
    /// until it changes, so that asking for each of r recognizers costs O(r), not O(r²) (GR2).
    func lists(_ recognizer: UIGestureRecognizer) -> Bool {
        if attachedRecognizers.count <= 16 { return attachedRecognizers.containsIdentical(recognizer) }
        if let listedCache { return listedCache.contains(ObjectIdentifier(recognizer)) }
        var set = Set<ObjectIdentifier>(minimumCapacity: attachedRecognizers.count)
        for listed in attachedRecognizers { set.insert(ObjectIdentifier(listed)) }  // a loop: IdentityLookup.swift
        listedCache = set
        return set.contains(ObjectIdentifier(recognizer))
    }

    /// Drops the set made by ``lists(_:)``: it is scratch for one delivery, not kept per live touch.
    func forgetListedSet() {
        if listedCache != nil { listedCache = nil }
    }

    /// `recognizer` lets go of this touch (GR3).
    func detach(_ recognizer: UIGestureRecognizer) {
        var list: [UIGestureRecognizer] = []
        swap(&list, &attachedStorage)
        if listsRecognizersOnce {
            list.removeListedOnce(recognizer)
        } else {
            list.removeIdentical(recognizer)
        }
        attachedRecognizers = list
    }

    /// `recognizer` ignores this touch (GR11): every listing of it goes.
    func detachEverywhere(_ recognizer: UIGestureRecognizer) {
        var list: [UIGestureRecognizer] = []
        swap(&list, &attachedStorage)
        list.removeIdentical(recognizer)
        attachedRecognizers = list
    }
    /// The hit-test view's side of this touch: every delivery to it goes through here (GR7–GR9, T6).
    private(set) lazy var viewDelivery = TouchDelivery(touch: self)
    /// Responders that forwarded this touch's began (R2), in the order they did (up the chain), with the
    /// responder they forwarded it to: its later phases go there (T6). An array searched from where the
    /// previous search ended, because every phase climbs the chain in the same order: one comparison per
    /// step, where a dictionary would hash at every step of every move (`dispatch.move.10gr`).
    /// Changed only by assignment (the mutations work on a copy taken out by swapping): an in-place
    /// mutation would run array code inside the access and keep run-time exclusivity checks on every read.
    private var forwards: [Forward] = []
    // Measured: the hint (a search from the front instead) keeps about 36 % of dispatch.move.100gr instructions
    // (callgrind, 2026-11-24)
    private var forwardHint = 0
    /// The application that made this touch; neither retaining nor weak (see UIView): a touch must not
    /// retain its application, which holds its live touches (Reliability, "Leaks"). Cleared when the application lets
    /// go of the touch or is deinitialized.
    var owner: UIApplication? {
        get { ownerLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &ownerLink)
        }
    }
    /// Checked unowned, written by swapping (see UnownedLink): no run-time exclusivity checks needed.
    private var ownerLink = UnownedLink<UIApplication>(nil)

    struct Forward {
        let from: ObjectIdentifier
        /// The responder the began went to; nil when it went to `owner`, or once the end went too.
        var to: UIResponder?
        var toOwner: Bool
    }

    /// Where `responder` forwarded this touch's began, if it did and has not forwarded its end yet.
    func forwardTarget(of responder: UIResponder) -> UIResponder? {
        guard let index = forwardIndex(of: responder) else { return nil }
        return forwards[index].toOwner ? owner : forwards[index].to
    }

    private func forwardIndex(of responder: UIResponder) -> Int? {
        let count = forwards.count
        guard count > 0 else { return nil }
        let key = ObjectIdentifier(responder)
        var index = forwardHint < count ? forwardHint : 0
        for _ in 0..<count {
            if forwards[index].from == key {
                forwardHint = index + 1
                return index
            }
            index = index + 1 == count ? 0 : index + 1
        }
        return nil
    }

    /// `responder` forwarded this touch's began to `target` (R2): later phases follow it there (T6).
    func rememberForward(from responder: UIResponder, to target: UIResponder) {
        let toOwner = target === owner
        let index = forwardIndex(of: responder)
        var list: [Forward] = []
        swap(&list, &forwards)
        if let index {
            list[index].to = toOwner ? nil : target
            list[index].toOwner = toOwner
        } else {
            list.append(Forward(from: ObjectIdentifier(responder), to: toOwner ? nil : target, toOwner: toOwner))
        }
        forwards = list
    }

    /// `responder` forwarded this touch's end: it owes nothing more, and lets go of its target.
    func forgetForward(from responder: UIResponder) {
        guard let index = forwardIndex(of: responder) else { return }
        var list: [Forward] = []
        swap(&list, &forwards)
        list[index].to = nil
        list[index].toOwner = false
        forwards = list
    }

    /// Lets go of everything this touch refers to that may refer back to it — recognizers, withheld events,
    /// responders — when its application goes away mid-gesture (Reliability, "Leaks": nothing outlives a world).
    func tearDown() {
        for recognizer in attachedRecognizers { recognizer.tearDown() }
        viewDelivery.tearDown()
        attachedRecognizers = []
        forwards = []
        owner = nil
    }

    init(number: Int, screenLocation: CGPoint, timestamp: TimeInterval) {
        self.number = number
        self.screenLocation = screenLocation
        self.previousScreenLocation = screenLocation
        self.initialScreenLocation = screenLocation
        self.timestamp = timestamp
        self.phaseStorage = .began
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
    /// annotations audit"). Nor are two touches of this class itself asked: its `isEqual(_:)` is identity (A6),
    /// and two touches whose addresses share a set bucket (`hash` is the address) paid the boxing per probe,
    /// which made `dispatch.fingers10` vary by over 1 % with where the heap put the touches.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool {
        if lhs === rhs { return true }
        if Swift.type(of: lhs) == UITouch.self { return false }
        return lhs.isEqual(rhs)
    }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    // MARK: Touch details (TD1–TD4): a finger answers without storage, others from `details`

    open var type: TouchType { details?.type ?? .direct }
    open var force: CGFloat { details?.sample.force ?? 0 }
    open var maximumPossibleForce: CGFloat { details?.sample.maximumPossibleForce ?? 0 }
    open var altitudeAngle: CGFloat { details?.sample.altitudeAngle ?? .pi / 2 }
    open var majorRadius: CGFloat { details?.sample.majorRadius ?? TouchDetails.fingerRadius }
    open var majorRadiusTolerance: CGFloat {
        details?.sample.majorRadiusTolerance ?? TouchDetails.fingerRadiusTolerance
    }
    open var estimatedProperties: Properties { details?.sample.estimatedProperties ?? [] }
    open var estimatedPropertiesExpectingUpdates: Properties { details?.sample.expectingUpdates ?? [] }
    open var estimationUpdateIndex: NSNumber? { details?.sample.updateIndex.map { NSNumber(value: $0) } }

    /// TD2: 0 for a touch that is not a pencil's; `nil` means the touch's window.
    open func azimuthAngle(in view: UIView?) -> CGFloat {
        guard let details, details.type == .pencil else { return 0 }
        return Self.azimuthAngle(details.sample.azimuthAngle, in: view, window: window)
    }

    open func azimuthUnitVector(in view: UIView?) -> CGVector {
        guard let details, details.type == .pencil else { return CGVector(dx: 1, dy: 0) }
        let angle = azimuthAngle(in: view)
        return CGVector(dx: cos(angle), dy: sin(angle))
    }

    /// TD3: the digitizer's unrounded position; a finger's is its location.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        Self.map(details?.sample.preciseLocation ?? screenLocation, to: view ?? window)
    }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint {
        Self.map(details?.previousPreciseLocation ?? previousScreenLocation, to: view ?? window)
    }

    // MARK: Locations (T1)

    /// The location in `view`'s coordinates; nil means the touch's window.
    open func location(in view: UIView?) -> CGPoint { Self.map(screenLocation, to: view ?? window) }

    open func previousLocation(in view: UIView?) -> CGPoint { Self.map(previousScreenLocation, to: view ?? window) }

    /// Screen → a view: down from its root (a window's superview space is the screen).
    static func map(_ screenPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return screenPoint }
        return UIView.convert(screenPoint, fromRootSpaceTo: view)
    }

    /// Touches sorted by number, for deterministic traces (L2).
    static func ordered(_ touches: Set<UITouch>) -> [UITouch] { touches.sorted { $0.number < $1.number } }

    /// The first of `touches` in touch order (L2): `ordered(touches).first` without sorting into a new
    /// array, which cost an allocation per recognizer per move (BENCHMARKS.md, `dispatch.move.10gr`).
    static func first(of touches: Set<UITouch>) -> UITouch? {
        var first: UITouch?
        for touch in touches where first.map({ touch.number < $0.number }) ?? true { first = touch }
        return first
    }

    // MARK: Snapshots (GR8, GR9)

    /// The touch's public state at one moment, so a withheld phase is delivered exactly as it was.
    struct Snapshot {
        let phase: Phase
        let screenLocation: CGPoint
        let previousScreenLocation: CGPoint
        let timestamp: TimeInterval
        /// A copy of a pencil's values (TD1); nil for a finger.
        let details: TouchDetails?
    }

    var snapshot: Snapshot {
        Snapshot(
            phase: phase, screenLocation: screenLocation, previousScreenLocation: previousScreenLocation,
            timestamp: timestamp, details: details?.copy())
    }

    /// Runs `body` with the touch showing `snapshot`, then restores its current state.
    func replaying(_ snapshot: Snapshot, _ body: () -> Void) {
        let current = self.snapshot
        apply(snapshot)
        body()
        apply(current)
    }

    private func apply(_ s: Snapshot) {
        phase = s.phase
        screenLocation = s.screenLocation
        previousScreenLocation = s.previousScreenLocation
        timestamp = s.timestamp
        if let kept = s.details, let details {
            details.sample = kept.sample
            details.previousPreciseLocation = kept.previousPreciseLocation
        }
    }
}
