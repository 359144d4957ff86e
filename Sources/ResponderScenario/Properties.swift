import Foundation

/// The type of a property value, with its rule (what the error message asks for).
enum PropertyType: Equatable, Sendable {
    case bool
    case number(NumberRule)
    case int(min: Int)
    case string
    case strings
    case point
    case size
    case rect
    case insets
    case transform
    /// One of the listed words.
    case choice([String])
    /// A list of the listed words (a single word is accepted as a list of one).
    case choices([String])
    /// An integer, or a list of integers (rows per section).
    case ints(min: Int)
}

enum NumberRule: Equatable, Sendable {
    case any, nonNegative, positive, unit
}

/// A property a view or recognizer may set (table-driven: decoding, encoding, validation and applying
/// all read this table, so a property exists in all of them or in none).
struct PropertyDescriptor: Sendable {
    let key: String
    let type: PropertyType
    /// Classes that have it; nil: every class.
    let classes: Set<ViewClass>?
    /// Can a timeline `set` step change it after the world is built?
    let settable: Bool

    init(_ key: String, _ type: PropertyType, _ classes: Set<ViewClass>? = nil, settable: Bool = true) {
        self.key = key
        self.type = type
        self.classes = classes
        self.settable = settable
    }
}

enum ViewProperties {
    static let controls: Set<ViewClass> = Set(ViewClass.allCases.filter(\.isControl))
    static let scrolls: Set<ViewClass> = [.scrollview, .tableview]

    static let all: [PropertyDescriptor] = [
        // Geometry (G1)
        PropertyDescriptor("frame", .rect),
        PropertyDescriptor("center", .point),
        PropertyDescriptor("bounds", .rect),
        PropertyDescriptor("transform", .transform),
        // Flags (H1, H3, T5)
        PropertyDescriptor("hidden", .bool),
        PropertyDescriptor("alpha", .number(.unit)),
        PropertyDescriptor("userInteraction", .bool),
        PropertyDescriptor("clipsToBounds", .bool),
        PropertyDescriptor("multipleTouch", .bool),
        PropertyDescriptor("exclusiveTouch", .bool),
        PropertyDescriptor("tag", .int(min: Int.min)),
        // Controls (C3, H9)
        PropertyDescriptor("enabled", .bool, controls),
        PropertyDescriptor("selected", .bool, controls),
        PropertyDescriptor("title", .string, [.button]),
        PropertyDescriptor("on", .bool, [.switch]),
        PropertyDescriptor("value", .number(.any), [.slider, .stepper]),
        PropertyDescriptor("minimumValue", .number(.any), [.slider, .stepper]),
        PropertyDescriptor("maximumValue", .number(.any), [.slider, .stepper]),
        PropertyDescriptor("continuous", .bool, [.slider, .stepper]),
        PropertyDescriptor("stepValue", .number(.positive), [.stepper]),
        PropertyDescriptor("wraps", .bool, [.stepper]),
        PropertyDescriptor("autorepeat", .bool, [.stepper]),
        PropertyDescriptor("segments", .strings, [.segmented]),
        PropertyDescriptor("selectedSegment", .int(min: -1), [.segmented]),
        PropertyDescriptor("momentary", .bool, [.segmented]),
        PropertyDescriptor("numberOfPages", .int(min: 0), [.pagecontrol]),
        PropertyDescriptor("currentPage", .int(min: 0), [.pagecontrol]),
        PropertyDescriptor("text", .string, [.label]),
        // Scroll views and tables (S1, S4)
        PropertyDescriptor("contentSize", .size, scrolls),
        PropertyDescriptor("contentOffset", .point, scrolls),
        PropertyDescriptor("contentInset", .insets, scrolls),
        PropertyDescriptor("pagingEnabled", .bool, scrolls),
        PropertyDescriptor("bounces", .bool, scrolls),
        PropertyDescriptor("scrollEnabled", .bool, scrolls),
        PropertyDescriptor("delaysContentTouches", .bool, scrolls),
        PropertyDescriptor("canCancelContentTouches", .bool, scrolls),
        PropertyDescriptor("alwaysBounceVertical", .bool, scrolls),
        PropertyDescriptor("alwaysBounceHorizontal", .bool, scrolls),
        PropertyDescriptor("directionalLockEnabled", .bool, scrolls),
        PropertyDescriptor("decelerationRate", .choice(["normal", "fast"]), scrolls),
        PropertyDescriptor("style", .choice(["plain", "grouped", "insetGrouped"]), [.tableview], settable: false),
        PropertyDescriptor("rows", .ints(min: 0), [.tableview], settable: false),
        PropertyDescriptor("rowHeight", .number(.positive), [.tableview], settable: false),
        PropertyDescriptor("allowsSelection", .bool, [.tableview]),
    ]

