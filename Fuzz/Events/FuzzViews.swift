import Foundation
import ResponderKit

// MARK: - Probes (object-level checks)

/// Per view: the phases it got for each touch, direct (from the window) or forwarded (R2).
@MainActor final class ViewProbe {
    var phases: [ObjectIdentifier: [UITouch.Phase]] = [:]
    var direct: Set<ObjectIdentifier> = []
    var openDirect: Set<ObjectIdentifier> = []
    /// Where an `explicitNext` view sent each touch's began: later phases follow it there, as careful user
    /// code does (its `next` may change if the view moves; forwarding to a new one is the app's own bug).
    var explicitTargets: [ObjectIdentifier: WeakResponder] = [:]
}

struct WeakResponder {
    weak var responder: UIResponder?
}

/// How a fuzz view behaves; shared by every fuzz view class.
@MainActor final class Behaviour {
    enum HitTest { case standard, intercept, forwardOutside, nothing }
    enum Passing { case callSuper, swallow, explicitNext }
    var hitTest = HitTest.standard
    var insideMargin: CGFloat = 0
    var passing = Passing.callSuper
    var canBecomeFirst = false
    var shouldBeginAnswer = true
    /// Mutations made from inside this view's methods (indexed by site), each at most once per case.
    var onHitTest: Mutation?
    var onBegan: Mutation?
    var onEnded: Mutation?
    var onCancelled: Mutation?
    var onShouldBegin: Mutation?
    let probe = ViewProbe()
}

@MainActor protocol FuzzResponderView: UIView {
    var behaviour: Behaviour { get }
    var world: EventCase? { get }
}

extension FuzzResponderView {
    /// H4–H6 overrides, or UIKit's default.
    func fuzzHitTest(_ point: CGPoint, with event: UIEvent?, standard: () -> UIView?) -> UIView? {
        if let mutation = behaviour.onHitTest, event != nil {
            behaviour.onHitTest = nil
            world?.apply(mutation, fromCallback: true)
        }
        switch behaviour.hitTest {
        case .standard:
            return standard()
        case .nothing:
            return nil
        case .intercept:
            guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
            return self.point(inside: point, with: event) ? self : nil
        case .forwardOutside:
            guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
            for subview in subviews.reversed() {
                if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
            }
            return self.point(inside: point, with: event) ? self : nil
        }
    }

    func fuzzPointInside(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -behaviour.insideMargin, dy: -behaviour.insideMargin).contains(point)
    }

    /// T5 and T6 as the view sees them; then the callback's mutation, if any. Returns whether to call super.
    func record(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) -> Bool {
        guard let world else { return true }
        let probe = behaviour.probe
        for touch in touches {
            let id = ObjectIdentifier(touch)
            let seen = probe.phases[id] ?? []
            let what = "\(world.name(self)) touches\(phase) for \(world.number(touch)) (had \(seen))"
            if phase == .began {
                if !seen.isEmpty { violation("T6", "\(what): began twice") }
                if touch.view === self {
                    probe.direct.insert(id)
                    if !isMultipleTouchEnabled && !probe.openDirect.isEmpty {
                        violation("T5", "\(what): a second touch while one is down and multi-touch is off")
                    }
                    probe.openDirect.insert(id)
                }
            } else if seen.isEmpty {
                violation("T6", "\(what): without began")
            } else if let last = seen.last, last == .ended || last == .cancelled {
                violation("T6", "\(what): after the touch ended for this view")
            }
            if phase == .ended || phase == .cancelled { probe.openDirect.remove(id) }
            probe.phases[id] = seen + [phase]
        }
        let site: Mutation?
        switch phase {
        case .began: site = behaviour.onBegan
        case .ended: site = behaviour.onEnded
        case .cancelled: site = behaviour.onCancelled
        default: site = nil
        }
        if let site {
            switch phase {
            case .began: behaviour.onBegan = nil
            case .ended: behaviour.onEnded = nil
            default: behaviour.onCancelled = nil
            }
            world.apply(site, fromCallback: true)
        }
        switch behaviour.passing {
        case .callSuper: return true
        case .swallow: return false
        case .explicitNext:
            if phase == .began {
                for touch in touches { probe.explicitTargets[ObjectIdentifier(touch)] = WeakResponder(responder: next) }
                next?.touchesBegan(touches, with: event)
                return false
            }
            // One call per touch, in touch order (a set's order differs from run to run: L2).
            for touch in world.ordered(touches) {
                guard let target = probe.explicitTargets[ObjectIdentifier(touch)]?.responder else { continue }
                switch phase {
                case .moved: target.touchesMoved([touch], with: event)
                case .ended: target.touchesEnded([touch], with: event)
                default: target.touchesCancelled([touch], with: event)
                }
            }
            return false
        }
    }

    func fuzzShouldBegin() -> Bool {
        if let mutation = behaviour.onShouldBegin {
            behaviour.onShouldBegin = nil
            world?.apply(mutation, fromCallback: true)
        }
        return behaviour.shouldBeginAnswer
    }
}

// One subclass per UIKit class, each forwarding to the shared behaviour. (Swift has no mixins for
// overrides, hence the repetition.)

extension FuzzResponderView {
    func setWorld(_ world: EventCase) {
        switch self {
        case let v as FuzzView: v.world = world
        case let v as FuzzControl: v.world = world
        case let v as FuzzButton: v.world = world
        case let v as FuzzSwitch: v.world = world
        case let v as FuzzSlider: v.world = world
        case let v as FuzzStepper: v.world = world
        case let v as FuzzSegmented: v.world = world
        case let v as FuzzPageControl: v.world = world
        case let v as FuzzScrollView: v.world = world
        case let v as FuzzTable: v.world = world
        default: break
        }
    }
}
