import Foundation
import ResponderKit

/// A plain view written as a user would: it logs its touches (T5/T6 checks of `TrackingView`), may take an
/// enlarged touch area (H6), can become first responder, and runs armed hooks from inside `hitTest` and
/// its touches methods (T7).
@MainActor final class ProbeView: TrackingView {
    weak var world: ReliabilityWorld?
    var specID = -1
    var enlargement: CGFloat = 0

    override var canBecomeFirstResponder: Bool { true }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        world?.fire(.hitTest(specID))
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard enlargement != 0 else { return super.point(inside: point, with: event) }
        return bounds.insetBy(dx: -enlargement, dy: -enlargement).contains(point)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        world?.observe("\(label) touchesBegan", touches)
        world?.fire(.touchesBegan(specID))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        world?.observe("\(label) touchesMoved", touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        world?.observe("\(label) touchesEnded", touches)
        world?.fire(.touchesEnded(specID))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        world?.observe("\(label) touchesCancelled", touches)
    }
}

/// A user view with an enlarged touch area (H6), used among the generated subviews of grids.
@MainActor final class MarginView: UIView {
    var margin: CGFloat = 10
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// Every recognizer's delegate: fixed answers from the case, a log line per question, and hooks (T7).
@MainActor final class ProbeDelegate: UIGestureRecognizerDelegate {
    weak var world: ReliabilityWorld?
    let id: Int
    let simultaneous: Bool
    let begins: Bool
    let refuseEvery: Int
    private var asked = 0

    init(spec: ReliabilityCase.RecognizerSpec) {
        id = spec.id
        simultaneous = spec.simultaneous
        begins = spec.shouldBegin
        refuseEvery = spec.refuseEvery
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked += 1
        let answer = refuseEvery == 0 || asked % refuseEvery != 0
        world?.observe("r\(id) shouldReceive -> \(answer)")
        world?.fire(.shouldReceive(id))
        return answer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        world?.observe("r\(id) shouldBegin -> \(begins)")
        world?.fire(.shouldBegin(id))
        return begins
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        world?.fire(.shouldRecognizeSimultaneously(id))
        return simultaneous
    }
}

/// Scroll views' and tables' delegate: logs scrolling and runs hooks from `scrollViewDidScroll` (T7).
@MainActor final class ProbeScrollDelegate: UITableViewDataSource, UITableViewDelegate {
    weak var world: ReliabilityWorld?
    let id: Int
    let rows: Int

    init(id: Int, rows: Int) {
        self.id = id
        self.rows = rows
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        world?.observe("v\(id) didScroll \(ReliabilityCase.swift(scrollView.contentOffset))")
        world?.fire(.didScroll(id))
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        world?.observe("v\(id) didSelect \(indexPath.row)")
    }
}

/// One case built in a fresh simulator and played: the objects, the observation log (what user code
/// saw, independent of tracing) and the hooks still armed.
@MainActor final class ReliabilityWorld {
    let testCase: ReliabilityCase
    let simulator: EventSimulator
    let audit = Audit()
    let tracing: Bool
    var window2: UIWindow?
    var views: [Int: UIView] = [:]
    var recognizers: [Int: UIGestureRecognizer] = [:]
    /// Delegates and data sources are weak in the engine: the world keeps them alive.
    var delegates: [AnyObject] = []
    var armed: [(hook: ReliabilityCase.Hook, mutation: ReliabilityCase.Mutation)] = []
    var fingers: [Int: SimulatedTouch] = [:]
    var everyTouch: [SimulatedTouch] = []
    /// What user code saw, in order. Identical with tracing on and off (tracing must not change behaviour).
    var observations: [String] = []
    /// Spec objects currently out of every visible window (views) or unable to receive (recognizers).
    var outside: Set<String> = []

    init(_ testCase: ReliabilityCase, tracing: Bool) {
        self.testCase = testCase
        self.tracing = tracing
        simulator = EventSimulator()
        simulator.trace.isEnabled = tracing
        build()
        updateMembership()
    }

    // MARK: Building

    private func build() {
        let window = simulator.window
        if let spec = testCase.window2, let scene = window.windowScene {
            let second = UIWindow(windowScene: scene)
            second.frame = spec.frame
            second.windowLevel = UIWindow.Level(spec.level)
            second.transform = spec.transform.transform
            second.accessibilityIdentifier = "w2"
            second.isHidden = false
            window2 = second
        }
        for spec in testCase.views {
            let view = makeView(spec)
            views[spec.id] = view
            host(for: spec.host, of: spec.id)?.addSubview(view)
        }
        for spec in testCase.recognizers {
            let recognizer = makeRecognizer(spec)
            recognizers[spec.id] = recognizer
            if spec.attached { (spec.host.flatMap { views[$0] } ?? window).addGestureRecognizer(recognizer) }
        }
        for requirement in testCase.requirements {
            guard let a = recognizers[requirement.recognizer], let b = recognizers[requirement.toFail] else { continue }
            a.require(toFail: b)
        }
        audit.onReset = { [weak self] recognizer in
            guard let self, let id = self.recognizers.first(where: { $0.value === recognizer })?.key else { return }
            self.observe("r\(id) reset")
            self.fire(.reset(id))
        }
    }

