import Foundation
import ResponderKit

/// Builds the engine world a (validated) scenario describes.
@MainActor enum WorldBuilder {
    static func build(_ scenario: Scenario, setup: ScenarioWorldSetup? = nil) -> ScenarioWorld {
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
            apply(spec.properties, to: view)
            apply(
                SetOverrides(
                    hitTest: .some(spec.hitTest), pointInside: .some(spec.pointInside),
                    touchAreaInsets: .some(spec.touchAreaInsets)), to: view)
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
            let controller = makeController(spec)
            configure(controller.behaviour, spec.responder, world)
            trace.setName(spec.responder.name ?? spec.responder.id, for: controller)
            world.controllers[spec.responder.id] = controller
            world.responders[spec.responder.id] = controller
            if spec.controllerClass.isContainer {
                registerParts(of: controller, spec, world)
                continue
            }
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
        }
        buildContainers(scenario, world)
        if let document = scenario.document { loadDocument(document, into: world) }

        // The tree: the root controller's view first (at the back), then every view in file order.
        if let root = scenario.window.rootViewController, let controller = world.controllers[root] {
            simulator.window.rootViewController = controller
        }
        // Children of containers are placed by them (NV1, NV8).
        let contained = Set(scenario.viewControllers.flatMap(\.viewControllers))
        let placedByController = Set(
            scenario.viewControllers.filter {
                $0.presentedBy != nil || $0.responder.id == scenario.window.rootViewController
                    || contained.contains($0.responder.id)
            }
            .map { $0.view ?? "\($0.responder.id).view" })
        for spec in scenario.views where !placedByController.contains(spec.id) {
            guard let view = world.views[spec.id] else { continue }
            let parent = world.view(spec.parent) ?? simulator.window
            parent.addSubview(view)
        }
        for spec in scenario.viewControllers where spec.view == nil && spec.presentedBy == nil {
            // An implicit view of a controller that is neither root nor presented joins the window.
            if spec.responder.id != scenario.window.rootViewController, !contained.contains(spec.responder.id),
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

        // A scroll view's own pan requiring others to fail (NV5, GR5).
        for spec in scenario.views {
            guard let scroll = world.views[spec.id] as? UIScrollView, let pan = spec.panGestureRecognizer else {
                continue
            }
            for other in pan.requireToFail {
                if let required = world.recognizers[other] { scroll.panGestureRecognizer.require(toFail: required) }
            }
        }

        installRefreshControls(scenario, world)

        // Control actions (C4), text field delegates (TX4), tables (S4) and collection views (CV1) with their
        // cell templates (S4, CV1).
        for spec in scenario.views {
            guard let view = world.views[spec.id] else { continue }
            if let control = view as? UIControl {
                for action in spec.actions { addAction(action, to: control, world) }
            }
            if let field = view as? UITextField { attachDelegate(to: field, spec, world) }
            let template = CellTemplate(specs: spec.cell, world: world)
            var counts: [Int] = []
            if case .ints(let c)? = spec.properties.last(where: { $0.key == "rows" || $0.key == "items" })?.value {
                counts = c
            }
            if let table = view as? UITableView {
                let source = ScenarioTableSource(rows: counts, log: spec.didSelectLog, template: template, world: world)
                world.retained.append(source)
                table.delegate = source
                table.dataSource = source
            }
            if let collection = view as? UICollectionView {
                let source = ScenarioCollectionSource(
                    items: counts, log: spec.didSelectLog, template: template, world: world)
                world.retained.append(source)
                collection.register(
                    UICollectionViewCell.self, forCellWithReuseIdentifier: ScenarioCollectionSource.reuseIdentifier)
                collection.delegate = source
                collection.dataSource = source
            }
        }

        // A world built in Swift (ST6) joins the file's, before the trace starts: building an app is not input.
        setup?(simulator)
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
        case .textfield: return ScenarioTextField(frame: .zero)
        case .textview: return ScenarioTextView(frame: .zero)
        case .collectionview:
            return ScenarioCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        case .tableview:
            var style = UITableView.Style.plain
            if case .string(let s)? = spec.properties.last(where: { $0.key == "style" })?.value {
                style = s == "grouped" ? .grouped : s == "insetGrouped" ? .insetGrouped : .plain
            }
            return ScenarioTableView(frame: .zero, style: style)
        }
    }

    /// A view's overrides (H4, H5, H6), as built or as a `set` step changes them (nil: unchanged).
    static func apply(_ overrides: SetOverrides, to view: UIView) {
        guard let behaviour = (view as? ScenarioResponder)?.behaviour else { return }
        if let hitTest = overrides.hitTest {
            behaviour.hitTest = hitTest
            if case .forwardTo(let id)? = hitTest { behaviour.forwardTarget = behaviour.world?.views[id] }
        }
        if let pointInside = overrides.pointInside { behaviour.pointInside = pointInside }
        if let insets = overrides.touchAreaInsets {
            if case .insets(let top, let left, let bottom, let right)? = insets {
                behaviour.touchAreaInsets = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
            } else {
                behaviour.touchAreaInsets = nil
            }
        }
        if let passing = overrides.passing {
            // A `set` changes the touch phases only.
            behaviour.passing.began = passing.began
            behaviour.passing.moved = passing.moved
            behaviour.passing.ended = passing.ended
            behaviour.passing.cancelled = passing.cancelled
        }
    }

    /// Applies properties through their declarations (``ViewProperties``): those with a rank first, in
    /// rank order (geometry; limits before the values they bound, G1), then the others in file order.
    static func apply(_ properties: [Property], to view: UIView) {
        let ranked = properties.compactMap { property in
            ViewProperties.byName[property.key].map { (key: $0, value: property.value) }
        }
        // A stepper refuses a minimum that is not below its current maximum (UIKit raises): the maximum
        // goes first when the new minimum needs it (Reliability, "What bounds each stage").
        var raiseMaximumFirst = false
        if let stepper = view as? UIStepper,
            case .number(let low)? = ranked.first(where: { $0.key.name == "minimumValue" })?.value
        {
            raiseMaximumFirst = low >= stepper.maximumValue
        }
        func rank(_ key: PropertyKey<UIView>) -> Int {
            guard raiseMaximumFirst else { return key.rank! }
            switch key.name {
            case "minimumValue": return 1
            case "maximumValue": return 0
            default: return key.rank!
            }
        }
        let first = ranked.filter { $0.key.rank != nil }.sorted { rank($0.key) < rank($1.key) }
        for (key, value) in first + ranked.filter({ $0.key.rank == nil }) { key.apply(view, value) }
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
}
