import Foundation
import ResponderKit
import ResponderScenario

/// A recorded flow as the Swift test writer sees it (ST7): the steps played at their times, where each
/// finger was aimed when it came down, and what the world showed when the recording stopped.
public struct StudioFlow: Equatable, Sendable {
    /// Where a finger came down, named as a test names it.
    public struct Aim: Equatable, Sendable {
        /// The `accessibilityIdentifier` of the bound view or of its nearest ancestor that has one (unique
        /// in the window); nil: window coordinates.
        public var identifier: String?
        /// That view's bounds origin in window coordinates when the finger came down (zero without one).
        public var origin: CGPoint
        /// True when aiming at the identified view's visible centre, as `tap(on:)` does, reaches the same
        /// view as the recorded point, and the control does not care where in it the finger lands.
        public var centred: Bool
        /// The bound view's class and its trace name, for the comment above the gesture.
        public var boundView: String

        public init(identifier: String?, origin: CGPoint, centred: Bool, boundView: String) {
            self.identifier = identifier
            self.origin = origin
            self.centred = centred
            self.boundView = boundView
        }
    }

    /// One expectation the writer turns into `#expect`, from the state at the end of the recording.
    public enum Expectation: Equatable, Sendable {
        /// The class name of ``EventSimulator/topViewController``.
        case topViewController(String)
        /// `(view(withAccessibilityIdentifier: identifier) as? type)?.property == literal` (literal is Swift).
        case property(identifier: String, type: String, property: String, literal: String)
        /// The selector name of the last target-action message sent (the trace's last `action` entry).
        case lastAction(String)
    }

    public var steps: [Step]
    /// By finger name (`f1`...), the aim of each finger that came down.
    public var aims: [String: Aim]
    /// The time the recording stopped.
    public var endTime: Double
    public var expectations: [Expectation]
    public var screenSize: CGSize

    public init(steps: [Step], aims: [String: Aim], endTime: Double, expectations: [Expectation], screenSize: CGSize) {
        self.steps = steps
        self.aims = aims
        self.endTime = endTime
        self.expectations = expectations
        self.screenSize = screenSize
    }
}

/// Reads a live world for the flow: aims when fingers come down, the observable state at the start and
/// at the end of a recording (ST7).
@MainActor enum StudioObserver {
    /// Controls whose response depends on where in them the finger lands: aimed by points, never centred.
    static func caresWhere(_ view: UIView) -> Bool {
        view is UIStepper || view is UISegmentedControl || view is UISlider || view is UIPageControl
            || view is UIScrollView
    }

    static func aim(at point: CGPoint, bound: UIView?, simulator: EventSimulator) -> StudioFlow.Aim {
        let name = bound.map { "\(StudioSession.className(of: $0)) \(simulator.trace.name(of: $0))" } ?? "nothing"
        var anchor = bound
        while let view = anchor, !isUnique(view.accessibilityIdentifier, simulator) { anchor = view.superview }
        guard let anchor, let bound, let identifier = anchor.accessibilityIdentifier else {
            return StudioFlow.Aim(identifier: nil, origin: .zero, centred: false, boundView: name)
        }
        let origin = anchor.convert(CGPoint.zero, to: nil)
        var centred = false
        if !caresWhere(bound), !caresWhere(anchor), let centre = simulator.visibleCenter(of: anchor) {
            centred = simulator.explain(at: centre).hitTestView == simulator.trace.name(of: bound)
        }
        return StudioFlow.Aim(identifier: identifier, origin: origin, centred: centred, boundView: name)
    }

    private static func isUnique(_ identifier: String?, _ simulator: EventSimulator) -> Bool {
        guard let identifier, !identifier.isEmpty else { return false }
        return views(of: simulator).lazy.filter { $0.accessibilityIdentifier == identifier }.prefix(2).count == 1
    }

    /// The key window's views (the scene's, ST6), depth first, a view before its subviews.
    static func views(of simulator: EventSimulator) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [simulator.application.keyWindow ?? simulator.window]
        while let view = stack.popLast() {
            found.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found
    }

    /// Every identified view's observable state, in tree order: identifier → (type, property, literal).
    static func state(of simulator: EventSimulator) -> [(
        identifier: String, type: String, property: String, literal: String
    )] {
        let all = views(of: simulator)
        var counts: [String: Int] = [:]
        for view in all { if let id = view.accessibilityIdentifier, !id.isEmpty { counts[id, default: 0] += 1 } }
        var found: [(String, String, String, String)] = []
        for view in all {
            guard let id = view.accessibilityIdentifier, counts[id] == 1 else { continue }
            for (type, property, literal) in properties(of: view) { found.append((id, type, property, literal)) }
        }
        return found
    }

    /// What a test checks of a view, as Swift literals.
    static func properties(of view: UIView) -> [(String, String, String)] {
        switch view {
        case let control as UISwitch: return [("UISwitch", "isOn", "\(control.isOn)")]
        case let control as UISlider: return [("UISlider", "value", "\(control.value)")]
        case let control as UIStepper: return [("UIStepper", "value", "\(control.value)")]
        case let control as UISegmentedControl:
            return [("UISegmentedControl", "selectedSegmentIndex", "\(control.selectedSegmentIndex)")]
        case let control as UIPageControl: return [("UIPageControl", "currentPage", "\(control.currentPage)")]
        case let field as UITextField: return [("UITextField", "text", optionalLiteral(field.text))]
        case let text as UITextView: return [("UITextView", "text", optionalLiteral(text.text))]
        case let label as UILabel: return [("UILabel", "text", optionalLiteral(label.text))]
        case let button as UIButton: return [("UIButton", "isSelected", "\(button.isSelected)")]
        default: return []
        }
    }

    static func optionalLiteral(_ text: String?) -> String { text.map(StudioSwiftWriter.literal) ?? "nil" }
}
