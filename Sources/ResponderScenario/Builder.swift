import Foundation
import ResponderKit

/// Builds the engine world a (validated) scenario describes.
@MainActor enum WorldBuilder {
    static func build(_ scenario: Scenario) -> ScenarioWorld {
        let world = ScenarioWorld(scenario: scenario)
        let simulator = world.simulator
        let trace = world.trace
        if let name = scenario.window.name { trace.setName(name, for: simulator.window) }
        if let name = scenario.application.name { trace.setName(name, for: simulator.application) }

        if let spec = scenario.appDelegate {
            let delegate = ScenarioAppDelegate()
            configure(delegate.behaviour, spec, world)
            trace.setName(spec.name ?? spec.id, for: delegate)
            simulator.application.delegate = delegate
            world.appDelegate = delegate
            world.responders[spec.id] = delegate
        }

        // Views, made and configured; attached below.
        for spec in scenario.views {
            let view = makeView(spec)
            world.views[spec.id] = view
            world.viewSpecs[ObjectIdentifier(view)] = spec
            world.responders[spec.id] = view
            trace.setName(spec.responder.name ?? spec.id, for: view)
            if let scenarioView = view as? ScenarioResponder {
                configure(scenarioView.behaviour, spec.responder, world)
            }
            apply(spec.properties, to: view, initial: true)
            applyOverrides(spec.hitTest, spec.pointInside, spec.touchAreaInsets, to: view)
        }

        // Forwarding targets may come later in the file than the view that forwards to them.
        for spec in scenario.views {
            guard case .forwardTo(let id)? = spec.hitTest,
                let behaviour = (world.views[spec.id] as? ScenarioResponder)?.behaviour
            else { continue }
            behaviour.forwardTarget = world.views[id]
        }

        // Controllers and their views (R1).
        for spec in scenario.viewControllers {
            let controller = ScenarioViewController()
            configure(controller.behaviour, spec.responder, world)
            trace.setName(spec.responder.name ?? spec.responder.id, for: controller)
            let view: UIView
            if let id = spec.view, let existing = world.views[id] {
                view = existing
            } else {
                let implicit = ScenarioView(frame: CGRect(origin: .zero, size: scenario.screen))
                implicit.behaviour.world = world
                let id = "\(spec.responder.id).view"
                world.views[id] = implicit
                world.responders[id] = implicit
                trace.setName(id, for: implicit)
                view = implicit
            }
            controller.view = view
            world.controllers[spec.responder.id] = controller
            world.responders[spec.responder.id] = controller
        }

        // The tree: the root controller's view first (at the back), then every view in file order.
        if let root = scenario.window.rootViewController, let controller = world.controllers[root] {
            simulator.window.rootViewController = controller
        }
        let placedByController = Set(
            scenario.viewControllers.filter {
                $0.presentedBy != nil || $0.responder.id == scenario.window.rootViewController
            }
            .map { $0.view ?? "\($0.responder.id).view" })
        for spec in scenario.views where !placedByController.contains(spec.id) {
            guard let view = world.views[spec.id] else { continue }
            let parent = world.view(spec.parent) ?? simulator.window
            parent.addSubview(view)
        }
        for spec in scenario.viewControllers where spec.view == nil && spec.presentedBy == nil {
            // An implicit view of a controller that is neither root nor presented joins the window.
            if spec.responder.id != scenario.window.rootViewController,
                let controller = world.controllers[spec.responder.id]
            {
                simulator.window.addSubview(controller.view)
            }
        }
        for spec in scenario.viewControllers {
            guard let presenter = spec.presentedBy.flatMap({ world.controllers[$0] }),
                let controller = world.controllers[spec.responder.id]
            else { continue }
            presenter.present(controller, animated: false)
        }

        // Recognizers, then the links between them.
        for spec in scenario.views {
            guard let view = world.views[spec.id] else { continue }
            for gesture in spec.gestures {
                let recognizer = makeRecognizer(gesture, world)
                world.recognizers[gesture.id] = recognizer
                trace.setName(gesture.name ?? gesture.id, for: recognizer)
                view.addGestureRecognizer(recognizer)
            }
        }
        for spec in scenario.views {
            for gesture in spec.gestures {
                guard let recognizer = world.recognizers[gesture.id] else { continue }
                for other in gesture.requireToFail {
                    if let required = world.recognizers[other] { recognizer.require(toFail: required) }
                }
                if let policy = gesture.delegate {
                    let delegate = ScenarioGestureDelegate(policy: policy, world: world)
                    world.retained.append(delegate)
                    recognizer.delegate = delegate
                }
            }
        }

        // Control actions (C4) and tables (S4).
        for spec in scenario.views {
            guard let view = world.views[spec.id] else { continue }
            if let control = view as? UIControl {
                for action in spec.actions { addAction(action, to: control, world) }
            }
            if let table = view as? UITableView {
                var rows: [Int] = []
                if case .ints(let r)? = spec.properties.last(where: { $0.key == "rows" })?.value { rows = r }
                let source = ScenarioTableSource(rows: rows, log: spec.didSelectLog, world: world)
                world.retained.append(source)
                table.delegate = source
                table.dataSource = source
            }
        }

        trace.isEnabled = true
        if let first = scenario.firstResponder, let responder = world.responders[first] {
            (responder as? ScenarioResponder)?.behaviour.canBecomeFirstResponder = true
            responder.becomeFirstResponder()
        }
        return world
    }

