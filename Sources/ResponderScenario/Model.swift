import Foundation

/// A scenario: a world of views, controllers and recognizers, and a timeline of input (issue 6).
///
/// The model is plain values, compared by content; where each part came from in the file is kept
/// aside in ``sourceMap`` (not part of equality), so semantic checks can point at the right line.
public struct Scenario: Equatable, Sendable {
    public var name: String?
    public var description: String?
    public var screen = CGSize(width: 375, height: 667)
    public var window = WindowSpec()
    public var application = ApplicationSpec()
    public var appDelegate: ResponderSpec?
    public var viewControllers: [ControllerSpec] = []
    public var views: [ViewSpec] = []
    public var firstResponder: String?
    public var trace = TraceSpec()
    public var timeline: [Step] = []
    /// The run stops here; default: one second after the last step ends.
    public var endTime: Double?

    var sourceMap = SourceMap()

    public init() {}

    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.name == rhs.name && lhs.description == rhs.description && lhs.screen == rhs.screen
            && lhs.window == rhs.window && lhs.application == rhs.application && lhs.appDelegate == rhs.appDelegate
            && lhs.viewControllers == rhs.viewControllers && lhs.views == rhs.views
            && lhs.firstResponder == rhs.firstResponder && lhs.trace == rhs.trace && lhs.timeline == rhs.timeline
            && lhs.endTime == rhs.endTime
    }
}

/// Positions of key paths in the file (`views[3].parent` → 12:7).
struct SourceMap: Sendable {
    var positions: [String: SourcePosition] = [:]
    subscript(path: String) -> SourcePosition {
        if let p = positions[path] { return p }
        // Fall back to the nearest enclosing path that has a position.
        var current = path
        while let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) {
            current = String(current[..<cut])
            if let p = positions[current] { return p }
        }
        return .start
    }
}

public struct WindowSpec: Equatable, Sendable {
    public var name: String?
    public var rootViewController: String?
}

public struct ApplicationSpec: Equatable, Sendable {
    public var name: String?
}

/// What an override of a responder method does with the event (R2, R3).
public enum Passing: String, Equatable, Sendable, CaseIterable {
    /// Calls `super` (the default: UIKit's own behaviour for the class).
    case `super`
    /// Calls `next?.touchesBegan(...)` explicitly instead of `super` (seed 000, method 1).
    case next
    /// Neither: the event stops here (an override without `super`).
    case swallow
}

/// The override policies of a responder: touches per phase, presses, motion, remote control.
public struct PassingPolicy: Equatable, Sendable {
    public var began: Passing = .super
    public var moved: Passing = .super
    public var ended: Passing = .super
    public var cancelled: Passing = .super
    public var presses: Passing = .super
    public var motion: Passing = .super
    public var remoteControl: Passing = .super

    public var isDefault: Bool { self == PassingPolicy() }
}

/// An action a responder performs when it is sent to it (C4): a note in the trace, optionally a log line.
public struct PerformSpec: Equatable, Sendable {
    public var action: String
    public var log: String?
}

/// The responder parts shared by views, view controllers and the app delegate.
public struct ResponderSpec: Equatable, Sendable {
    public var id: String
    public var name: String?
    public var passing = PassingPolicy()
    public var performs: [PerformSpec] = []
    public var canBecomeFirstResponder: Bool?
    /// Notes every override call (touches, tracking) in the trace.
    public var log = false

    public init(id: String) { self.id = id }
}

public struct ControllerSpec: Equatable, Sendable {
    public var responder: ResponderSpec
    /// The id of its root view in `views`; nil: an implicit plain view `<id>.view`.
    public var view: String?
    /// The id of the controller that presents this one (R1: its next is the presenting controller).
    public var presentedBy: String?
}

/// The classes a view can have.
public enum ViewClass: String, Equatable, Sendable, CaseIterable {
    case view, button, `switch`, slider, segmented, stepper, pagecontrol, scrollview, tableview, customcontrol
    case imageview, label

    var isControl: Bool {
        switch self {
        case .button, .switch, .slider, .segmented, .stepper, .pagecontrol, .customcontrol: return true
        default: return false
        }
    }

    var isScrollView: Bool { self == .scrollview || self == .tableview }

    var uikitName: String {
        switch self {
        case .view: return "UIView"
        case .button: return "UIButton"
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .segmented: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .pagecontrol: return "UIPageControl"
        case .scrollview: return "UIScrollView"
        case .tableview: return "UITableView"
        case .customcontrol: return "UIControl"
        case .imageview: return "UIImageView"
        case .label: return "UILabel"
        }
    }
}

/// A typed value of a property.
public enum Value: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case strings([String])
    case ints([Int])
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case rects([CGRect])
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    case transform([TransformOp])
}

public enum TransformOp: Equatable, Sendable {
    case rotate(degrees: Double)
    case scale(x: Double, y: Double)
    case translate(x: Double, y: Double)
}

/// A named property and its value, in file order.
public struct Property: Equatable, Sendable {
    public var key: String
    public var value: Value
}

/// How `hitTest(_:with:)` is overridden (H4, H5).
public enum HitTestOverride: Equatable, Sendable {
    /// Returns itself for every point inside it (seed 000 interception, H4).
    case intercept
    /// Also asks its subviews for points outside its bounds (seed 000 forwarding, H5).
    case forwardOutside
    /// Returns the given descendant whenever the point is inside it (seed 001's CustomView, H5).
    case forwardTo(String)
}