    static let byKey: [String: PropertyDescriptor] = Dictionary(
        all.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })

    static func classes(having key: String) -> [ViewClass] {
        guard let descriptor = byKey[key] else { return [] }
        return ViewClass.allCases.filter { descriptor.classes?.contains($0) ?? true }
    }
}

enum GestureProperties {
    static let common: [PropertyDescriptor] = [
        PropertyDescriptor("enabled", .bool),
        PropertyDescriptor("cancelsTouchesInView", .bool),
        PropertyDescriptor("delaysTouchesBegan", .bool),
        PropertyDescriptor("delaysTouchesEnded", .bool),
        PropertyDescriptor("requiresExclusiveTouchType", .bool),
    ]

    static func specific(_ type: GestureType) -> [PropertyDescriptor] {
        switch type {
        case .tap:
            return [
                PropertyDescriptor("numberOfTapsRequired", .int(min: 1)),
                PropertyDescriptor("numberOfTouchesRequired", .int(min: 1)),
            ]
        case .longPress:
            return [
                PropertyDescriptor("minimumPressDuration", .number(.nonNegative)),
                PropertyDescriptor("allowableMovement", .number(.nonNegative)),
                PropertyDescriptor("numberOfTapsRequired", .int(min: 0)),
                PropertyDescriptor("numberOfTouchesRequired", .int(min: 1)),
            ]
        case .pan:
            return [
                PropertyDescriptor("minimumNumberOfTouches", .int(min: 1)),
                PropertyDescriptor("maximumNumberOfTouches", .int(min: 1)),
            ]
        case .screenEdgePan:
            return [
                PropertyDescriptor("minimumNumberOfTouches", .int(min: 1)),
                PropertyDescriptor("maximumNumberOfTouches", .int(min: 1)),
                PropertyDescriptor("edges", .choices(["top", "left", "bottom", "right", "all"])),
            ]
        case .swipe:
            return [
                PropertyDescriptor("direction", .choices(["right", "left", "up", "down"])),
                PropertyDescriptor("numberOfTouchesRequired", .int(min: 1)),
            ]
        case .pinch, .rotation:
            return []
        }
    }

    static func all(_ type: GestureType) -> [PropertyDescriptor] { common + specific(type) }
}

/// Control events by their names in files (C2).
enum ControlEventNames {
    static let all: [String] = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit",
        "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged", "primaryActionTriggered",
        "allTouchEvents", "allEvents",
    ]
}

enum RemoteCommands {
    static let all: [String] = [
        "play", "pause", "stop", "togglePlayPause", "nextTrack", "previousTrack", "beginSeekingBackward",
        "endSeekingBackward", "beginSeekingForward", "endSeekingForward",
    ]
}

enum KeyModifiers {
    static let all: [String] = ["shift", "control", "alternate", "command", "alphaShift"]
}

/// "Did you mean ...?" for unknown words.
enum Suggestion {
    static func nearest(_ word: String, in candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let d = distance(word.lowercased(), candidate.lowercased())
            let limit = max(1, min(word.count, candidate.count) / 3)
            if d <= limit, d < candidate.count, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
