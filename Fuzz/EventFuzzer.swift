// libFuzzer target `events`: bytes -> a random world (view tree with transforms, hidden/alpha/interaction
// flags, overriding views, recognizers with random properties and failure requirements, delegates,
// controls, scroll views and tables, sometimes a container with enough subviews for the spatial index)
// and a random stream of multi-finger downs, moves, lifts, cancels, timer advances, hardware events and
// mutations, many of them made from inside callbacks (hitTest, touches*, actions, delegate methods,
// reset()). The invariants are checked as the case runs and after it; a violation traps (harness only):
//
// * T6: each responder gets a touch's began first, exactly one ended or cancelled, nothing after
//   (direct deliveries always; forwarded ones when no view changed place in the tree); T5 for views
//   without multi-touch;
// * GR3: legal transitions only (the trace), no action after `.failed`, recognizers get touches only
//   while they can use them, `reset()` exactly once per finished recognition, all back to `.possible`;
// * L2: the same bytes run twice in fresh simulators give byte-identical traces;
// * G2: point conversions between any two views (also detached ones) round-trip within 1e-6 relative;
// * the spatial index gives the reverse scan's hit-test answer;
// * `simulator.issues` is empty unless the input deliberately included bad calls, and then it holds
//   only the refusals of those calls.
// Built by scripts/fuzz.sh.

import Foundation
import ResponderKit

@_cdecl("LLVMFuzzerTestOneInput")
public func eventFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let first = EventCase(bytes).run()
        let second = EventCase(bytes).run()
        if first != second {
            let a = first.split(separator: "\n", omittingEmptySubsequences: false)
            let b = second.split(separator: "\n", omittingEmptySubsequences: false)
            let index = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            let one = index < a.count ? String(a[index]) : "<end>"
            let two = index < b.count ? String(b[index]) : "<end>"
            violation("L2", "two runs differ at trace line \(index + 1):\n  \(one)\n  \(two)")
        }
    }
    return 0
}

// MARK: - Mutations

/// A change to the world, made at top level or from inside a callback (T7).
enum Mutation {
    case removeView(Int)
    case moveView(Int, to: Int)
    case addRecognizer(kind: Int, to: Int)
    case removeRecognizer(Int)
    case toggleRecognizer(Int)
    case requireFailure(Int, of: Int)
    case becomeFirstResponder(Int)
    case resignFirstResponder
    case toggleHidden(Int)
    case toggleInteraction(Int)
    case transform(Int, angle: CGFloat, scale: CGFloat)
    case tap(CGPoint)
    case toggleControl(Int)
    case scroll(Int, CGPoint)
    case reloadTable(Int)
    case insertGridChild(Int)
    case exchangeGrid(Int, Int)
    case moveGridChild(Int, CGPoint)
    case toggleWindow(Int)

    static func read(_ r: inout ByteReader) -> Mutation {
        switch r.int(0...18) {
        case 0: return .removeView(r.int(0...255))
        case 1: return .moveView(r.int(0...255), to: r.int(0...255))
        case 2: return .addRecognizer(kind: r.int(0...255), to: r.int(0...255))
        case 3: return .removeRecognizer(r.int(0...255))
        case 4: return .toggleRecognizer(r.int(0...255))
        case 5: return .requireFailure(r.int(0...255), of: r.int(0...255))
        case 6: return .becomeFirstResponder(r.int(0...255))
        case 7: return .resignFirstResponder
        case 8: return .toggleHidden(r.int(0...255))
        case 9: return .toggleInteraction(r.int(0...255))
        case 10:
            return .transform(r.int(0...255), angle: CGFloat(r.int(0...15)) * .pi / 8, scale: r.pick([0.5, 1, 1.5, 2]))
        case 11: return .tap(CGPoint(x: r.coordinate(0...375), y: r.coordinate(0...667)))
        case 12: return .toggleControl(r.int(0...255))
        case 13: return .scroll(r.int(0...255), CGPoint(x: r.coordinate(-100...600), y: r.coordinate(-100...900)))
        case 14: return .reloadTable(r.int(0...255))
        case 15: return .insertGridChild(r.int(0...255))
        case 16: return .exchangeGrid(r.int(0...255), r.int(0...255))
        case 17:
            return .moveGridChild(r.int(0...255), CGPoint(x: r.coordinate(-50...400), y: r.coordinate(-50...700)))
        default: return .toggleWindow(r.int(0...255))
        }
    }
}

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

final class FuzzView: UIView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirst }
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzControl: UIControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirst }
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzButton: UIButton, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSwitch: UISwitch, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSlider: UISlider, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzStepper: UIStepper, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSegmented: UISegmentedControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzPageControl: UIPageControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzScrollView: UIScrollView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    var shouldCancelAnswer: Bool?
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        shouldCancelAnswer ?? super.touchesShouldCancel(in: view)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzTable: UITableView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

/// Rows, selection and scrolling callbacks for tables and scroll views, with their mutations.
@MainActor final class FuzzTableSource: UITableViewDataSource, UITableViewDelegate {
    let rows: [Int]
    weak var world: EventCase?
    var onSelect: Mutation?
    var onScroll: Mutation?
    var cells = 0

    init(rows: [Int], world: EventCase) {
        self.rows = rows
        self.world = world
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section] : 0
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: "cell") { return cell }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cells += 1
        world?.simulator.trace.setName("\(world.map { $0.name(tableView) } ?? "table").cell\(cells)", for: cell)
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let mutation = onSelect {
            onSelect = nil
            world?.apply(mutation, fromCallback: true)
        }
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let mutation = onScroll {
            onScroll = nil
            world?.apply(mutation, fromCallback: true)
        }
    }
}

