import Foundation

/// Step 2 of dispatch: each new touch is bound to its window, hit-test view and recognizers, once for its
/// whole life (H7, T3, T5, GR1).
extension TouchDispatcher {
    /// T3: a touch that begins within this time of the previous touch's end continues its tap count.
    static let tapCountInterval: TimeInterval = 0.35
    /// T3: ...and within this distance of where it ended.
    static let tapCountDistance: CGFloat = 45

    /// H7: two full hit-test passes; the view found is bound to the touch for its whole life.
    /// `occupancy`: which touches occupy which views (T5), kept up to date across the event's touches.
    func bind(_ touch: UITouch, in event: UIEvent, occupancy: ViewOccupancy) {
        if let last = lastTouchEnd, touch.timestamp - last.time <= Self.tapCountInterval,
            last.screenLocation.distance(to: touch.screenLocation) <= Self.tapCountDistance
        {
            touch.tapCount = last.tapCount + 1
        }
        var found: (window: UIWindow, view: UIView?)?
        // X3: the second pass is recorded when this touch is to be explained (opt-in, one check otherwise).
        let tracer = event.tracer
        let recorder =
            explainsAllTouches || explainsNextTouch
            ? HitTestRecorder(point: touch.screenLocation, tracer: tracer) : nil
        explainsNextTouch = false
        for pass in 1...2 {
            tracer?.record(.hitTestPass(touch: touch.number, pass: pass))
            // X16: while a trace records, a recorder of its own shows what overrides returned.
            if pass == 2, let recorder {
                event.hitTestRecorder = recorder
            } else if let tracer, tracer.isEnabled {
                event.hitTestRecorder = HitTestRecorder(
                    point: touch.screenLocation, tracer: tracer, asksCounterfactual: false)
            }
            found = hitTestWindows(at: touch.screenLocation, with: event)
        }
        event.hitTestRecorder = nil
        if let recorder { explanations[touch.number] = recorder }
        let window = found?.window ?? application.keyWindow
        touch.window = window
        var note: String?
        if let view = found?.view, view.windowStorage === window {
            touch.view = view
        } else if found?.view != nil {
            note = "the hit-test view left the window during hit-testing"
        }
        recorder?.window = window
        recorder?.time = touch.timestamp
        recorder?.boundView = touch.view
        recorder?.note = note
        guard let view = touch.view else {
            touch.viewDelivery.exclude()
            event.tracer?.record(.touchBound(touch, note: note ?? "no hit-test view"))
            return
        }
        // T5: exclusive touch keeps a touch out of everything.
        let exclusive = view.isExclusiveTouch
        if let busy = occupancy.first(in: window, where: { $0 !== view && ($0.isExclusiveTouch || exclusive) }) {
            touch.viewDelivery.exclude()
            let reason = view.isExclusiveTouch ? "its view is exclusive" : "touch \(busy.number)'s view is exclusive"
            recorder?.note = "ignored: \(reason) (T5)"
            event.tracer?.record(.touchBound(touch, note: "ignored: \(reason) (T5)"))
            return
        }
        // T5: a view without multiple touch gets one touch at a time; recognizers still see the others.
        if !view.isMultipleTouchEnabled, let busy = occupancy.first(in: window, where: { $0 === view }) {
            touch.viewDelivery.exclude()
            note = "not delivered to the view: it is busy with touch \(busy.number) (T5)"
            recorder?.note = note
        }
        occupancy.add(touch)
        touch.attachedRecognizers = collectRecognizers(for: touch, from: view, recorder: recorder)
        touch.listsRecognizersOnce = Self.listsOnce(touch.attachedRecognizers)
        for recognizer in touch.attachedRecognizers { arena.enroll(recognizer, dispatcher: self) }
        event.tracer?.record(.touchBound(touch, note: note))
    }

    /// T7: binding one touch (its hitTest, a delegate's shouldReceive) may have removed, moved or switched off
    /// recognizers already collected for another touch of this event: they get none of it.
    func recheckCollected(_ changes: [TouchChange]) {
        for change in changes where change.phase == .began {
            let touch = change.touch
            guard let view = touch.view else { continue }
            touch.attachedRecognizers = Self.stillCollected(touch.attachedRecognizers, for: view, in: touch.window)
        }
    }

