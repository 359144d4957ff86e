import Foundation

/// One change to one finger, as an input source reports it.
struct TouchChange {
    let touch: UITouch
    let phase: UITouch.Phase
    let screenLocation: CGPoint
}

/// The input-source side of the pipeline (T4): build one event per report, bind new touches to their
/// window and hit-test view (H7, T3, T5, GR1), and send the event through `UIApplication.sendEvent(_:)`.
extension UIApplication {
    /// T3: a touch that begins within this time of the previous touch's end continues its tap count.
    static let tapCountInterval: TimeInterval = 0.35
    /// T3: ...and within this distance of where it ended.
    static let tapCountDistance: CGFloat = 45

    func makeTouch(at screenLocation: CGPoint) -> UITouch {
        touchCount += 1
        let touch = UITouch(number: touchCount, screenLocation: screenLocation, timestamp: clock.now)
        touch.owner = self
        return touch
    }

    /// Sends one touches event. Called during a dispatch (from a callback), it waits its turn, as the
    /// run loop would deliver the next event only after the current one (T7).
    func injectTouches(_ changes: [TouchChange]) {
        guard !changes.isEmpty else { return }
        if dispatchDepth > 0 {
            // The deferred work runs while the outer dispatch drains (depth still 1): send it then, rather
            // than deferring it again, which would never end (T7).
            afterDispatch { [self] in self.sendTouchesEvent(changes) }
            return
        }
        sendTouchesEvent(changes)
    }

    private func sendTouchesEvent(_ changes: [TouchChange]) {
        performPendingLayout()  // hit-testing sees the frames as laid out (LY20)
        let now = clock.now
        for change in changes {
            let touch = change.touch
            if change.phase == .began {
                liveTouches.append(touch)
            } else {
                touch.previousScreenLocation = touch.screenLocation
            }
            touch.screenLocation = change.screenLocation
            touch.phase = change.phase
            touch.timestamp = now
        }
        func isChanged(_ touch: UITouch) -> Bool {
            for change in changes where change.touch === touch { return true }
            return false
        }
        var eventTouches: [UITouch] = []
        for touch in liveTouches {
            if isChanged(touch) {
                eventTouches.append(touch)
            } else if !touch.phase.isFinal {
                touch.phase = .stationary
                touch.previousScreenLocation = touch.screenLocation
                eventTouches.append(touch)
            }
        }
        if eventTouches.count > 1 { eventTouches.sort { $0.number < $1.number } }
        eventCount += 1
        let event = UIEvent(type: .touches, timestamp: now, touches: eventTouches, tracer: tracer, number: eventCount)
        event.tracer?.record(.event(event, summary: Self.summary(of: eventTouches)))
        dispatching {
            var began = 0
            for change in changes where change.phase == .began {
                bind(change.touch, in: event)
                began += 1
            }
            // T7: binding one touch (its hitTest, a delegate's shouldReceive) may have removed, moved or switched
            // off recognizers already collected for another touch of this event: they get none of it.
            if began > 1 {
                for change in changes where change.phase == .began {
                    let touch = change.touch
                    guard let view = touch.view else { continue }
                    touch.attachedRecognizers = Self.stillCollected(
                        touch.attachedRecognizers, for: view, in: touch.window)
                }
            }
            // Touches in several windows reach the recognizers window by window: ending touches of the
            // windows still to come must stay with their recognizers meanwhile (GR2, T6).
            let firstWindow = eventTouches.first?.window
            let severalWindows = eventTouches.contains { $0.window !== firstWindow }
            if severalWindows { arena.undeliveredEnds = eventTouches.filter { $0.phase.isFinal && $0.window != nil } }
            sendEvent(event)
            if severalWindows { arena.undeliveredEnds = [] }  // an overridden `sendEvent` may have kept some
            finish(event)
        }
        performPendingLayout()  // the end of the turn (LY20)
    }