// MARK: - Recognizers

/// Per recognizer: what its audited subclass saw.
@MainActor final class RecognizerProbe {
    var began: Set<ObjectIdentifier> = []
    var resets = 0
    var onAction: Mutation?
    var onReset: Mutation?
}

@MainActor protocol AuditedRecognizer: UIGestureRecognizer {
    var probe: RecognizerProbe { get }
    var world: EventCase? { get }
}

extension AuditedRecognizer {
    /// Touches reach a recognizer only while it can use them, and only touches it saw begin (GR3).
    func audit(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
        guard let world else { return }
        if ![.possible, .began, .changed].contains(state) {
            violation("GR3", "\(world.name(self)) got touches\(phase) while \(state)")
        }
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if phase == .began {
                probe.began.insert(id)
            } else if !probe.began.contains(id) {
                violation(
                    "GR3", "\(world.name(self)) got touches\(phase) for \(world.number(touch)), not begun since reset")
            }
        }
    }

    func audited(reset: () -> Void) {
        reset()
        probe.resets += 1
        probe.began = []
        if let mutation = probe.onReset {
            probe.onReset = nil
            world?.apply(mutation, fromCallback: true)
        }
    }

    func audited(ignore touch: UITouch) { probe.began.remove(ObjectIdentifier(touch)) }
}

final class FuzzTap: UITapGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzPan: UIPanGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzEdgePan: UIScreenEdgePanGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzLongPress: UILongPressGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzSwipe: UISwipeGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzPinch: UIPinchGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

final class FuzzRotation: UIRotationGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() { audited { super.reset() } }
}

/// A subclass that sets its own states from a script (GR11): legal steps only, unless the case allows
/// deliberate programmer errors, which must then be reported (never a crash).
final class FuzzScripted: UIGestureRecognizer, AuditedRecognizer {
    let probe = RecognizerProbe()
    weak var world: EventCase?
    var script: [UInt8] = [0]
    var position = 0
    var allowIllegal = false
    var continuous = true
    /// It asked to leave `.possible` since its last reset. While it waits for a failure requirement
    /// (GR5) its state still reads `.possible`, but it has decided.
    private var decided = false

    private func step(_ touches: Set<UITouch>, _ event: UIEvent) {
        let code = script[position % script.count]
        position += 1
        let target: State?
        switch (code % 8, state) {
        case (0, _), (1, _): target = nil
        case (2, .possible): target = continuous ? .began : .ended
        case (2, .began), (2, .changed): target = .changed
        case (3, .possible): target = .failed
        case (3, .began), (3, .changed): target = .ended
        case (4, .began), (4, .changed): target = .cancelled
        case (5, _):
            // One touch only: a set has no stable order to pick by (L2 would see the harness's choice).
            // Only while undecided: a subclass that ignores the touches of a gesture it began never
            // hears of them again and would stay .changed for ever (its bug, not the engine's). That includes
            // one whose .began waits for another recognizer to fail: it begins once that one fails.
            if touches.count == 1, state == .possible, !decided, let touch = touches.first {
                ignore(touch, for: event)
            }
            target = nil
        case (6, _): target = allowIllegal ? State(rawValue: Int(code / 8) % 6) : nil
        default: target = nil
        }
        guard let target else { return }
        let before = state
        let legal = Self.isLegal(before, target)
        if !legal && !allowIllegal { return }
        state = target
        if target != .possible { decided = true }
        if legal && state != target && !(before == target && target != .changed) {
            violation("GR3", "state reads \(state) right after setting \(target) from \(before)")
        }
        if !legal { world?.illegalTransitions += 1 }
    }

    static func isLegal(_ from: State, _ to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return from == to && to != .changed
        }
    }

    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.began, t)
        step(t, e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.moved, t)
        step(t, e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.ended, t)
        step(t, e)
        // A touch left unanswered ends the gesture one way or another, as a well-behaved subclass does.
        if numberOfTouches <= t.count {  // the ended touches are still counted until the event is over
            switch state {
            case .possible: state = .failed
            case .began, .changed: state = .ended
            default: break
            }
        }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit(.cancelled, t)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audited(ignore: touch)
    }
    override func reset() {
        decided = false
        audited { super.reset() }
    }
}

/// A recognizer delegate with answers from the input, and a mutation from inside `shouldBegin`.
@MainActor final class FuzzDelegate: UIGestureRecognizerDelegate {
    weak var world: EventCase?
    var shouldBegin = true
    var receiveEveryNth = 1
    var simultaneous: Set<Int> = []
    var requireFailureOf: Set<Int> = []
    var requiredToFailBy: Set<Int> = []
    var onShouldBegin: Mutation?
    var onShouldReceive: Mutation?
    var receiveCalls = 0

    private func index(_ recognizer: UIGestureRecognizer) -> Int {
        world?.recognizers.firstIndex { $0 === recognizer } ?? -1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let mutation = onShouldBegin {
            onShouldBegin = nil
            world?.apply(mutation, fromCallback: true)
        }
        return shouldBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requiredToFailBy.contains(index(otherGestureRecognizer)) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let mutation = onShouldReceive {
            onShouldReceive = nil
            world?.apply(mutation, fromCallback: true)
        }
        receiveCalls += 1
        return receiveCalls % receiveEveryNth == 0
    }
}