    /// The view a spec's host names; a view whose host was shrunk away goes to that host's host.
    func host(for host: ReliabilityCase.Host, of id: Int) -> UIView? {
        switch host {
        case .window: return simulator.window
        case .window2: return window2 ?? simulator.window
        case .view(let parent): return views[parent] ?? simulator.window
        }
    }

    private func makeView(_ spec: ReliabilityCase.ViewSpec) -> UIView {
        let view: UIView
        switch spec.kind {
        case .plain, .grid:
            let probe = ProbeView(frame: spec.frame)
            probe.world = self
            probe.specID = spec.id
            probe.audit = audit
            probe.forwards = spec.forwards
            probe.enlargement = spec.enlargement
            if case .grid(let count, let seed) = spec.kind { fillGrid(probe, count: count, seed: seed) }
            view = probe
        case .button:
            view = UIButton(frame: spec.frame)
        case .toggle:
            view = UISwitch(frame: spec.frame)
        case .slider:
            view = UISlider(frame: spec.frame)
        case .segmented:
            let control = UISegmentedControl(items: ["a", "b", "c"])
            control.frame = spec.frame
            view = control
        case .stepper:
            view = UIStepper(frame: spec.frame)
        case .scroll, .table:
            var rows = 0
            if case .table(let count) = spec.kind { rows = count }
            let scroll: UIScrollView =
                rows > 0 ? UITableView(frame: spec.frame, style: .plain) : UIScrollView(frame: spec.frame)
            scroll.contentSize = CGSize(
                width: spec.frame.width * spec.contentScale.width, height: spec.frame.height * spec.contentScale.height)
            scroll.delaysContentTouches = spec.delaysContentTouches
            scroll.canCancelContentTouches = spec.canCancelContentTouches
            scroll.isPagingEnabled = spec.isPagingEnabled
            let delegate = ProbeScrollDelegate(id: spec.id, rows: rows)
            delegate.world = self
            delegates.append(delegate)
            scroll.delegate = delegate
            if let table = scroll as? UITableView {
                table.dataSource = delegate
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")  // TV2: else UIKit raises
            }
            view = scroll
        }
        if let control = view as? UIControl {
            control.isEnabled = spec.isEnabled
            for (event, title) in [
                (UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            ] {
                control.addAction(
                    UIAction(title: title) { [weak self] _ in
                        self?.observe("v\(spec.id) \(title)")
                        self?.fire(.controlAction(spec.id))
                    }, for: event)
            }
        }
        view.accessibilityIdentifier = "v\(spec.id)"
        view.transform = spec.transform.transform
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.isExclusiveTouch = spec.isExclusiveTouch
        return view
    }

    /// ≥ 64 overlapping subviews: plain views, buttons and enlarged user views, some hidden or transformed.
    private func fillGrid(_ grid: UIView, count: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let size = grid.bounds.size
        for index in 0..<count {
            let frame = CGRect(
                x: rng.coordinate(-10...max(-9, size.width)), y: rng.coordinate(-10...max(-9, size.height)),
                width: rng.coordinate(4...60), height: rng.coordinate(4...60))
            let child: UIView
            switch rng.int(0...9) {
            case 0: child = UIButton(frame: frame)
            case 1: child = MarginView(frame: frame)
            default: child = UIView(frame: frame)
            }
            child.accessibilityIdentifier = "v\(grid.accessibilityIdentifier ?? "")g\(index)"
            if rng.chance(0.1) { child.isHidden = true }
            if rng.chance(0.1) { child.transform = CGAffineTransform(rotationAngle: rng.pick([0.4, .pi / 2, -1])) }
            grid.addSubview(child)
        }
    }

    private func makeRecognizer(_ spec: ReliabilityCase.RecognizerSpec) -> UIGestureRecognizer {
        let handler: @MainActor (UIGestureRecognizer) -> Void = { [weak self] recognizer in
            guard let self else { return }
            self.audit.action(recognizer)
            self.observe("r\(spec.id) action \(recognizer.state)")
            self.fire(.gestureAction(spec.id))
        }
        let recognizer: UIGestureRecognizer & Audited
        switch spec.kind {
        case .tap(let taps, let touches):
            let tap = AuditedTap(handler: handler)
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = touches
            recognizer = tap
        case .pan(let minimum):
            let pan = AuditedPan(handler: handler)
            pan.minimumNumberOfTouches = minimum
            recognizer = pan
        case .longPress(let duration):
            let press = AuditedLongPress(handler: handler)
            press.minimumPressDuration = duration
            recognizer = press
        case .swipe(let direction):
            let swipe = AuditedSwipe(handler: handler)
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: direction)
            recognizer = swipe
        case .pinch:
            recognizer = AuditedPinch(handler: handler)
        case .rotation:
            recognizer = AuditedRotation(handler: handler)
        }
        recognizer.audit = audit
        recognizer.name = "r\(spec.id)"
        recognizer.isEnabled = spec.isEnabled
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        let delegate = ProbeDelegate(spec: spec)
        delegate.world = self
        delegates.append(delegate)
        recognizer.delegate = delegate
        if spec.simultaneous { audit.simultaneous.insert(ObjectIdentifier(recognizer)) }
        return recognizer
    }
}
