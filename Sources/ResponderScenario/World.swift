import Foundation
import ResponderKit

/// What happened that a touch caused: for `--quiet` and summaries.
struct OutcomeEvent: Sendable {
    enum Kind: Sendable {
        case gesture(name: String, state: String)
        case action(name: String, target: String, sender: String)
        /// A row or item selected (S4, CV4); `method` is the delegate method, `didSelectRowAt` or `didSelectItemAt`.
        case selected(table: String, indexPath: String, method: String)
    }
    let kind: Kind
    let time: Double
    /// The touch numbers it is attributed to (empty: no touch, e.g. a timer or a key).
    let touches: [Int]
}

/// Builds part of a world in Swift (Responder Studio for your own code, ST6): called with the world's
/// simulator once the file's hierarchy is built, before the trace starts; it sets the window's root view
/// controller, presents, adds windows, as an app's scene delegate does.
public typealias ScenarioWorldSetup = @MainActor (EventSimulator) -> Void

/// A built scenario: the engine objects, found by id, and what the run records.
@MainActor public final class ScenarioWorld {
    public let simulator: EventSimulator
    public var trace: EventTrace { simulator.trace }
    let scenario: Scenario
    var views: [String: UIView] = [:]
    var viewSpecs: [ObjectIdentifier: ViewSpec] = [:]
    var controllers: [String: UIViewController] = [:]
    var recognizers: [String: UIGestureRecognizer] = [:]
    var responders: [String: UIResponder] = [:]
    var appDelegate: ScenarioAppDelegate?
    /// Objects the engine holds weakly (delegates, data sources) that must live as long as the world.
    var retained: [AnyObject] = []
    /// Per control and action name, the line a control action logs (C4).
    var actionLogs: [String: String] = [:]

    // Run records
    var touchNumbers: [ObjectIdentifier: Int] = [:]
    /// Every touch made, in order: number, where it went down, its path and its `UITouch`.
    var fingers: [FingerRecord] = []
    /// The same records by touch, the ones still down, and the ended ones in the order they ended (so by
    /// end time): outcomes are attributed without scanning every touch ever made (Reliability, "What bounds each
    /// stage").
    var record: [ObjectIdentifier: FingerRecord] = [:]
    var liveFingers: [FingerRecord] = []
    var endedFingers: [FingerRecord] = []
    var outcomes: [OutcomeEvent] = []
    /// Set when the output has reached its limit (`--max-lines`): the runner stops at the next timer or
    /// step (C5a: a stepper held for 1,000,000 s no longer runs to the end).
    var isHalted = false
    /// Why the runner stopped by itself (a work limit), if it did.
    var haltReason: String?
    /// Set by `render`: fingers keep where their views were (``FingerRecord/chain``), at a small cost.
    var recordsGeometry = false
    /// Why the scenario's document (IB18) gives nothing to show; nil if it loaded or there is none.
    var documentFailure: String?
    /// Timer firings so far (``Limits/timerFirings``).
    var timerFirings = 0
    /// Touch events sent by gestures so far (``Limits/gestureEvents``).
    var gestureEvents = 0

    final class FingerRecord {
        let number: Int
        let touch: UITouch
        var path: [(time: Double, point: CGPoint)]
        var endTime: Double?
        /// Render only (``ScenarioWorld/recordsGeometry``): the hit-test path when the touch came down, each
        /// view's outline pinned to the content it moves with (X21), and each path point pinned likewise.
        var chain: [(view: UIView, shape: RenderPin)] = []
        var pinnedPath: [RenderPin] = []
        init(number: Int, touch: UITouch, point: CGPoint, time: Double) {
            self.number = number
            self.touch = touch
            self.path = [(time, point)]
        }
        var downPoint: CGPoint { path[0].point }
    }

    init(scenario: Scenario) {
        self.scenario = scenario
        simulator = EventSimulator(screenSize: scenario.screen)
    }

    func name(of object: AnyObject) -> String { trace.name(of: object) }

    /// Touches being made right now (their began event is dispatched before `touchDown` returns):
    /// number and window point, so overrides can name them in notes.
    var pendingDowns: [(number: Int, point: CGPoint)] = []

    func number(of touch: UITouch) -> Int? {
        if let number = touchNumbers[ObjectIdentifier(touch)] { return number }
        let location = touch.location(in: nil)
        return pendingDowns.first { $0.point == location }?.number
    }

    func touchList(_ touches: Set<UITouch>) -> String {
        touches.compactMap { number(of: $0) }.sorted().map { "touch \($0)" }.joined(separator: ", ")
    }

    func view(_ id: String?) -> UIView? { id.flatMap { views[$0] } }

    /// The container a step names with `on`, or the file's only one of that class (NV1, NV8).
    func container<T: UIViewController>(_ id: String?, _ type: T.Type) -> T? {
        if let id { return controllers[id] as? T }
        let all = scenario.viewControllers.compactMap { controllers[$0.responder.id] as? T }
        return all.count == 1 ? all[0] : nil
    }

    // MARK: Outcomes

    /// The touches an outcome belongs to: those still down that `matches`, else the last ones that ended.
    func attribute(_ matches: (UITouch) -> Bool) -> [Int] {
        let now = simulator.currentTime
        var found = liveFingers.filter { matches($0.touch) }
        var index = endedFingers.count - 1
        while index >= 0, endedFingers[index].endTime == now {
            if matches(endedFingers[index].touch) { found.append(endedFingers[index]) }
            index -= 1
        }
        if found.isEmpty {
            // The last ones that ended: the latest end time among the matching, all that ended then.
            var latest: Double?
            while index >= 0 {
                let finger = endedFingers[index]
                if let latest, finger.endTime != latest { break }
                if matches(finger.touch) {
                    latest = finger.endTime
                    found.append(finger)
                }
                index -= 1
            }
        }
        return found.map(\.number).sorted()
    }

