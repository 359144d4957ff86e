import Foundation
import ResponderKit

/// The overrides a scenario file declares for one responder, shared by every generated subclass
/// (`ScenarioView`, `ScenarioButton`, ...): what the seeds do by overriding `hitTest`, `point(inside:)`
/// and `touches*`, done from data.
///
/// Notes written to the trace explain what an override did; they are written only during dispatch
/// (when UIKit passes an event), never for hit-tests that tools run with a nil event (`explain`).
@MainActor final class Behaviour {
    var hitTest: HitTestOverride?
    weak var forwardTarget: UIView?
    var pointInside: PointInsideOverride?
    var touchAreaInsets: UIEdgeInsets?
    var passing = PassingPolicy()
    /// Actions this responder performs (C4), with the line each logs.
    var performs: [String: String?] = [:]
    var canBecomeFirstResponder: Bool?
    var log = false
    weak var world: ScenarioWorld?

    private func note(_ text: String) { world?.trace.note(text) }
    private func name(_ object: AnyObject) -> String { world?.trace.name(of: object) ?? "\(type(of: object))" }

    // MARK: Hit-testing (H1, H4, H5, H6)

    /// H1, as a careful override checks it before answering.
    static func refusal(_ view: UIView) -> String? {
        if view.isHidden { return "hidden" }
        if !view.isUserInteractionEnabled { return "user interaction disabled" }
        if view.alpha < 0.01 { return "alpha < 0.01" }
        if let control = view as? UIControl, !control.isEnabled { return "disabled control" }
        return nil
    }

    func hitTest(
        _ view: UIView, _ point: CGPoint, _ event: UIEvent?, super superHitTest: (CGPoint, UIEvent?) -> UIView?
    ) -> UIView? {
        guard let override = hitTest else { return superHitTest(point, event) }
        let traced = event != nil
        switch override {
        case .intercept:
            if let reason = Self.refusal(view) {
                if traced { note("\(name(view)) skipped: \(reason)") }
                return nil
            }
            let inside = view.point(inside: point, with: event)
            if traced { note("\(name(view)) pointInside point:\(SeedFormat.point(point)) -> \(inside)") }
            guard inside else { return nil }
            if traced {
                note("\(name(view)) intercepts: hitTest returns \(name(view)), its subviews are not asked (H4)")
            }
            return view
        case .forwardOutside:
            if view.point(inside: point, with: event) { return superHitTest(point, event) }
            if let reason = Self.refusal(view) {
                if traced { note("\(name(view)) skipped: \(reason)") }
                return nil
            }
            if traced {
                note(
                    "\(name(view)) pointInside point:\(SeedFormat.point(point)) -> false: asks its subviews anyway (H5)"
                )
            }
            for subview in view.subviews.reversed() {
                let converted = view.convert(point, to: subview)
                if traced { note("\(name(subview)) hitTest point:\(SeedFormat.point(converted))") }
                if let hit = subview.hitTest(converted, with: event) {
                    if traced { note("\(name(view)) hitTest -> \(name(hit)) (forwarded, H5)") }
                    return hit
                }
            }
            return nil
        case .forwardTo:
            if let target = forwardTarget, Self.refusal(view) == nil, Self.refusal(target) == nil {
                let converted = view.convert(point, to: target)
                if target.point(inside: converted, with: event) {
                    if traced { note("\(name(view)) hitTest -> \(name(target)) (forwarded, H5)") }
                    return target
                }
            }
            return superHitTest(point, event)
        }
    }

    func pointInside(
        _ view: UIView, _ point: CGPoint, _ event: UIEvent?, super superPointInside: (CGPoint, UIEvent?) -> Bool
    ) -> Bool {
        if let answer = pointInside?.answer { return answer }
        var inside: Bool
        if let insets = touchAreaInsets {
            inside = view.bounds.inset(by: insets).contains(point)
        } else {
            inside = superPointInside(point, event)
        }
        guard !inside, let override = pointInside else { return inside }
        if override.rects.contains(where: { $0.contains(point) }) { return true }
        if override.subviews {
            inside = view.subviews.contains { $0.point(inside: view.convert(point, to: $0), with: event) }
        }
        return inside
    }

    // MARK: Events (R2, R3)

    func touches(
        _ phase: UITouch.Phase, _ responder: UIResponder, _ touches: Set<UITouch>, _ event: UIEvent?,
        super superCall: () -> Void, next forward: (UIResponder) -> Void
    ) {
        let method = "touches\(Self.suffix(phase))"
        let passing: Passing
        switch phase {
        case .began: passing = self.passing.began
        case .moved: passing = self.passing.moved
        case .ended: passing = self.passing.ended
        default: passing = self.passing.cancelled
        }
        let list = world?.touchList(touches) ?? ""
        if log && event != nil { note("\(name(responder)) enter \(method)") }
        pass(passing, responder, method, list, event, super: superCall, next: forward)
        if log && event != nil { note("\(name(responder)) leave \(method)") }
    }

    func other(
        _ kind: KeyPath<PassingPolicy, Passing>, _ responder: UIResponder, _ method: String, _ event: UIEvent?,
        super superCall: () -> Void, next forward: (UIResponder) -> Void
    ) {
        pass(passing[keyPath: kind], responder, method, nil, event, super: superCall, next: forward)
    }

    private func pass(
        _ passing: Passing, _ responder: UIResponder, _ method: String, _ touches: String?, _ event: UIEvent?,
        super superCall: () -> Void, next forward: (UIResponder) -> Void
    ) {
        let suffix = touches.map { " [\($0)]" } ?? ""
        switch passing {
        case .super:
            superCall()
        case .swallow:
            if event != nil { note("\(name(responder)) \(method)\(suffix) stops here: no super (R2)") }
        case .next:
            if let next = responder.next {
                if event != nil { note("\(name(responder)) -> \(name(next)) \(method)\(suffix) (explicit next, R3)") }
                forward(next)
            } else if event != nil {
                note("\(name(responder)) \(method)\(suffix): no next responder")
            }
        }
    }

    static func suffix(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: return "Began"
        case .moved, .stationary: return "Moved"
        case .ended: return "Ended"
        default: return "Cancelled"
        }
    }

    // MARK: Controls (C1)

    func tracking(_ control: UIControl, _ method: String, result: Bool?) {
        guard log else { return }
        note("\(name(control)) \(method)\(result.map { " -> \($0)" } ?? "")")
    }

    // MARK: Appearance (NV3)

    /// A controller's appearance callback, as a note: `Inbox viewWillDisappear(animated: true)`.
    func appearance(_ controller: UIViewController, _ method: String, _ animated: Bool) {
        note("\(name(controller)) \(method)(animated: \(animated))")
    }

    // MARK: Actions (C4)

    func action(for selector: Selector, on responder: UIResponder) -> ((Any?, UIEvent?) -> Void)? {
        guard let log = performs[selector.name] else { return nil }
        return { [weak self, weak responder] sender, _ in
            guard let self, let responder else { return }
            self.world?.performed(selector.name, by: responder, sender: sender, log: log)
        }
    }
}