// MARK: - One case

@MainActor final class EventCase {
    var reader: ByteReader
    let simulator = EventSimulator()
    var views: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []
    var delegates: [AnyObject] = []
    var grid: UIView?
    /// A second window over (or under) the key window, when the header asks for one.
    var secondWindow: UIWindow?
    var gridChildren: [UIView] = []
    var everyTouch: [SimulatedTouch] = []
    var active: [SimulatedTouch] = []
    /// A view left or changed its place in the tree: forwarded touches may then legitimately go elsewhere.
    var structureChanged = false
    var allowBad = false
    var badCalls = 0
    /// `require(toFail:)` of a recognizer on itself: refused with an issue (to standard error when the
    /// recognizer is in no window), so they only raise the number of issues allowed.
    var selfRequirements = 0
    var illegalTransitions = 0
    /// Mutations from callbacks, at most this many per case (a tap from inside a tap's action recurses).
    var callbackBudget = 24
    var depth = 0

    init(_ bytes: [UInt8]) { reader = ByteReader(bytes) }

    /// `FUZZ_VERBOSE=1`: note each mutation in the trace and print the world and its trace.
    static let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

    func name(_ object: AnyObject) -> String { simulator.trace.name(of: object) }

    /// Touch numbers for messages (and a stable order), from the simulator's handles.
    var touchNumbers: [ObjectIdentifier: Int] = [:]
    func numberValue(_ touch: UITouch) -> Int { touchNumbers[ObjectIdentifier(touch)] ?? Int.max }
    /// Touches in finger order (a touch cancelled before `remember` saw it goes last, by position).
    func ordered(_ touches: Set<UITouch>) -> [UITouch] {
        func key(_ touch: UITouch) -> (Int, CGFloat, CGFloat) {
            let point = touch.location(in: nil)
            return (touchNumbers[ObjectIdentifier(touch)] ?? Int.max, point.x, point.y)
        }
        return touches.sorted { key($0) < key($1) }
    }
    func number(_ touch: UITouch) -> String {
        touchNumbers[ObjectIdentifier(touch)].map { "touch \($0)" } ?? "a new touch"
    }
    private func remember(_ fingers: [SimulatedTouch]) {
        for finger in fingers { touchNumbers[ObjectIdentifier(finger.touch)] = finger.number }
        everyTouch += fingers
    }

    /// Plays the case and checks it; returns the trace for the L2 comparison.
    func run() -> String {
        simulator.trace.isEnabled = true
        let header = reader.byte()
        allowBad = header & 0x1F == 0x1F
        build(header: header)
        if Self.verbose { describeOnViolation = { [unowned self] in MainActor.assumeIsolated { self.describe() } } }
        checkConversions()
        var steps = 0
        while !reader.isAtEnd && steps < 120 {
            steps += 1
            step()
            if steps % 4 == 0 { checkConversions() }
        }
        if !active.isEmpty { simulator.lift(active) }
        active = []
        simulator.advance(by: 3)
        simulator.advance(by: 3)
        if Self.verbose { describe() }
        describeOnViolation = nil
        finalChecks()
        return simulator.trace.text(timestamps: true)
    }

    // MARK: Building

