import Foundation

/// What a touch reports besides its location, kept out of line (TD1): a plain finger has none, so a
/// finger's `UITouch` is no larger and its events cost nothing more; a pencil, an indirect touch or a
/// pointer, or a finger the simulator gave a force or a radius, has one of these.
@MainActor final class TouchDetails {
    let type: UITouch.TouchType
    /// The values of the sample the touch shows now (TD2).
    var sample: Sample
    /// The precise position of the previous sample, in screen coordinates (TD3).
    var previousPreciseLocation: CGPoint
    /// Samples between the previous event and this one, oldest first (TD6), and the samples predicted
    /// after it (TD7), with the number of the event they belong to: another event has none.
    var coalesced: [Sample] = []
    var predicted: [Sample] = []
    var samplesEvent = -1
    /// Given by the simulator for the next event of this touch; taken by that event (`apply(toEvent:)`).
    var pendingCoalesced: [Sample] = []
    var pendingPredicted: [Sample] = []
    /// The last update index given to a sample expecting updates (TD4).
    var lastUpdateIndex = 0

    /// One report of the digitizer (TD2–TD4).
    struct Sample {
        var location: CGPoint
        var preciseLocation: CGPoint
        var timestamp: TimeInterval
        var force: CGFloat
        var maximumPossibleForce: CGFloat
        var altitudeAngle: CGFloat
        /// Radians in screen coordinates, clockwise from the screen's +x axis (TD2).
        var azimuthAngle: CGFloat
        var majorRadius: CGFloat
        var majorRadiusTolerance: CGFloat
        var estimatedProperties: UITouch.Properties
        var expectingUpdates: UITouch.Properties
        var updateIndex: Int?
    }

    init(type: UITouch.TouchType, sample: Sample) {
        self.type = type
        self.sample = sample
        self.previousPreciseLocation = sample.preciseLocation
    }

    /// A copy of the values, without the coalesced and predicted samples (snapshots, copies).
    func copy() -> TouchDetails {
        let copy = TouchDetails(type: type, sample: sample)
        copy.previousPreciseLocation = previousPreciseLocation
        copy.lastUpdateIndex = lastUpdateIndex
        return copy
    }

    /// The event numbered `number` takes the samples the simulator gave for it (TD6, TD7).
    func apply(toEvent number: Int) {
        coalesced = pendingCoalesced
        predicted = pendingPredicted
        pendingCoalesced = []
        pendingPredicted = []
        samplesEvent = number
    }

    // MARK: What a finger answers (TD2)

    /// A finger's contact radius when the simulator gives none: about a fingertip's half width (TD2).
    static let fingerRadius: CGFloat = 20
    static let fingerRadiusTolerance: CGFloat = 5
    /// The force a pencil reports at rest on the glass when the simulator gives none: UIKit's "average
    /// touch" is 1 (TD2).
    static let averageForce: CGFloat = 1
    /// Apple Pencil's maximum force as iPads report it (TD2).
    static let pencilMaximumForce: CGFloat = 4.166_666_666_666_667
    /// A finger's maximum force on a screen that measures force (3D Touch iPhones report 20/3) (TD2).
    static let fingerMaximumForce: CGFloat = 20.0 / 3.0
    /// Apple Pencil's contact radius: its tip, not a fingertip (TD2).
    static let pencilRadius: CGFloat = 0.25
    static let pencilRadiusTolerance: CGFloat = 0.1

    /// Numbers a sample that expects updates, so an update can be matched to it (TD4).
    func giveUpdateIndex(to sample: inout Sample) {
        lastUpdateIndex += 1
        sample.updateIndex = lastUpdateIndex
    }
}

extension UITouch {
    /// Which properties of a touch hold estimates (TD4): UIKit's `UITouch.Properties`, with its raw values.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The touch's type without a dynamic call: touches are made by the engine, never subclassed (TD5).
    var touchType: TouchType { details?.type ?? .direct }

    /// The azimuth in `view`'s coordinates: the screen angle turned by the view's rotation on screen (TD2).
    static func azimuthAngle(_ screenAngle: CGFloat, in view: UIView?, window: UIWindow?) -> CGFloat {
        guard let view = view ?? window else { return screenAngle }
        let direction = CGPoint(x: cos(screenAngle), y: sin(screenAngle))
        let origin = map(.zero, to: view)
        let tip = map(direction, to: view)
        return atan2(tip.y - origin.y, tip.x - origin.x)
    }

    /// A new touch object showing this touch's state with `sample` (TD6, TD7): what `coalescedTouches(for:)`
    /// and `predictedTouches(for:)` answer. It is not live: the engine never delivers it.
    func sampleCopy(_ sample: TouchDetails.Sample?, previous: CGPoint, phase: Phase) -> UITouch {
        let copy = UITouch(
            number: number, screenLocation: sample?.location ?? screenLocation,
            timestamp: sample?.timestamp ?? timestamp)
        copy.previousScreenLocation = previous
        copy.phase = phase
        copy.tapCount = tapCount
        copy.view = view
        copy.window = window
        if let details {
            let detailsCopy = details.copy()
            if let sample { detailsCopy.sample = sample }
            copy.details = detailsCopy
        }
        return copy
    }
}

extension UITouch.TouchType {
    /// Every type, as `allowedTouchTypes` holds it by default (TD5).
    static let allMask: UInt8 = 0b1111

    /// The types in `mask`, in raw-value order, as `allowedTouchTypes` answers them.
    static func numbers(in mask: UInt8) -> [NSNumber] {
        [direct, indirect, pencil, indirectPointer].filter { mask & $0.bit != 0 }.map { NSNumber(value: $0.rawValue) }
    }

    /// The bit of this type in `UIGestureRecognizer.allowedTypeMask`.
    var bit: UInt8 { 1 << UInt8(rawValue) }

    /// `numbers` as bits; a number that names no type is left out (TD5).
    static func mask(of numbers: [NSNumber]) -> UInt8 {
        var mask: UInt8 = 0
        for number in numbers {
            if let type = UITouch.TouchType(rawValue: number.intValue) { mask |= type.bit }
        }
        return mask
    }
}

extension UIGestureRecognizer {
    /// TD5: whether a touch of `type` may be collected: listed in `allowedTouchTypes`, and, with
    /// `requiresExclusiveTouchType`, of the type of the touches it already tracks. `checksExclusive` is false
    /// while no touch but a finger was ever made in the world: then every tracked touch is a finger too.
    func allowsTouch(of type: UITouch.TouchType, checksExclusive: Bool) -> Bool {
        guard allowedTypeMask & type.bit != 0 else { return false }
        guard checksExclusive, requiresExclusiveTouchType, let first = trackedTouches.first else { return true }
        return first.touchType == type
    }
}
