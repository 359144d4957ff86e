import Foundation

/// The window's half of touch dispatch (GR3a step 3, GR7–GR9, T5, T6): after the recognizers have seen
/// an event and the arena has settled it, each touch's hit-test view gets the event, has it withheld,
/// or gets `touchesCancelled` — exactly one end per touch it saw begin.
extension UIWindow {
    /// GR3a: recognizers first, then settle, then the views.
    func dispatchTouches(of event: UIEvent) {
        // A window hidden or removed meanwhile (by a callback of this very event, T7) gets nothing: its
        // touches are being ended for every responder (T6).
        guard let application, sceneStorage != nil, !isHidden else { return }
        var mine: [UITouch] = []
        for touch in event.touchList where touch.window === self && touch.phase != .stationary { mine.append(touch) }
        guard !mine.isEmpty else { return }
        application.dispatching {
            application.arena.deliver(event, touches: mine)
            application.arena.settle()
            deliverToViews(mine, event: event)
            application.releaseWithheldTouches()
        }
    }

    /// Decides, touch by touch, then delivers the current phases grouped per phase and view.
    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        var current: [(touch: UITouch, phase: UITouch.Phase)] = []
        for touch in touches {
            guard touch.occupiesView, let view = touch.view, view.windowStorage === self else { continue }
            if touch.claimingRecognizer != nil || touch.phase == .cancelled {
                let wasDelivered = touch.delivery == .delivered
                touch.application?.terminateViewDelivery(
                    of: touch, reason: touch.endReason, event: event,
                    sendCancel: false)
                if wasDelivered { current.append((touch, .cancelled)) }
                continue
            }
            let mustWait: Bool
            switch touch.phase {
            case .began, .moved: mustWait = !touch.withheld.isEmpty || touch.delaysBegan
            case .ended: mustWait = !touch.withheld.isEmpty || touch.delaysEnded
            default: continue
            }
            if mustWait {
                touch.withheld.append(UITouch.WithheldPhase(snapshot: touch.snapshot, event: event))
                event.tracer?.record(.withheld(touch, phase: touch.phase, view: view))
            } else {
                current.append((touch, touch.phase))
            }
        }
        if current.count == 1, let only = current.first, let view = only.touch.view {
            deliver(only.phase, [only.touch], to: view, event: event)  // the common case, without grouping
            return
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let batch = current.filter { $0.phase == phase }.map(\.touch)
            guard !batch.isEmpty else { continue }
            var views: [UIView] = []
            for touch in batch where !views.contains(where: { $0 === touch.view }) {
                if let view = touch.view { views.append(view) }
            }
            for view in views {
                let forView = batch.filter { $0.view === view && ($0.occupiesView || phase == .cancelled) }
                deliver(phase, forView, to: view, event: event)
            }
        }
    }

    /// In a scene and not hidden: a window that went away meanwhile (T7) delivers nothing but cancellations.
    var isAvailable: Bool { sceneStorage != nil && !isHidden }

    /// Calls the view's touches method, unless it or its window went away meanwhile (T6, T7).
    func deliver(_ phase: UITouch.Phase, _ touches: [UITouch], to view: UIView, event: UIEvent) {
        guard !touches.isEmpty, (view.windowStorage === self && isAvailable) || phase == .cancelled else { return }
        for touch in touches {
            switch phase {
            case .began: touch.delivery = .delivered
            case .ended, .cancelled: touch.delivery = .finished
            default: break
            }
        }
        event.tracer?.record(.deliver(view, phase: phase, touches: touches))
        let set = Set(touches)
        let replay: (() -> Void) -> Void = { body in
            guard phase == .cancelled else { return body() }
            UITouch.replayingCancelled(touches, body)
        }
        replay {
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            default: view.touchesCancelled(set, with: event)
            }
        }
    }

    // MARK: Presses, motion, remote control (R6)

    /// To the first responder, or the key window when there is none, then up the chain (R2).
    func routeToFirstResponder(_ event: UIEvent) {
        let target: UIResponder
        if let first = firstResponderStorage, first.firstResponderWindow === self {
            target = first
        } else {
            target = self
        }
        let dispatch = { (application: UIApplication?) in
            event.tracer?.record(.routed(UIApplication.methodName(for: event), to: target))
            switch event.type {
            case .motion:
                switch event.motionStage {
                case .began: target.motionBegan(event.subtype, with: event)
                case .ended: target.motionEnded(event.subtype, with: event)
                case .cancelled: target.motionCancelled(event.subtype, with: event)
                }
            case .remoteControl:
                target.remoteControlReceived(with: event)
            case .presses:
                guard let pressEvent = event as? UIPressesEvent else { return }
                for press in pressEvent.pressList { press.responder = target }
                let phases = Set(pressEvent.pressList.map(\.phase))
                let set = pressEvent.allPresses
                if phases.contains(.began) { target.pressesBegan(set, with: pressEvent) }
                if phases.contains(.changed) { target.pressesChanged(set, with: pressEvent) }
                if phases.contains(.ended) { target.pressesEnded(set, with: pressEvent) }
                if phases.contains(.cancelled) { target.pressesCancelled(set, with: pressEvent) }
            case .touches:
                break
            }
        }
        if let application { application.dispatching { dispatch(application) } } else { dispatch(nil) }
    }
}

extension UITouch {
    var application: UIApplication? { window?.application }