/// How `point(inside:with:)` is overridden (H5, H6).
public struct PointInsideOverride: Equatable, Sendable {
    /// Also inside: these rectangles, in the view's own coordinates (seed 002: 50 pt above SubView2).
    public var rects: [CGRect] = []
    /// Also inside where any subview's `point(inside:)` is (seed 000, the pointInside way of H5).
    public var subviews = false
    /// Always answer this, whatever the point.
    public var answer: Bool?
}

public struct ViewSpec: Equatable, Sendable {
    public var responder: ResponderSpec
    public var viewClass: ViewClass = .view
    /// A view id, or nil for the window.
    public var parent: String?
    /// Geometry, flags and class properties, in file order.
    public var properties: [Property] = []
    public var gestures: [GestureSpec] = []
    public var actions: [ControlActionSpec] = []
    public var hitTest: HitTestOverride?
    public var pointInside: PointInsideOverride?
    /// Edge insets applied to the bounds for `point(inside:)`; negative values enlarge (H6, seed 001).
    public var touchAreaInsets: Value?
    /// Table views: what happens when a row is selected.
    public var didSelectLog: String?

    public var id: String { responder.id }
}

public enum GestureType: String, Equatable, Sendable, CaseIterable {
    case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation
}

/// `gestureRecognizer(_:shouldReceive:)`: which touches the recognizer gets, by the touch's hit-test view.
public struct ReceivePolicy: Equatable, Sendable {
    public var notInClasses: [String] = []
    public var notInViews: [String] = []
    public var onlyInClasses: [String] = []
    public var onlyInViews: [String] = []
}

/// A recognizer's delegate, as answers to UIKit's questions (GR1, GR4, GR5, GR6).
public struct DelegatePolicy: Equatable, Sendable {
    /// Ids of recognizers it may recognize with at the same time; `["*"]` for all.
    public var simultaneousWith: [String] = []
    public var shouldBegin = true
    public var shouldReceive = ReceivePolicy()
    public var requireFailureOf: [String] = []
    public var requiredToFailBy: [String] = []
}

public struct GestureSpec: Equatable, Sendable {
    public var id: String
    public var name: String?
    public var type: GestureType
    public var properties: [Property] = []
    public var requireToFail: [String] = []
    public var delegate: DelegatePolicy?
    public var actions: [GestureActionSpec] = []
}

public struct GestureActionSpec: Equatable, Sendable {
    /// A responder id; nil: a handler closure with no target.
    public var target: String?
    public var action: String?
    public var log: String?
}

public struct ControlActionSpec: Equatable, Sendable {
    public var events: [String]
    public var action: String
    /// A responder id; nil: resolved on the responder chain when sent (C4).
    public var target: String?
    public var log: String?
}

public struct TraceSpec: Equatable, Sendable {
    public var timestamps = false
    /// Only these kinds of trace lines (nil: all).
    public var kinds: [String]?
    /// Prints the per-touch summary after the trace (`touch 1 at {x, y} -> View`).
    public var summary = true
}

public struct FingerPoint: Equatable, Sendable {
    public var finger: String
    public var point: CGPoint
}

public enum StepAction: Equatable, Sendable {
    case down([FingerPoint])
    case move([FingerPoint])
    case up([String])
    case cancel([String])
    case tap(points: [CGPoint], count: Int, interval: Double)
    case drag(from: CGPoint, to: CGPoint, duration: Double, steps: Int)
    case longPress(at: CGPoint, duration: Double)
    case swipe(from: CGPoint, direction: String, distance: Double, duration: Double, steps: Int)
    case pinch(center: CGPoint, from: Double, to: Double, duration: Double, steps: Int)
    case rotate(center: CGPoint, radius: Double, degrees: Double, duration: Double, steps: Int)
    case shake(duration: Double)
    case key(characters: String, modifiers: [String], duration: Double)
    case remote(String)
    case set(target: String, properties: [Property], overrides: SetOverrides)
    case becomeFirstResponder(String)
    case resignFirstResponder(String)
    case wait

    /// How long the step takes on the virtual clock.
    var duration: Double {
        switch self {
        case .tap(_, let count, let interval):
            return Double(count) * 0.05 + Double(max(count - 1, 0)) * interval
        case .drag(_, _, let d, _), .longPress(_, let d), .swipe(_, _, _, let d, _), .pinch(_, _, _, let d, _),
            .rotate(_, _, _, let d, _), .shake(let d), .key(_, _, let d):
            return d
        default:
            return 0
        }
    }
}

/// Overrides changed by a `set` step (each nil when not mentioned).
public struct SetOverrides: Equatable, Sendable {
    public var hitTest: HitTestOverride??
    public var pointInside: PointInsideOverride??
    public var touchAreaInsets: Value??
    public var passing: PassingPolicy?

    public var isEmpty: Bool { hitTest == nil && pointInside == nil && touchAreaInsets == nil && passing == nil }
}

public struct Step: Equatable, Sendable {
    /// Absolute time (seconds); nil: when the previous step ends (plus `after`).
    public var at: Double?
    public var after: Double?
    /// A line written to the trace before the step (`--- tap SubView3`).
    public var note: String?
    public var action: StepAction
}
