import Foundation

/// X4: input aimed at a view by object or `accessibilityIdentifier`, at the centre of what is visible of
/// it. A touch that lands elsewhere is still sent, as a real finger would be; a miss report naming the
/// culprit, with the engine's walk (X3), goes into ``issues``.
extension EventSimulator {
    /// Taps the visible centre of `view`. True when the touch was bound to `view` or one of its subviews.
    @discardableResult
    public func tap(on view: UIView) -> Bool {
        aim("tap", at: view) { .tap(at: [$0]) }
    }

    @discardableResult
    public func tap(on identifier: String) -> Bool {
        guard let view = aimedView("tap", identifier) else { return false }
        return tap(on: view)
    }

    /// Drags from the visible centre of `view` by `translation` (SPEC A.1 `drag`).
    @discardableResult
    public func drag(on view: UIView, by translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) -> Bool {
        aim("drag", at: view) { start in
            .drag(
                from: start, to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), duration: duration,
                steps: steps)
        }
    }

    @discardableResult
    public func drag(on identifier: String, by translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10)
        -> Bool
    {
        guard let view = aimedView("drag", identifier) else { return false }
        return drag(on: view, by: translation, duration: duration, steps: steps)
    }

    /// Presses the visible centre of `view` for `duration`.
    @discardableResult
    public func longPress(on view: UIView, duration: TimeInterval = 1) -> Bool {
        aim("longPress", at: view) { .longPress(at: $0, duration: duration) }
    }

    @discardableResult
    public func longPress(on identifier: String, duration: TimeInterval = 1) -> Bool {
        guard let view = aimedView("longPress", identifier) else { return false }
        return longPress(on: view, duration: duration)
    }

    /// The centre of the part of `view` not clipped by a `clipsToBounds` ancestor or the screen, in window
    /// coordinates through every transform (the bounding box of its transformed bounds); the centre of
    /// the whole view when nothing of it is visible.
    public func visibleCenter(of view: UIView) -> CGPoint? {
        guard view.window != nil else { return nil }
        let whole = view.convert(view.bounds, to: window)
        var visible = whole
        var ancestor = view.superview
        while let clip = ancestor {
            if clip.clipsToBounds { visible = visible.intersection(clip.convert(clip.bounds, to: window)) }
            ancestor = clip.superview
        }
        visible = visible.intersection(window.bounds)
        let area = visible.isNull || visible.isEmpty ? whole : visible
        return CGPoint(x: area.midX, y: area.midY)
    }

    // MARK: Aiming

    private func aimedView(_ verb: String, _ identifier: String) -> UIView? {
        for root in application.scene.windowsFrontToBack {
            if let found = Self.find(identifier, in: root) { return found }
        }
        refuse("\(verb)(on: \"\(identifier)\"): no view in a window has this accessibilityIdentifier; nothing was sent")
        return nil
    }

    /// Depth first, a view before its subviews; a loop (H11).
    static func find(_ identifier: String, in root: UIView) -> UIView? {
        var found: UIView?
        root.walkSubtree { view, _ in
            guard view.accessibilityIdentifier == identifier else { return .descend }
            found = view
            return .stop
        }
        return found
    }

    private func aim(_ verb: String, at view: UIView, _ plan: (CGPoint) -> GesturePlan) -> Bool {
        let name = trace.name(of: view)
        guard let point = visibleCenter(of: view), point.isFinite else {
            refuse("\(verb)(on: \(name)): it is in no window (or has no finite frame); nothing was sent")
            return false
        }
        let dispatcher = application.dispatcher
        dispatcher.explainsNextTouch = true
        let fingers = play(plan(point))
        dispatcher.explainsNextTouch = false
        guard let first = fingers.first, let recorder = dispatcher.explanations[first.number] else { return false }
        if !dispatcher.explainsAllTouches { dispatcher.explanations[first.number] = nil }
        guard let cause = recorder.miss(of: view, names: trace) else { return true }
        let explanation = recorder.explanation(
            touch: first.number, windowPoint: point, time: recorder.time, names: trace)
        let landed = recorder.boundView.map { trace.name(of: $0) } ?? "nothing"
        let report =
            "\(verb)(on: \(name)) missed (X4): touch \(first.number) at \(SeedFormat.point(point)) went to \(landed): "
            + cause + "\n" + explanation.lines.map { "  " + $0 }.joined(separator: "\n")
        refuse(report)
        return false
    }
}

extension HitTestRecorder {
    /// X4: why the touch did not reach `target` (bound to it or a subview), naming the culprit; nil on a hit.
    func miss(of target: UIView, names: EventTrace) -> String? {
        if let bound = boundView, bound === target || bound.isDescendant(of: target) { return nil }
        func n(_ view: UIView) -> String { names.name(of: view) }
        let own = n(target)
        func subject(_ view: UIView) -> String { view === target ? own : "its ancestor \(n(view))" }
        for visit in allVisits() where visit.view === target || target.isDescendant(of: visit.view) {
            if let refusal = visit.refusal {
                return "\(subject(visit.view)) is not hittable: \(refusal.explanation(visit.view))"
            }
            if visit.inside == false {
                if visit.view === target {
                    return "\(own)'s point(inside:) override refuses its own centre (H6)"
                }
                return "\(own) lies outside \(subject(visit.view)), whose point(inside:) is false there (H2, H3: "
                    + "only the clipping shows it)"
            }
            if visit.overrideChangedAnswer,
                !(visit.returned.map { $0 === target || $0.isDescendant(of: target) } ?? false)
            {
                return "\(subject(visit.view))'s hitTest override returned \(visit.returned.map(n) ?? "nothing") "
                    + "instead of \(visit.defaultAnswer.map(n) ?? "nothing") (H4, H5)"
            }
        }
        guard let bound = boundView else { return "the hit-test found no view there" }
        return "\(own) is covered by \(n(bound)), which answered first (H1: topmost subview first)"
    }

    private func allVisits() -> [Visit] {
        var list: [Visit] = []
        func add(_ visit: Visit) {
            list.append(visit)
            for child in visit.children { add(child) }
        }
        for root in roots { add(root) }
        return list
    }
}