    /// Why the view's part in this touch ends early, for traces (GR7, GR8).
    var endReason: String {
        if let recognizer = claimingRecognizer {
            let name = application?.tracer?.name(of: recognizer) ?? TraceNames.preferredName(recognizer)
            return "'\(name)' began or recognized"
        }
        return "the touch was cancelled"
    }

    /// Delaying recognizers still `.possible` hold back began/moved (GR8)...
    var delaysBegan: Bool {
        for recognizer in attachedRecognizers where recognizer.delaysTouchesBegan && recognizer.isStillPossible {
            return true
        }
        return false
    }
    /// ...and ended (GR9).
    var delaysEnded: Bool {
        for recognizer in attachedRecognizers where recognizer.delaysTouchesEnded && recognizer.isStillPossible {
            return true
        }
        return false
    }

    /// `touchesCancelled` shows the touches in the cancelled phase, then they return to their state.
    static func replayingCancelled(_ touches: [UITouch], _ body: () -> Void) {
        let saved = touches.map(\.phase)
        for touch in touches { touch.phase = .cancelled }
        body()
        for (touch, phase) in zip(touches, saved) where touch.phase == .cancelled { touch.phase = phase }
    }
}

extension UIApplication {
    /// After every settle: withheld phases that may now flow are delivered in order (GR8, GR9);
    /// touches claimed by a cancelling recognizer are cancelled or discarded (GR7, GR8).
    func releaseWithheldTouches() {
        for touch in liveTouches {
            guard touch.occupiesView, let view = touch.view, let window = touch.window else { continue }
            guard view.windowStorage === window, window.isAvailable else { continue }  // T6 handles views that left
            if touch.claimingRecognizer != nil {
                guard touch.delivery == .delivered || !touch.withheld.isEmpty else { continue }
                let event = touch.withheld.last?.event ?? makeEvent(for: touch)
                let sendCancel = touch.delivery == .delivered
                terminateViewDelivery(of: touch, reason: touch.endReason, event: event, sendCancel: sendCancel)
                continue
            }
            while let next = touch.withheld.first {
                let phase = next.snapshot.phase
                if (phase == .began || phase == .moved) && touch.delaysBegan { break }
                if phase == .ended && touch.delaysEnded { break }
                touch.withheld.removeFirst()
                next.event.tracer?.record(.released(touch, phase: phase, view: view))
                touch.replaying(next.snapshot) {
                    window.deliver(phase, [touch], to: view, event: next.event)
                }
                guard touch.occupiesView else { break }
            }
        }
        releaseFinishedTouches()
    }

    /// Ends the view's part in `touch` exactly once (T6): `touchesCancelled` if the view saw it begin,
    /// otherwise the withheld phases are discarded and the view never hears of it (GR8).
    func terminateViewDelivery(of touch: UITouch, reason: String, event: UIEvent, sendCancel: Bool = true) {
        guard touch.occupiesView, let view = touch.view else { return }
        let withheldCount = touch.withheld.count
        touch.withheld.removeAll()
        if touch.delivery == .delivered {
            guard sendCancel else { return }  // the caller delivers the cancel in its batch
            if let window = touch.window {
                window.deliver(.cancelled, [touch], to: view, event: event)
            } else {
                touch.delivery = .finished
            }
        } else {
            touch.delivery = .finished
            if withheldCount > 0 { event.tracer?.record(.discarded(touch, view: view, reason: reason)) }
        }
    }

    func makeEvent(for touch: UITouch) -> UIEvent {
        eventCount += 1
        return UIEvent(type: .touches, timestamp: clock.now, touches: [touch], tracer: tracer, number: eventCount)
    }

    // MARK: T6: views and windows that go away

    /// Views left `window`: their touches end for them, recognizers on them are abandoned.
    func viewsDidLeave(_ window: UIWindow) {
        afterDispatch { [self] in
            // Decided before any cancellation: a touchesCancelled may put its view back (T7), and every
            // touch whose view was gone still gets its end (T6).
            let gone = self.liveTouches.filter { touch in
                guard touch.window === window, let view = touch.view else { return false }
                return view.windowStorage !== window
            }
            for touch in gone { self.cancelForGoneView(touch, reason: "its view left the window") }
            for recognizer in self.arena.participants {
                if recognizer.viewStorage?.windowStorage == nil {
                    recognizer.abandon(reason: "its view left the window")
                }
            }
        }
    }

    /// A window was hidden or left its scene: everything in it ends (T6).
    func windowDidBecomeUnavailable(_ window: UIWindow) {
        afterDispatch { [self] in
            for touch in self.liveTouches where touch.window === window {
                self.cancelForGoneView(touch, reason: "its window went away")
                for recognizer in touch.attachedRecognizers { recognizer.abandon(reason: "its window went away") }
            }
        }
    }

    private func cancelForGoneView(_ touch: UITouch, reason: String) {
        guard touch.occupiesView, let view = touch.view else { return }
        let event = makeEvent(for: touch)
        if touch.delivery == .delivered {
            touch.withheld.removeAll()
            touch.delivery = .finished
            event.tracer?.record(
                .info(
                    "touch \(touch.number) cancelled for \(tracer?.name(of: view) ?? ""): \(reason)",
                    kind: "cancelled"))
            event.tracer?.record(.deliver(view, phase: .cancelled, touches: [touch]))
            UITouch.replayingCancelled([touch]) { view.touchesCancelled([touch], with: event) }
        } else {
            terminateViewDelivery(of: touch, reason: reason, event: event)
        }
        releaseFinishedTouches()
    }
}
