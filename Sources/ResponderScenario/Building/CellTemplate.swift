import Foundation
import ResponderKit

/// A table's or collection view's cell template (S4, CV1; ScenarioFormat, "Cell templates"): every cell the view makes
/// gets the template's views in its `contentView`, once; a reused cell keeps them, and they are renamed for the index
/// path the cell shows now, `likeButton[0,3]` (section, row or item), so trace names stay unambiguous (X14).
@MainActor final class CellTemplate {
    let specs: [ViewSpec]
    weak var world: ScenarioWorld?
    /// Per cell, its template views and recognizers, in template order.
    private var built: [ObjectIdentifier: Instance] = [:]

    struct Instance {
        var views: [(spec: ViewSpec, view: UIView)] = []
        var recognizers: [(spec: GestureSpec, recognizer: UIGestureRecognizer)] = []
    }

    init(specs: [ViewSpec], world: ScenarioWorld) {
        self.specs = specs
        self.world = world
    }

    /// Fills a cell the first time it is shown and names its views for `indexPath`.
    func fill(_ cell: UIView, contentView: UIView, at indexPath: IndexPath) {
        guard let world, !specs.isEmpty else { return }
        let key = ObjectIdentifier(cell)
        let instance = built[key] ?? make(in: contentView, world)
        built[key] = instance
        let suffix = "[\(indexPath.section),\(indexPath.item)]"
        for (spec, view) in instance.views {
            world.trace.setName((spec.responder.name ?? spec.id) + suffix, for: view)
        }
        for (spec, recognizer) in instance.recognizers {
            world.trace.setName((spec.name ?? spec.id) + suffix, for: recognizer)
        }
    }

    /// The template's views for one cell, as ``WorldBuilder/build(_:)`` makes a file's views; ids of the
    /// template (parents, forwarding targets, action targets, required recognizers) name this cell's own.
    private func make(in contentView: UIView, _ world: ScenarioWorld) -> Instance {
        var instance = Instance()
        var local: [String: UIResponder] = [:]
        var views: [String: UIView] = [:]
        for spec in specs {
            let view = WorldBuilder.makeView(spec)
            views[spec.id] = view
            local[spec.id] = view
            world.viewSpecs[ObjectIdentifier(view)] = spec
            if let scenarioView = view as? ScenarioResponder {
                WorldBuilder.configure(scenarioView.behaviour, spec.responder, world)
            }
            WorldBuilder.apply(spec.properties, to: view)
            WorldBuilder.apply(
                SetOverrides(
                    hitTest: .some(spec.hitTest), pointInside: .some(spec.pointInside),
                    touchAreaInsets: .some(spec.touchAreaInsets)), to: view)
            instance.views.append((spec, view))
        }
        for spec in specs {
            guard let view = views[spec.id] else { continue }
            (spec.parent.flatMap { views[$0] } ?? contentView).addSubview(view)
            if case .forwardTo(let id)? = spec.hitTest {
                (view as? ScenarioResponder)?.behaviour.forwardTarget = views[id]
            }
        }
        var recognizers: [String: UIGestureRecognizer] = [:]
        for spec in specs {
            guard let view = views[spec.id] else { continue }
            for gesture in spec.gestures {
                let recognizer = WorldBuilder.makeRecognizer(gesture, world, local: local)
                recognizers[gesture.id] = recognizer
                view.addGestureRecognizer(recognizer)
                instance.recognizers.append((gesture, recognizer))
            }
            if let control = view as? UIControl {
                for action in spec.actions { WorldBuilder.addAction(action, to: control, world, local: local) }
            }
            if let field = view as? UITextField {
                WorldBuilder.attachDelegate(to: field, spec, world)
            }
        }
        for spec in specs {
            for gesture in spec.gestures {
                guard let recognizer = recognizers[gesture.id] else { continue }
                for other in gesture.requireToFail {
                    if let required = recognizers[other] ?? world.recognizers[other] {
                        recognizer.require(toFail: required)
                    }
                }
                if let policy = gesture.delegate {
                    let delegate = ScenarioGestureDelegate(policy: policy, world: world)
                    delegate.localRecognizers = recognizers
                    delegate.localViews = views
                    world.retained.append(delegate)
                    recognizer.delegate = delegate
                }
            }
        }
        return instance
    }
}