    func performed(_ action: String, by responder: UIResponder, sender: Any?, log: String?) {
        let senderObject = sender as AnyObject?
        if let control = sender as? UIControl {
            let key = "\(ObjectIdentifier(control).hashValue):\(action)"
            if let line = actionLogs[key] ?? log { trace.note(line) }
            let touches = attribute { $0.view.map { $0 === control || $0.isDescendant(of: control) } ?? false }
            outcomes.append(
                OutcomeEvent(
                    kind: .action(name: action, target: name(of: responder), sender: name(of: control)),
                    time: simulator.currentTime, touches: touches))
        } else {
            if let log { trace.note(log) }
            outcomes.append(
                OutcomeEvent(
                    kind: .action(
                        name: action, target: name(of: responder),
                        sender: senderObject.map { name(of: $0) } ?? "nil"),
                    time: simulator.currentTime, touches: []))
        }
    }

    func gestureFired(_ recognizer: UIGestureRecognizer, log: String?) {
        if let log { trace.note(log) }
        let touches = attribute { touch in touch.gestureRecognizers?.contains { $0 === recognizer } ?? false }
        outcomes.append(
            OutcomeEvent(
                kind: .gesture(name: name(of: recognizer), state: "\(recognizer.state)"),
                time: simulator.currentTime, touches: touches))
    }

    func rowSelected(_ table: UIView, _ indexPath: IndexPath, log: String?, method: String = "didSelectRowAt") {
        let table = name(of: table)
        let path = "[\(indexPath.section), \(indexPath.item)]"
        trace.note("\(table) \(method) \(path)")
        if let log { trace.note(log) }
        let touches = attribute { $0.phase == .ended || $0.phase == .cancelled }
        outcomes.append(
            OutcomeEvent(
                kind: .selected(table: table, indexPath: path, method: method), time: simulator.currentTime,
                touches: touches.suffix(1)))
    }
}

/// Answers a recognizer's delegate questions from the file (GR1, GR4, GR5, GR6).
@MainActor final class ScenarioGestureDelegate: UIGestureRecognizerDelegate {
    let policy: DelegatePolicy
    weak var world: ScenarioWorld?
    /// In a cell template: the cell's own recognizers and views, found by id before the file's (CV1, "Cell templates").
    var localRecognizers: [String: UIGestureRecognizer] = [:]
    var localViews: [String: UIView] = [:]

    init(policy: DelegatePolicy, world: ScenarioWorld) {
        self.policy = policy
        self.world = world
    }

    private func contains(_ ids: [String], _ other: UIGestureRecognizer) -> Bool {
        ids.contains { $0 == "*" || (localRecognizers[$0] ?? world?.recognizers[$0]) === other }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { policy.shouldBegin }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { contains(policy.simultaneousWith, otherGestureRecognizer) }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { contains(policy.requireFailureOf, otherGestureRecognizer) }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { contains(policy.requiredToFailBy, otherGestureRecognizer) }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let world, let view = touch.view else { return true }
        let rules = policy.shouldReceive
        let inView: (String) -> Bool = { id in
            guard let target = self.localViews[id] ?? world.views[id] else { return false }
            return view === target || view.isDescendant(of: target)
        }
        let ofClass: (String) -> Bool = { ClassMatch.matches(view, $0, world: world) }
        if rules.notInViews.contains(where: inView) || rules.notInClasses.contains(where: ofClass) { return false }
        if !rules.onlyInViews.isEmpty || !rules.onlyInClasses.isEmpty {
            return rules.onlyInViews.contains(where: inView) || rules.onlyInClasses.contains(where: ofClass)
        }
        return true
    }
}

/// "Is this view of class X": UIKit class names (with their subclasses), scenario class names, or the
/// engine's own class name (`UITableViewCellContentView`).
enum ClassMatch {
    @MainActor static func matches(_ view: UIView, _ name: String, world: ScenarioWorld) -> Bool {
        if let spec = world.viewSpecs[ObjectIdentifier(view)], spec.viewClass.rawValue == name { return true }
        switch name {
        case "UIView": return true
        case "UIControl": return view is UIControl
        case "UIButton": return view is UIButton
        case "UISwitch": return view is UISwitch
        case "UISlider": return view is UISlider
        case "UISegmentedControl": return view is UISegmentedControl
        case "UIStepper": return view is UIStepper
        case "UIPageControl": return view is UIPageControl
        case "UIScrollView": return view is UIScrollView
        case "UITableView": return view is UITableView
        case "UITableViewCell": return view is UITableViewCell
        case "UICollectionView": return view is UICollectionView
        case "UICollectionViewCell": return view is UICollectionViewCell
        case "UITextField": return view is UITextField
        case "UITextView": return view is UITextView
        case "UIImageView": return view is UIImageView
        case "UILabel": return view is UILabel
        case "UIWindow": return view is UIWindow
        default: return String(describing: type(of: view)) == name
        }
    }
}

/// A table's rows and selection from the file (S4).
@MainActor final class ScenarioTableSource: UITableViewDataSource, UITableViewDelegate {
    let rows: [Int]
    let log: String?
    let template: CellTemplate
    weak var world: ScenarioWorld?

    init(rows: [Int], log: String?, template: CellTemplate, world: ScenarioWorld) {
        self.rows = rows
        self.log = log
        self.template = template
        self.world = world
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section] : 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
        template.fill(cell, contentView: cell.contentView, at: indexPath)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        world?.rowSelected(tableView, indexPath, log: log)
    }
}