    static func configure(_ behaviour: Behaviour, _ spec: ResponderSpec, _ world: ScenarioWorld) {
        behaviour.world = world
        behaviour.passing = spec.passing
        behaviour.log = spec.log
        behaviour.canBecomeFirstResponder = spec.canBecomeFirstResponder
        for perform in spec.performs { behaviour.performs[perform.action] = .some(perform.log) }
    }

    static func makeView(_ spec: ViewSpec) -> UIView {
        switch spec.viewClass {
        case .view: return ScenarioView(frame: .zero)
        case .imageview: return ScenarioImageView(frame: .zero)
        case .label: return ScenarioLabel(frame: .zero)
        case .button: return ScenarioButton(frame: .zero)
        case .switch: return ScenarioSwitch(frame: .zero)
        case .slider: return ScenarioSlider(frame: .zero)
        case .segmented: return ScenarioSegmentedControl(frame: .zero)
        case .stepper: return ScenarioStepper(frame: .zero)
        case .pagecontrol: return ScenarioPageControl(frame: .zero)
        case .customcontrol: return ScenarioControl(frame: .zero)
        case .scrollview: return ScenarioScrollView(frame: .zero)
        case .tableview:
            var style = UITableView.Style.plain
            if case .string(let s)? = spec.properties.last(where: { $0.key == "style" })?.value {
                style = s == "grouped" ? .grouped : s == "insetGrouped" ? .insetGrouped : .plain
            }
            return ScenarioTableView(frame: .zero, style: style)
        }
    }

    static func applyOverrides(
        _ hitTest: HitTestOverride?, _ pointInside: PointInsideOverride?, _ insets: Value?, to view: UIView
    ) {
        guard let behaviour = (view as? ScenarioResponder)?.behaviour else { return }
        behaviour.hitTest = hitTest
        if case .forwardTo(let id) = hitTest { behaviour.forwardTarget = behaviour.world?.views[id] }
        behaviour.pointInside = pointInside
        if case .insets(let t, let l, let b, let r)? = insets {
            behaviour.touchAreaInsets = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
        } else {
            behaviour.touchAreaInsets = nil
        }
    }

    /// Keys applied before the others, so that file order cannot clamp a value (min/max before value) or
    /// let a frame undo bounds (G1).
    static let firstKeys = [
        "minimumValue", "maximumValue", "numberOfPages", "segments", "frame", "center", "bounds", "transform",
    ]

    static func apply(_ properties: [Property], to view: UIView, initial: Bool) {
        var keys = firstKeys
        // A stepper refuses a minimum that is not below its current maximum (UIKit raises): raise the
        // maximum first when the new minimum needs it.
        if let stepper = view as? UIStepper,
            case .number(let low)? = properties.first(where: { $0.key == "minimumValue" })?.value,
            low >= stepper.maximumValue
        {
            keys.swapAt(0, 1)
        }
        let ordered =
            keys.flatMap { key in properties.filter { $0.key == key } }
            + properties.filter { !keys.contains($0.key) }
        for property in ordered { apply(property, to: view) }
    }

