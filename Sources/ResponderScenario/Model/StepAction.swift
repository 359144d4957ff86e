import Foundation

/// What a timeline step does (ResponderKit.docc/ScenarioFormat.md, "Timeline"). The gesture steps hold their
/// parameters as values with the file's defaults; `ScenarioSchema` reads and writes them.
public enum StepAction: Equatable, Sendable {
    case down([FingerPoint])
    case move([FingerPoint])
    case up([String])
    case cancel([String])
    case tap(Tap)
    case drag(Drag)
    case longPress(LongPress)
    case swipe(Swipe)
    case pinch(Pinch)
    case rotate(Rotate)
    case shake(Shake)
    case key(Key)
    case type(Typing)
    case remote(String)
    case set(Change)
    case becomeFirstResponder(String)
    case resignFirstResponder(String)
    case push(Push)
    case pop(Pop)
    case selectTab(SelectTab)
    case wait

    /// Down, 0.05 s, up, `count` times `interval` apart; all `points` at once.
    public struct Tap: Equatable, Sendable {
        public var points: [CGPoint] = []
        public var count = 1
        public var interval = 0.1
    }

    public struct Drag: Equatable, Sendable {
        public var from = CGPoint.zero
        public var to = CGPoint.zero
        public var duration = 0.3
        public var steps = 10
    }

    public struct LongPress: Equatable, Sendable {
        public var at = CGPoint.zero
        public var duration = 1.0
    }

    public struct Swipe: Equatable, Sendable {
        public var from = CGPoint.zero
        /// `right`, `left`, `up` or `down`.
        public var direction = "right"
        public var distance = 100.0
        public var duration = 0.15
        public var steps = 6
    }

    /// Two fingers on a horizontal line, `from` then `to` points apart.
    public struct Pinch: Equatable, Sendable {
        public var center = CGPoint.zero
        public var from = 1.0
        public var to = 1.0
        public var duration = 0.5
        public var steps = 10
    }

    /// Two fingers opposite on a circle, turning by `angle` degrees (clockwise on screen).
    public struct Rotate: Equatable, Sendable {
        public var center = CGPoint.zero
        public var radius = 1.0
        public var angle = 0.0
        public var duration = 0.5
        public var steps = 10
    }

    public struct Shake: Equatable, Sendable {
        public var duration = 0.1
    }

    public struct Key: Equatable, Sendable {
        public var characters = ""
        public var modifiers: [String] = []
        public var duration = 0.05
    }

    /// The `type` step (TX3): one key press per character, `keyDuration` each.
    public struct Typing: Equatable, Sendable {
        public var text = ""
        public var keyDuration = 0.05
    }

    /// The `set` step: changes a view during the run (each of `overrides` nil when not given).
    public struct Change: Equatable, Sendable {
        public var view = ""
        public var properties: [Property] = []
        public var overrides = SetOverrides()
    }

    /// How long the step takes on the virtual clock.
    var duration: Double {
        switch self {
        case .tap(let tap): return Double(tap.count) * 0.05 + Double(max(tap.count - 1, 0)) * tap.interval
        case .drag(let drag): return drag.duration
        case .longPress(let press): return press.duration
        case .swipe(let swipe): return swipe.duration
        case .pinch(let pinch): return pinch.duration
        case .rotate(let rotate): return rotate.duration
        case .shake(let shake): return shake.duration
        case .key(let key): return key.duration
        case .type(let typing): return Double(typing.text.count) * typing.keyDuration
        default: return 0
        }
    }
}
