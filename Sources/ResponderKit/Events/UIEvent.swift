import Foundation

/// One event: a set of touches, a motion, a remote-control command or key presses (T2).
@preconcurrency @MainActor open class UIEvent: Hashable, CustomStringConvertible, ObjCMessaging {
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

    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// UIKit's subtypes, with UIKit's raw values.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    public let type: EventType
    public let subtype: EventSubtype
    public let timestamp: TimeInterval

    /// The touches of this event in touch order; changed ones have their phase, others `.stationary`.
    let touchList: [UITouch]
    /// Set when tracing is on; everything that records reaches the trace through the event (H8).
    let tracer: EventTrace?
    /// Set only while a hit-test is being explained (X3); the walk records into it.
    var hitTestRecorder: HitTestRecorder?
    /// Sequence number within the application, for traces.
    let number: Int
    /// For motion events: which of `motionBegan/Ended/Cancelled` this event is.
    var motionStage: MotionStage = .began

    enum MotionStage {
        case began, ended, cancelled
    }

    init(
        type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval, touches: [UITouch] = [],
        tracer: EventTrace?, number: Int
    ) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.touchList = touches
        self.tracer = tracer
        self.number = number
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
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    open var allTouches: Set<UITouch>? { type == .touches ? Set(touchList) : nil }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchList.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
        return found.isEmpty ? nil : Set(found)
    }

    /// TD6: the samples reported for `touch` since the previous event, oldest first, the last a copy of
    /// `touch` itself; nil if `touch` is not in this event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.containsIdentical(touch) else { return nil }
        var copies: [UITouch] = []
        var previous = touch.previousScreenLocation
        if let details = touch.details, details.samplesEvent == number {
            for sample in details.coalesced {
                copies.append(
                    touch.sampleCopy(sample, previous: previous, phase: touch.phase == .began ? .began : .moved))
                previous = sample.location
            }
        }
        copies.append(touch.sampleCopy(nil, previous: previous, phase: touch.phase))
        return copies
    }

    /// TD7: the samples the system predicts after `touch`, in order, without `touch`; empty when the
    /// input gave none, nil if `touch` is not in this event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.containsIdentical(touch) else { return nil }
        guard let details = touch.details, details.samplesEvent == number else { return [] }
        var previous = touch.screenLocation
        return details.predicted.map { sample in
            defer { previous = sample.location }
            return touch.sampleCopy(sample, previous: previous, phase: .moved)
        }
    }
}

/// The event that carries key presses (R6).
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    let pressList: [UIPress]

    init(timestamp: TimeInterval, presses: [UIPress], tracer: EventTrace?, number: Int) {
        self.pressList = presses
        super.init(type: .presses, timestamp: timestamp, tracer: tracer, number: number)
    }

    open var allPresses: Set<UIPress> { Set(pressList) }

    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