    static func transform(_ ops: [TransformOp]) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        for op in ops {
            switch op {
            case .rotate(let degrees): t = t.concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            case .scale(let x, let y): t = t.concatenating(CGAffineTransform(scaleX: x, y: y))
            case .translate(let x, let y): t = t.concatenating(CGAffineTransform(translationX: x, y: y))
            }
        }
        return t
    }

    // swiftlint-style long switch: one case per property of `ViewProperties.all`.
    static func apply(_ property: Property, to view: UIView) {
        let value = property.value
        func bool() -> Bool { if case .bool(let b) = value { return b } else { return false } }
        func number() -> Double { if case .number(let n) = value { return n } else { return 0 } }
        func int() -> Int { if case .int(let i) = value { return i } else { return 0 } }
        switch (property.key, value) {
        case ("frame", .rect(let r)): view.frame = r
        case ("center", .point(let p)): view.center = p
        case ("bounds", .rect(let r)): view.bounds = r
        case ("transform", .transform(let ops)): view.transform = transform(ops)
        case ("hidden", _): view.isHidden = bool()
        case ("alpha", _): view.alpha = number()
        case ("userInteraction", _): view.isUserInteractionEnabled = bool()
        case ("clipsToBounds", _): view.clipsToBounds = bool()
        case ("multipleTouch", _): view.isMultipleTouchEnabled = bool()
        case ("exclusiveTouch", _): view.isExclusiveTouch = bool()
        case ("tag", _): view.tag = int()
        case ("enabled", _): (view as? UIControl)?.isEnabled = bool()
        case ("selected", _): (view as? UIControl)?.isSelected = bool()
        case ("title", .string(let s)): (view as? UIButton)?.setTitle(s, for: .normal)
        case ("on", _): (view as? UISwitch)?.isOn = bool()
        case ("value", _):
            (view as? UISlider)?.value = Float(number())
            (view as? UIStepper)?.value = number()
        case ("minimumValue", _):
            (view as? UISlider)?.minimumValue = Float(number())
            (view as? UIStepper)?.minimumValue = number()
        case ("maximumValue", _):
            (view as? UISlider)?.maximumValue = Float(number())
            (view as? UIStepper)?.maximumValue = number()
        case ("continuous", _):
            (view as? UISlider)?.isContinuous = bool()
            (view as? UIStepper)?.isContinuous = bool()
        case ("stepValue", _): (view as? UIStepper)?.stepValue = number()
        case ("wraps", _): (view as? UIStepper)?.wraps = bool()
        case ("autorepeat", _): (view as? UIStepper)?.autorepeat = bool()
        case ("segments", .strings(let titles)):
            guard let control = view as? UISegmentedControl else { return }
            control.removeAllSegments()
            for (index, title) in titles.enumerated() {
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
        case ("selectedSegment", _): (view as? UISegmentedControl)?.selectedSegmentIndex = int()
        case ("momentary", _): (view as? UISegmentedControl)?.isMomentary = bool()
        case ("numberOfPages", _): (view as? UIPageControl)?.numberOfPages = int()
        case ("currentPage", _): (view as? UIPageControl)?.currentPage = int()
        case ("text", .string(let s)): (view as? UILabel)?.text = s
        case ("contentSize", .size(let s)): (view as? UIScrollView)?.contentSize = s
        case ("contentOffset", .point(let p)): (view as? UIScrollView)?.contentOffset = p
        case ("contentInset", .insets(let t, let l, let b, let r)):
            (view as? UIScrollView)?.contentInset = UIEdgeInsets(top: t, left: l, bottom: b, right: r)
        case ("pagingEnabled", _): (view as? UIScrollView)?.isPagingEnabled = bool()
        case ("bounces", _): (view as? UIScrollView)?.bounces = bool()
        case ("scrollEnabled", _): (view as? UIScrollView)?.isScrollEnabled = bool()
        case ("delaysContentTouches", _): (view as? UIScrollView)?.delaysContentTouches = bool()
        case ("canCancelContentTouches", _): (view as? UIScrollView)?.canCancelContentTouches = bool()
        case ("alwaysBounceVertical", _): (view as? UIScrollView)?.alwaysBounceVertical = bool()
        case ("alwaysBounceHorizontal", _): (view as? UIScrollView)?.alwaysBounceHorizontal = bool()
        case ("directionalLockEnabled", _): (view as? UIScrollView)?.isDirectionalLockEnabled = bool()
        case ("decelerationRate", .string(let s)):
            (view as? UIScrollView)?.decelerationRate = s == "fast" ? .fast : .normal
        case ("rowHeight", _): (view as? UITableView)?.rowHeight = number()
        case ("allowsSelection", _): (view as? UITableView)?.allowsSelection = bool()
        default: break  // style and rows are used when the table is made
        }
    }
}