    private func build(header: UInt8) {
        if header & 0x80 != 0, let scene = simulator.window.windowScene {
            let window = UIWindow(windowScene: scene)
            window.frame = frame()
            window.windowLevel = reader.pick([.normal, .statusBar, UIWindow.Level(-1)])
            window.isHidden = false
            simulator.trace.setName("window2", for: window)
            secondWindow = window
        }
        let count = reader.int(1...8)
        for index in 0..<count {
            let view = makeView(kind: reader.int(0...12), index: index)
            simulator.trace.setName("v\(index)", for: view)
            var parent: UIView = index == 0 || reader.chance(20) ? simulator.window : views[reader.int(0...(index - 1))]
            if let secondWindow, parent === simulator.window, reader.chance(40) { parent = secondWindow }
            parent.addSubview(view)
            views.append(view)
        }
        for index in 0..<reader.int(0...6) {
            let recognizer = makeRecognizer(kind: reader.int(0...255))
            simulator.trace.setName("r\(index)", for: recognizer)
            let host: UIView = reader.chance(10) ? simulator.window : views[reader.int(0...(views.count - 1))]
            host.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        for a in recognizers {
            for b in recognizers where a !== b && reader.chance(12) { a.require(toFail: b) }
        }
        if header & 0x60 == 0x60 { buildGrid() }
    }

    private func frame() -> CGRect {
        CGRect(
            x: reader.coordinate(-60...380), y: reader.coordinate(-60...680),
            width: reader.coordinate(0...420), height: reader.coordinate(0...720))
    }

    private func makeView(kind: Int, index: Int) -> UIView {
        let frame = index == 0 && reader.chance(60) ? simulator.window.bounds : frame()
        let view: UIView & FuzzResponderView
        switch kind {
        case 0, 1, 2, 3: view = FuzzView(frame: frame)
        case 4:
            let control = FuzzControl(frame: frame)
            view = control
        case 5: view = FuzzButton(frame: frame)
        case 6:
            let toggle = FuzzSwitch(frame: frame)
            toggle.isOn = reader.bool()
            view = toggle
        case 7:
            let slider = FuzzSlider(frame: frame)
            slider.minimumValue = Float(reader.int(-10...10))
            slider.maximumValue = slider.minimumValue + Float(reader.int(0...20))
            slider.value = Float(reader.int(-20...30))
            slider.isContinuous = reader.bool()
            view = slider
        case 8:
            let stepper = FuzzStepper(frame: frame)
            stepper.minimumValue = Double(reader.int(-5...5))
            stepper.maximumValue = stepper.minimumValue + Double(reader.int(0...10))
            stepper.stepValue = reader.pick([1, 0.5, 3])
            stepper.wraps = reader.bool()
            stepper.autorepeat = reader.bool()
            view = stepper
        case 9:
            let segmented = FuzzSegmented(frame: frame)
            for item in 0..<reader.int(0...4) {
                segmented.insertSegment(withTitle: "s\(item)", at: item, animated: false)
            }
            segmented.isMomentary = reader.bool()
            view = segmented
        case 10:
            let pages = FuzzPageControl(frame: frame)
            pages.numberOfPages = reader.int(0...5)
            view = pages
        case 11:
            let scroll = FuzzScrollView(frame: frame)
            configure(scroll)
            let source = FuzzTableSource(rows: [], world: self)
            source.onScroll = reader.chance(15) ? Mutation.read(&reader) : nil
            scroll.delegate = source
            delegates.append(source)
            view = scroll
        default:
            let table = FuzzTable(frame: frame, style: reader.bool() ? .plain : .grouped)
            table.rowHeight = reader.pick([44, 60, 10, 200])
            table.world = self
            simulator.trace.setName("v\(index)", for: table)
            let source = FuzzTableSource(rows: (0..<reader.int(1...3)).map { _ in reader.int(0...30) }, world: self)
            source.onSelect = reader.chance(30) ? Mutation.read(&reader) : nil
            source.onScroll = reader.chance(10) ? Mutation.read(&reader) : nil
            table.dataSource = source
            table.delegate = source
            delegates.append(source)
            configure(table)
            view = table
        }
        view.setWorld(self)
        let behaviour = view.behaviour
        if reader.chance(25) {
            behaviour.hitTest = reader.pick([.intercept, .forwardOutside, .nothing, .intercept])
        }
        if reader.chance(20) { behaviour.insideMargin = reader.coordinate(-20...60) }
        behaviour.passing = reader.chance(25) ? reader.pick([.swallow, .explicitNext]) : .callSuper
        behaviour.canBecomeFirst = reader.chance(30)
        behaviour.shouldBeginAnswer = !reader.chance(10)
        if reader.chance(20) { behaviour.onBegan = Mutation.read(&reader) }
        if reader.chance(15) { behaviour.onEnded = Mutation.read(&reader) }
        if reader.chance(8) { behaviour.onCancelled = Mutation.read(&reader) }
        if reader.chance(5) { behaviour.onHitTest = Mutation.read(&reader) }
        if reader.chance(5) { behaviour.onShouldBegin = Mutation.read(&reader) }
        view.isHidden = index > 0 && reader.chance(8)
        view.alpha = reader.chance(10) ? reader.pick([0, 0.005, 0.01, 0.5]) : 1
        view.isUserInteractionEnabled = !reader.chance(5)
        view.isMultipleTouchEnabled = reader.bool()
        view.isExclusiveTouch = reader.chance(8)
        view.clipsToBounds = reader.chance(20)
        if reader.chance(25) {
            let angle = CGFloat(reader.int(0...31)) * .pi / 16
            let scale = reader.pick([0.5, 1, 1.25, 2] as [CGFloat])
            view.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
                .translatedBy(x: reader.coordinate(-30...30), y: reader.coordinate(-30...30))
        }
        if reader.chance(15), !(view is UIScrollView) {
            view.bounds.origin = CGPoint(x: reader.coordinate(-40...40), y: reader.coordinate(-40...40))
        }
        if let control = view as? UIControl {
            control.isEnabled = !reader.chance(10)
            if reader.chance(60) {
                let events: UIControl.Event = reader.pick([
                    .touchUpInside, .touchDown, .valueChanged, .allTouchEvents, .touchDragExit, .primaryActionTriggered,
                ])
                let mutation = reader.chance(40) ? Mutation.read(&reader) : nil
                var pending = mutation
                control.addAction(
                    UIAction { [weak self] _ in
                        guard let self, let change = pending else { return }
                        pending = nil
                        self.apply(change, fromCallback: true)
                    }, for: events)
            }
        }
        return view
    }

    private func configure(_ scroll: UIScrollView) {
        scroll.contentSize = CGSize(width: reader.coordinate(0...1200), height: reader.coordinate(0...2400))
        scroll.delaysContentTouches = !reader.chance(30)
        scroll.canCancelContentTouches = !reader.chance(30)
        scroll.isPagingEnabled = reader.chance(20)
        scroll.bounces = !reader.chance(20)
        scroll.isScrollEnabled = !reader.chance(10)
        scroll.alwaysBounceVertical = reader.chance(30)
        scroll.isDirectionalLockEnabled = reader.chance(30)
        if let fuzz = scroll as? FuzzScrollView, reader.chance(20) { fuzz.shouldCancelAnswer = reader.bool() }
    }

    func makeRecognizer(kind: Int) -> UIGestureRecognizer {
        let recognizer: UIGestureRecognizer & AuditedRecognizer
        switch kind % 9 {
        case 0:
            let tap = FuzzTap()
            tap.numberOfTapsRequired = reader.int(1...3)
            tap.numberOfTouchesRequired = reader.int(1...2)
            recognizer = tap
        case 1:
            let pan = FuzzPan()
            pan.minimumNumberOfTouches = reader.int(1...2)
            pan.maximumNumberOfTouches = reader.pick([Int.max, 1, 2, 3])
            recognizer = pan
        case 2:
            let press = FuzzLongPress()
            press.minimumPressDuration = reader.pick([0, 0.1, 0.5, 1])
            press.allowableMovement = reader.pick([10, 0, 50])
            press.numberOfTapsRequired = reader.int(0...1)
            press.numberOfTouchesRequired = reader.int(1...2)
            recognizer = press
        case 3:
            let swipe = FuzzSwipe()
            swipe.direction = reader.pick([.right, .left, .up, .down, [.left, .right], [.up, .down, .left]])
            swipe.numberOfTouchesRequired = reader.int(1...2)
            recognizer = swipe
        case 4: recognizer = FuzzPinch()
        case 5: recognizer = FuzzRotation()
        case 6:
            let edge = FuzzEdgePan()
            edge.edges = reader.pick([.left, .right, .top, .bottom, .all, []])
            recognizer = edge
        default:
            let scripted = FuzzScripted()
            scripted.script = (0..<reader.int(1...8)).map { _ in reader.byte() }
            scripted.allowIllegal = allowBad && reader.chance(50)
            scripted.continuous = reader.bool()
            recognizer = scripted
        }
        recognizer.setWorld(self)
        recognizer.cancelsTouchesInView = !reader.chance(30)
        recognizer.delaysTouchesBegan = reader.chance(25)
        recognizer.delaysTouchesEnded = !reader.chance(30)
        recognizer.isEnabled = !reader.chance(5)
        if reader.chance(15) { recognizer.probe.onAction = Mutation.read(&reader) }
        if reader.chance(8) { recognizer.probe.onReset = Mutation.read(&reader) }
        let probe = recognizer.probe
        let action: (RecognizerProbe) -> () -> Void = { [weak self] probe in
            {
                guard let self, let mutation = probe.onAction else { return }
                probe.onAction = nil
                self.apply(mutation, fromCallback: true)
            }
        }
        recognizer.addTarget(probe, action: action)
        if reader.chance(30) {
            let delegate = FuzzDelegate()
            delegate.world = self
            delegate.shouldBegin = !reader.chance(20)
            delegate.receiveEveryNth = reader.chance(20) ? reader.int(2...3) : 1
            for _ in 0..<reader.int(0...2) { delegate.simultaneous.insert(reader.int(0...7)) }
            if reader.chance(20) { delegate.requireFailureOf.insert(reader.int(0...7)) }
            if reader.chance(20) { delegate.requiredToFailBy.insert(reader.int(0...7)) }
            if reader.chance(15) { delegate.onShouldBegin = Mutation.read(&reader) }
            if reader.chance(5) { delegate.onShouldReceive = Mutation.read(&reader) }
            recognizer.delegate = delegate
            delegates.append(delegate)
        }
        return recognizer
    }

    /// A plain container with enough plain subviews for the spatial index (issue 7), some with children.
    private func buildGrid() {
        let container = UIView(frame: frame())
        simulator.trace.setName("grid", for: container)
        let parent: UIView =
            views.isEmpty || reader.bool() ? simulator.window : views[reader.int(0...(views.count - 1))]
        parent.addSubview(container)
        grid = container
        for index in 0..<reader.int(64...90) {
            let child = UIView(frame: frame())
            simulator.trace.setName("g\(index)", for: child)
            if reader.chance(10) { child.isHidden = true }
            if reader.chance(5) { child.alpha = 0.005 }
            if reader.chance(5) { child.isUserInteractionEnabled = false }
            if reader.chance(15) {
                child.transform = CGAffineTransform(rotationAngle: CGFloat(reader.int(1...7)) * .pi / 8)
            }
            if reader.chance(10) {
                let grandchild = UIView(frame: frame())
                simulator.trace.setName("g\(index).0", for: grandchild)
                child.addSubview(grandchild)
            }
            container.addSubview(child)
            gridChildren.append(child)
        }
    }

    // MARK: The stream

    private func randomPoint() -> CGPoint {
        if reader.chance(30), !views.isEmpty {
            let view = views[reader.int(0...(views.count - 1))]
            let local = CGPoint(
                x: view.bounds.midX + reader.coordinate(-40...40), y: view.bounds.midY + reader.coordinate(-40...40))
            let point = view.convert(local, to: nil)
            if point.x.isFinite, point.y.isFinite, abs(point.x) < 1e5, abs(point.y) < 1e5 { return point }
        }
        if reader.chance(10) {  // the screen's edges, for edge pans
            return CGPoint(x: reader.pick([0, 5, 370, 375]), y: reader.coordinate(0...667))
        }
        return CGPoint(x: reader.coordinate(-10...385), y: reader.coordinate(-10...677))
    }

    private func subset() -> [SimulatedTouch] {
        let chosen = active.filter { _ in reader.chance(60) }
        return chosen.isEmpty ? [active[reader.int(0...(active.count - 1))]] : chosen
    }

    private func down(_ count: Int) -> [SimulatedTouch] {
        let fingers = simulator.touchDown(at: (0..<count).map { _ in randomPoint() })
        remember(fingers)
        return fingers
    }

    private func step() {
        switch reader.int(0...99) {
        case 0..<16 where active.count < 5:
            active += down(min(reader.int(1...3), 5 - active.count))
        case 16..<34 where !active.isEmpty:
            let fingers = subset()
            let big = reader.chance(25)
            let range: ClosedRange<CGFloat> = big ? -150...150 : -20...20
            simulator.move(
                fingers,
                to: fingers.map {
                    CGPoint(x: $0.location.x + reader.coordinate(range), y: $0.location.y + reader.coordinate(range))
                })
        case 34..<42 where !active.isEmpty:
            let fingers = subset()
            let (dx, dy) = (reader.coordinate(-30...30), reader.coordinate(-30...30))
            let interval = reader.pick([0.008, 0.016, 0.05])
            for _ in 0..<reader.int(2...8) {
                simulator.advance(by: interval)
                simulator.move(fingers, to: fingers.map { CGPoint(x: $0.location.x + dx, y: $0.location.y + dy) })
            }
        case 42..<48:
            let fingers = down(reader.int(1...2))
            simulator.advance(by: reader.pick([0.01, 0.05, 0.2]))
            simulator.lift(fingers)
        case 48..<58 where !active.isEmpty:
            let fingers = subset()
            simulator.lift(fingers)
            active.removeAll { finger in fingers.contains { $0 === finger } }
        case 58..<61 where !active.isEmpty:
            let finger = active[reader.int(0...(active.count - 1))]
            simulator.cancel(finger)
            active.removeAll { $0 === finger }
        case 61..<78:
            simulator.advance(by: reader.pick([0.001, 0.016, 0.05, 0.1, 0.15, 0.2, 0.35, 0.36, 0.5, 0.6, 1.6]))
        case 78..<88:
            apply(Mutation.read(&reader), fromCallback: false)
        case 88..<91 where active.count >= 2:
            let pair = Array(active.prefix(2))
            let (spread, turn) = (reader.coordinate(-0.3...0.4), reader.coordinate(-0.5...0.5))
            for _ in 0..<4 {
                simulator.advance(by: 0.03)
                let a = pair[0].location
                let b = pair[1].location
                let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let half = CGPoint(x: (b.x - a.x) / 2 * (1 + spread), y: (b.y - a.y) / 2 * (1 + spread))
                let turned = CGPoint(
                    x: half.x * cos(turn) - half.y * sin(turn), y: half.x * sin(turn) + half.y * cos(turn))
                simulator.move(
                    pair,
                    to: [
                        CGPoint(x: mid.x - turned.x, y: mid.y - turned.y),
                        CGPoint(x: mid.x + turned.x, y: mid.y + turned.y),
                    ])
            }
        case 91..<94:
            switch reader.int(0...2) {
            case 0: simulator.shake()
            case 1: simulator.sendRemoteControl(.remoteControlTogglePlayPause)
            default: simulator.pressKey("a")
            }
        case 94..<97 where grid != nil:
            checkIndex()
        case 97..<100 where allowBad:
            bad()
        default:
            simulator.advance(by: 0.02)
        }
    }

    /// Deliberately bad calls: each must be refused with one issue, and change nothing.
    private func bad() {
        badCalls += 1
        switch reader.int(0...4) {
        case 0: simulator.touchDown(at: CGPoint(x: CGFloat.nan, y: 10))
        case 1: simulator.advance(by: reader.bool() ? -1 : .infinity)
        case 2:
            if let ended = everyTouch.first(where: { !$0.isActive }) {
                simulator.lift(ended)
            } else {
                simulator.advance(by: -1)
            }
        case 3:
            if let finger = active.first {
                simulator.move([finger], to: [])
            } else {
                simulator.advance(by: .nan)
            }
        default:
            if let finger = active.first {
                simulator.move([finger], to: [CGPoint(x: 1, y: CGFloat.infinity)])
            } else {
                simulator.touchDown(at: CGPoint(x: CGFloat.infinity, y: 0))
            }
        }
    }

    // MARK: Mutations

    func apply(_ mutation: Mutation, fromCallback: Bool) {
        if fromCallback {
            guard callbackBudget > 0, depth < 4 else { return }
            callbackBudget -= 1
        }
        depth += 1
        defer { depth -= 1 }
        if Self.verbose {
            simulator.trace.note("harness: \(fromCallback ? "from a callback" : "top level"): \(mutation)")
        }
        func view(_ i: Int) -> UIView? { views.isEmpty ? nil : views[i % views.count] }
        func recognizer(_ i: Int) -> UIGestureRecognizer? {
            recognizers.isEmpty ? nil : recognizers[i % recognizers.count]
        }
        switch mutation {
        case .removeView(let i):
            guard let v = view(i), v.superview != nil else { return }
            structureChanged = true
            v.removeFromSuperview()
        case .moveView(let i, let j):
            guard let v = view(i) else { return }
            let target: UIView = j % (views.count + 1) == views.count ? simulator.window : views[j % views.count]
            guard target !== v, !target.isDescendant(of: v) else { return }
            structureChanged = true
            target.addSubview(v)
        case .addRecognizer(let kind, let i):
            guard let v = view(i), recognizers.count < 12 else { return }
            let r = makeRecognizer(kind: kind)
            simulator.trace.setName("r\(recognizers.count)", for: r)
            recognizers.append(r)
            v.addGestureRecognizer(r)
        case .removeRecognizer(let i):
            guard let r = recognizer(i) else { return }
            r.view?.removeGestureRecognizer(r)
        case .toggleRecognizer(let i):
            recognizer(i)?.isEnabled.toggle()
        case .requireFailure(let i, let j):
            guard let a = recognizer(i), let b = recognizer(j) else { return }
            if a === b { selfRequirements += 1 }  // refused with an issue (GR5), changes nothing
            a.require(toFail: b)
        case .becomeFirstResponder(let i):
            _ = view(i)?.becomeFirstResponder()
        case .resignFirstResponder:
            for v in views where v.isFirstResponder { _ = v.resignFirstResponder() }
        case .toggleHidden(let i):
            guard let v = view(i) else { return }
            v.isHidden.toggle()
        case .toggleInteraction(let i):
            view(i)?.isUserInteractionEnabled.toggle()
        case .transform(let i, let angle, let scale):
            view(i)?.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
        case .tap(let point):
            let finger = simulator.touchDown(at: point)
            remember([finger])
            simulator.advance(by: 0.05)
            simulator.lift(finger)
        case .toggleControl(let i):
            guard let control = view(i) as? UIControl else { return }
            control.isEnabled.toggle()
        case .scroll(let i, let offset):
            (view(i) as? UIScrollView)?.setContentOffset(offset, animated: i % 2 == 0)
        case .reloadTable(let i):
            (view(i) as? UITableView)?.reloadData()
        case .insertGridChild(let i):
            guard let grid else { return }
            let child = UIView(frame: CGRect(x: CGFloat(i), y: CGFloat(i * 2), width: 40, height: 40))
            simulator.trace.setName("g+\(gridChildren.count)", for: child)
            gridChildren.append(child)
            if i % 3 == 0, let victim = grid.subviews.first {
                victim.removeFromSuperview()  // the same count again, with a different child
            }
            grid.insertSubview(child, at: i % (grid.subviews.count + 1))
        case .exchangeGrid(let i, let j):
            guard let grid, !grid.subviews.isEmpty else { return }
            let count = grid.subviews.count
            switch (i + j) % 3 {
            case 0: grid.exchangeSubview(at: i % count, withSubviewAt: j % count)
            case 1: grid.bringSubviewToFront(grid.subviews[i % count])
            default: grid.sendSubviewToBack(grid.subviews[j % count])
            }
        case .toggleWindow(let i):
            // The window leaves its scene (every touch in it must still end: T6) or comes back.
            let window = i % 2 == 1 ? (secondWindow ?? simulator.window) : simulator.window
            if i % 4 >= 2 {
                window.isHidden.toggle()
            } else if window.windowScene == nil {
                window.windowScene = simulator.application.connectedScenes.first as? UIWindowScene
                if window === simulator.window { window.makeKeyAndVisible() }
            } else {
                structureChanged = true
                window.windowScene = nil
            }
        case .moveGridChild(let i, let point):
            guard !gridChildren.isEmpty else { return }
            let child = gridChildren[i % gridChildren.count]
            switch i % 4 {
            case 0: child.center = point
            case 1: child.frame = CGRect(origin: point, size: CGSize(width: CGFloat(i % 90), height: 50))
            case 2: child.transform = CGAffineTransform(rotationAngle: CGFloat(i) / 10)
            default: child.bounds.size = CGSize(width: CGFloat(i % 70), height: CGFloat(i % 120))
            }
        }
    }

    /// The world and its trace, for reproducing a finding (`FUZZ_VERBOSE=1 scripts/fuzz.sh events replay FILE`).
    private func describe() {
        var text = "--- world (allowBad \(allowBad), structureChanged \(structureChanged))\n"
        func line(_ view: UIView) -> String {
            var parts = [
                name(view), "\(type(of: view))", "frame \(view.frame)",
                "in \(view.superview.map { name($0) } ?? "nothing")",
            ]
            if !view.transform.isIdentity { parts.append("transform \(view.transform)") }
            if view.isHidden { parts.append("hidden") }
            if view.alpha < 1 { parts.append("alpha \(view.alpha)") }
            if !view.isUserInteractionEnabled { parts.append("no interaction") }
            if view.isMultipleTouchEnabled { parts.append("multi") }
            if view.isExclusiveTouch { parts.append("exclusive") }
            if let fuzz = view as? FuzzResponderView {
                let b = fuzz.behaviour
                parts.append("hitTest \(b.hitTest) margin \(b.insideMargin) passing \(b.passing)")
            }
            if let control = view as? UIControl, !control.isEnabled { parts.append("disabled") }
            if let scroll = view as? UIScrollView {
                parts.append(
                    "content \(scroll.contentSize) delays \(scroll.delaysContentTouches) "
                        + "canCancel \(scroll.canCancelContentTouches) scrollEnabled \(scroll.isScrollEnabled)")
            }
            return parts.joined(separator: ", ")
        }
        for view in views { text += line(view) + "\n" }
        for recognizer in recognizers {
            text +=
                "\(name(recognizer)) \(type(of: recognizer)) on \(recognizer.view.map { name($0) } ?? "nothing")"
                + " enabled \(recognizer.isEnabled) cancels \(recognizer.cancelsTouchesInView)"
                + " delaysBegan \(recognizer.delaysTouchesBegan) delaysEnded \(recognizer.delaysTouchesEnded)"
                + " delegate \(recognizer.delegate != nil) state \(recognizer.state)\n"
        }
        for finger in everyTouch {
            let touch = finger.touch
            text +=
                "touch \(finger.number): \(touch.phase) in \(touch.window.map { name($0) } ?? "no window")"
                + " on \(touch.view.map { name($0) } ?? "no view") (view in \(touch.view?.window.map { name($0) } ?? "no window"))"
                + " recognizers \(touch.gestureRecognizers?.map { name($0) } ?? [])\n"
        }
        text += "--- trace\n" + simulator.trace.text(timestamps: true) + "--- issues \(simulator.issues)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }

    // MARK: Checks

    /// G2 between random pairs of views (window coordinates as `nil`; detached views too).
    private func checkConversions() {
        let all: [UIView] = [simulator.window] + views + (grid.map { [$0] } ?? []) + (secondWindow.map { [$0] } ?? [])
        for _ in 0..<3 {
            let a = all[reader.int(0...(all.count - 1))]
            let b: UIView? = reader.chance(20) ? nil : all[reader.int(0...(all.count - 1))]
            checkConversionRoundTrip(a, b, CGPoint(x: reader.coordinate(-500...900), y: reader.coordinate(-500...900)))
        }
    }

    /// The spatial index answers as the reverse scan does (H1 on plain views; nil event: no trace).
    private func checkIndex() {
        guard let grid else { return }
        for _ in 0..<4 {
            let point = CGPoint(x: reader.coordinate(-60...460), y: reader.coordinate(-60...760))
            let indexed = grid.hitTest(point, with: nil)
            let scanned = Self.referenceHitTest(grid, point)
            if indexed !== scanned {
                violation(
                    "spatial index",
                    "hitTest(\(point)) gave \(indexed.map { name($0) } ?? "nil"), the reverse scan "
                        + "\(scanned.map { name($0) } ?? "nil")")
            }
        }
    }

    /// H1 by the book, for plain views.
    static func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
        guard view.bounds.contains(point) else { return nil }
        for child in view.subviews.reversed() {
            if let hit = referenceHitTest(child, child.convert(point, from: view)) { return hit }
        }
        return view
    }

    private func finalChecks() {
        var audit = TraceAudit()
        audit.check(simulator.trace.entries)
        audit.checkAllEnded()
        audit.checkAllPossible()

        // T6 as each fuzz view saw it, direct and forwarded: one end per touch, even after views moved (R2).
        for view in views {
            guard let fuzz = view as? FuzzResponderView else { continue }
            let probe = fuzz.behaviour.probe
            for (id, phases) in probe.phases.sorted(by: {
                ($0.value.count, $0.key.hashValue) < ($1.value.count, $1.key.hashValue)
            }) {
                let ends = phases.filter { $0 == .ended || $0 == .cancelled }.count
                if ends != 1 {
                    let how = probe.direct.contains(id) ? "direct" : "forwarded"
                    violation("T6", "\(name(view)) (\(how)): \(ends) ends in \(phases)")
                }
            }
        }

        // GR3: back to .possible, and reset() exactly once per finished recognition (trace vs. calls).
        var finished: [String: Int] = [:]
        var resets: [String: Int] = [:]
        for entry in simulator.trace.entries {
            let recognizer = entry.fields.first { $0.name == "recognizer" }?.value
            guard case .string(let rname)? = recognizer else { continue }
            if entry.kind == "state", case .string(let to)? = entry.fields.first(where: { $0.name == "to" })?.value,
                ["ended", "cancelled", "failed"].contains(to)
            {
                finished[rname, default: 0] += 1
            }
            if entry.kind == "reset" { resets[rname, default: 0] += 1 }
        }
        for recognizer in recognizers {
            guard let audited = recognizer as? AuditedRecognizer else { continue }
            let rname = name(recognizer)
            if recognizer.state != .possible { violation("GR3", "\(rname) is \(recognizer.state) at the end") }
            let calls = audited.probe.resets
            if calls != (finished[rname] ?? 0) || calls != (resets[rname] ?? 0) {
                violation(
                    "GR3",
                    "\(rname): reset() called \(calls) times, \(finished[rname] ?? 0) finished recognitions, "
                        + "\(resets[rname] ?? 0) resets in the trace")
            }
        }

        // Issues: none unless the case made bad calls on purpose, and then only their refusals.
        let issues = simulator.issues
        if badCalls == 0 && illegalTransitions == 0 && selfRequirements == 0 {
            if !issues.isEmpty { violation("issues", "\(issues)") }
        } else {
            let expected = [
                "touchDown(at:)", "advance(by:)", "lift:", "move(_:to:)", "illegal state transition",
                "cannot require itself to fail",
            ]
            for issue in issues where !expected.contains(where: { issue.hasPrefix($0) || issue.contains($0) }) {
                violation("issues", "unexpected issue after deliberate bad input: \(issue)")
            }
            // An illegal transition of a recognizer outside any window goes to standard error instead.
            if issues.count < badCalls || issues.count > badCalls + illegalTransitions + selfRequirements {
                violation(
                    "issues",
                    "\(badCalls) bad calls, \(illegalTransitions) illegal transitions and \(selfRequirements) self-requirements"
                        + " gave \(issues.count) issues: \(issues)"
                )
            }
        }
        withExtendedLifetime(everyTouch) {}
        withExtendedLifetime(delegates) {}
    }
}

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

extension AuditedRecognizer {
    func setWorld(_ world: EventCase) {
        switch self {
        case let r as FuzzTap: r.world = world
        case let r as FuzzPan: r.world = world
        case let r as FuzzEdgePan: r.world = world
        case let r as FuzzLongPress: r.world = world
        case let r as FuzzSwipe: r.world = world
        case let r as FuzzPinch: r.world = world
        case let r as FuzzRotation: r.world = world
        case let r as FuzzScripted: r.world = world
        default: break
        }
    }
}