    /// The frontmost visible window whose hit-test finds a view.
    func hitTestWindows(at screenPoint: CGPoint, with event: UIEvent) -> (window: UIWindow, view: UIView?)? {
        var fallback: UIWindow?
        for window in application.scene.windowsFrontToBack {
            let point = window.pointFromSuperview(screenPoint)
            event.tracer?.record(.hitTest(window, point: point))
            event.hitTestRecorder?.ask(window, at: point)
            let found = window.hitTest(point, with: event)
            event.hitTestRecorder?.answer(found)
            if let view = found { return (window, view) }
            if fallback == nil, window.boundsStorage.contains(point) { fallback = window }
        }
        return fallback.map { ($0, nil) }
    }

    /// GR1: recognizers of the hit-test view and each ancestor up to the window, inner first.
    func collectRecognizers(
        for touch: UITouch, from view: UIView, recorder: HitTestRecorder?
    ) -> [UIGestureRecognizer] {
        var list: [UIGestureRecognizer] = []
        var current: UIView? = view
        let type = touch.touchType
        let checksExclusive = madeOtherTouchTypes
        while let v = current {
            for recognizer in v.recognizerStorage {
                guard recognizer.isReceiving else {
                    recorder?.recognizers.append((recognizer, .notReceiving))
                    continue
                }
                guard recognizer.allowsTouch(of: type, checksExclusive: checksExclusive) else {
                    recorder?.recognizers.append((recognizer, .touchTypeNotAllowed))
                    continue
                }
                if !recognizer.delegateShouldReceive(touch) {
                    recorder?.recognizers.append((recognizer, .delegateRefused))
                    continue
                }
                recorder?.recognizers.append((recognizer, .receives))
                list.append(recognizer)
            }
            current = v.superviewStorage
        }
        // T7: the delegates are user code; by now they may have changed any recognizer collected before.
        let kept = Self.stillCollected(list, for: view, in: touch.window)
        recorder?.keep(kept)
        return kept
    }

    /// The recognizers of `list` still enabled, in `window` and on `view` or above: user code run while
    /// touches are bound may have switched off, removed or moved any of them (T7). Loops, not closures, and
    /// no copy in the common case (IdentityLookup.swift).
    private static func stillCollected(
        _ list: [UIGestureRecognizer], for view: UIView, in window: UIWindow?
    ) -> [UIGestureRecognizer] {
        var check = HostCheck(view: view, window: window)
        var stale = false
        for recognizer in list where !check.collects(recognizer) { stale = true }
        guard stale else { return list }
        var kept: [UIGestureRecognizer] = []
        for recognizer in list where check.collects(recognizer) { kept.append(recognizer) }
        return kept
    }

    /// Whether a recognizer's view is still `view` or above it, in `window` (T7). The answer for the last view
    /// asked is kept: a touch's list holds each view's recognizers together, so the tree is walked up once
    /// per view rather than once per recognizer, O(r + v · depth) instead of O(r · depth) (Reliability, "Hostile
    /// sizes").
    @MainActor private struct HostCheck {
        let view: UIView
        let window: UIWindow?
        var last: (host: ObjectIdentifier, answer: Bool)?

        init(view: UIView, window: UIWindow?) {
            self.view = view
            self.window = window
        }

        mutating func collects(_ recognizer: UIGestureRecognizer) -> Bool {
            guard recognizer.isReceiving, let host = recognizer.viewStorage else { return false }
            let id = ObjectIdentifier(host)
            if let last, last.host == id { return last.answer }
            let answer = host.windowStorage === window && (host === view || view.isDescendant(of: host))
            last = (id, answer)
            return answer
        }
    }

    /// No recognizer twice in `list`: a set for long lists, so that binding stays linear (Reliability, "Hostile
    /// sizes").
    private static func listsOnce(_ list: [UIGestureRecognizer]) -> Bool {
        if list.count < 2 { return true }
        if list.count <= 16 {  // loops, not closures (IdentityLookup.swift)
            for index in 1..<list.count {
                for earlier in 0..<index where list[earlier] === list[index] { return false }
            }
            return true
        }
        var seen = Set<ObjectIdentifier>()
        for recognizer in list where !seen.insert(ObjectIdentifier(recognizer)).inserted { return false }
        return true
    }
}