    /// H7: two full hit-test passes; the view found is bound to the touch for its whole life.
    private func bind(_ touch: UITouch, in event: UIEvent) {
        if let last = lastTouchEnd, touch.timestamp - last.time <= Self.tapCountInterval,
            last.screenLocation.distance(to: touch.screenLocation) <= Self.tapCountDistance
        {
            touch.tapCount = last.tapCount + 1
        }
        var found: (window: UIWindow, view: UIView?)?
        for pass in 1...2 {
            event.tracer?.record(.hitTestPass(touch: touch.number, pass: pass))
            found = hitTestWindows(at: touch.screenLocation, with: event)
        }
        let window = found?.window ?? keyWindow
        touch.window = window
        var note: String?
        if let view = found?.view, view.windowStorage === window {
            touch.view = view
        } else if found?.view != nil {
            note = "the hit-test view left the window during hit-testing"
        }
        guard let view = touch.view else {
            touch.delivery = .excluded
            event.tracer?.record(.touchBound(touch, note: note ?? "no hit-test view"))
            return
        }
        let others = liveTouches.filter { $0 !== touch && $0.occupiesView && $0.window === window && $0.view != nil }
        // T5: exclusive touch keeps a touch out of everything.
        if let busy = others.first(where: {
            $0.view !== view && ($0.view?.isExclusiveTouch == true || view.isExclusiveTouch)
        }) {
            touch.delivery = .excluded
            let reason = view.isExclusiveTouch ? "its view is exclusive" : "touch \(busy.number)'s view is exclusive"
            event.tracer?.record(.touchBound(touch, note: "ignored: \(reason) (T5)"))
            return
        }
        // T5: a view without multiple touch gets one touch at a time; recognizers still see the others.
        if !view.isMultipleTouchEnabled, let busy = others.first(where: { $0.view === view }) {
            touch.delivery = .excluded
            note = "not delivered to the view: it is busy with touch \(busy.number) (T5)"
        }
        touch.attachedRecognizers = collectRecognizers(for: touch, from: view)
        for recognizer in touch.attachedRecognizers { arena.enroll(recognizer) }
        event.tracer?.record(.touchBound(touch, note: note))
    }

    /// The frontmost visible window whose hit-test finds a view.
    private func hitTestWindows(at screenPoint: CGPoint, with event: UIEvent) -> (window: UIWindow, view: UIView?)? {
        var fallback: UIWindow?
        for window in scene.windowsFrontToBack {
            let point = window.pointFromSuperview(screenPoint)
            event.tracer?.record(.hitTest(window, point: point))
            if let view = window.hitTest(point, with: event) { return (window, view) }
            if fallback == nil, window.boundsStorage.contains(point) { fallback = window }
        }
        return fallback.map { ($0, nil) }
    }

    /// GR1: recognizers of the hit-test view and each ancestor up to the window, inner first.
    private func collectRecognizers(for touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
        var list: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let v = current {
            for recognizer in v.recognizerStorage where recognizer.isReceiving {
                if !recognizer.delegateShouldReceive(touch) { continue }
                list.append(recognizer)
            }
            current = v.superviewStorage
        }
        // T7: the delegates are user code; by now they may have changed any recognizer collected before.
        return Self.stillCollected(list, for: view, in: touch.window)
    }

    /// The recognizers of `list` still enabled, in `window` and on `view` or above: user code run while
    /// touches are bound may have switched off, removed or moved any of them (T7). Loops, not closures, and
    /// no copy in the common case (IdentityLookup.swift).
    private static func stillCollected(
        _ list: [UIGestureRecognizer], for view: UIView, in window: UIWindow?
    ) -> [UIGestureRecognizer] {
        var stale = false
        for recognizer in list where !stillCollects(recognizer, for: view, in: window) { stale = true }
        guard stale else { return list }
        var kept: [UIGestureRecognizer] = []
        for recognizer in list where stillCollects(recognizer, for: view, in: window) { kept.append(recognizer) }
        return kept
    }

    private static func stillCollects(_ recognizer: UIGestureRecognizer, for view: UIView, in window: UIWindow?) -> Bool
    {
        guard recognizer.isReceiving, let host = recognizer.viewStorage, host.windowStorage === window else {
            return false
        }
        return host === view || view.isDescendant(of: host)
    }

    /// After the event: remember tap positions (T3), let go of touches that are done (T6).
    private func finish(_ event: UIEvent) {
        for touch in event.touchList where touch.phase == .ended {
            lastTouchEnd = (touch.screenLocation, touch.timestamp, touch.tapCount)
        }
        // T4/T5: a touch that ended while its view never heard of it (an overridden `sendEvent` kept its
        // events from the window) owes that view nothing and must stop occupying it, or the view would
        // refuse every later touch as "busy". Withheld phases (GR8/GR9) are still owed: those stay.
        for touch in event.touchList where touch.phase.isFinal && touch.delivery == .pending && touch.withheld.isEmpty {
            touch.delivery = .excluded
        }
        releaseFinishedTouches()
    }

    /// Touches that ended physically and owe their view nothing more are forgotten.
    func releaseFinishedTouches() {
        func done(_ touch: UITouch) -> Bool {
            touch.phase.isFinal && touch.delivery != .pending && touch.delivery != .delivered && touch.withheld.isEmpty
                && !arena.isUndelivered(touch)
        }
        var any = false
        for touch in liveTouches where done(touch) { any = true }
        guard any else { return }  // the common case: nothing to release, nothing allocated
        var kept: [UITouch] = []
        for touch in liveTouches {
            if done(touch) {
                touch.attachedRecognizers.removeAll()
                touch.owner = nil
            } else {
                kept.append(touch)
            }
        }
        liveTouches = kept
    }

    static func summary(of touches: [UITouch]) -> String {
        touches.map { "touch \($0.number) \($0.phase) \(SeedFormat.point($0.screenLocation))" }
            .joined(separator: ", ")
    }
}
