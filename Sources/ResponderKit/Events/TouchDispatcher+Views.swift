import Foundation

/// The views' part of dispatch (GR3a step 3, GR7–GR9, T5, T6): after the recognizers have seen an event
/// and the arena has settled it, each touch's hit-test view gets the event, has it withheld, or gets
/// `touchesCancelled` — exactly one end per touch it saw begin. Every delivery goes through the touch's
/// ``TouchDelivery``.
extension TouchDispatcher {
    /// Decides touch by touch, then delivers the current phases grouped per phase and view.
    func deliverToViews(_ touches: [UITouch], event: UIEvent, in window: UIWindow) {
        var current: [(touch: UITouch, phase: UITouch.Phase)] = []
        for touch in touches {
            if let phase = touch.viewDelivery.currentPhase(in: window, event: event) { current.append((touch, phase)) }
        }
        if current.count == 1, let only = current.first, let view = only.touch.view {
            // The common case, without grouping.
            TouchDelivery.send(only.phase, [only.touch], to: view, in: window, event: event)
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
                let forView = batch.filter { $0.view === view && ($0.viewDelivery.occupiesView || phase == .cancelled) }
                TouchDelivery.send(phase, forView, to: view, in: window, event: event)
            }
        }
    }

    /// After every settling: withheld phases that may now flow are delivered in order (GR8, GR9); touches
    /// claimed by a cancelling recognizer are cancelled or discarded (GR7, GR8).
    func releaseWithheldTouches() {
        for touch in liveTouches {
            touch.viewDelivery.releaseWithheld { makeEvent(for: touch) }
        }
        releaseFinishedTouches()
    }

    /// An event of its own for a cancellation that no input caused.
    func makeEvent(for touch: UITouch) -> UIEvent {
        UIEvent(
            type: .touches, timestamp: application.clock.now, touches: [touch], tracer: tracer,
            number: nextEventNumber())
    }

    // MARK: T6: views and windows that go away

    /// Views left `window`: their touches end for them, recognizers on them are abandoned.
    func viewsDidLeave(_ window: UIWindow) {
        afterDispatch { [self] in
            // Decided before any cancellation: a touchesCancelled may put its view back (T7), and every
            // touch whose view was gone still gets its end (T6).
            let gone = liveTouches.filter { touch in
                guard touch.window === window, let view = touch.view else { return false }
                return view.windowStorage !== window
            }
            for touch in gone { cancelForGoneView(touch, reason: "its view left the window") }
            for entry in arena.entries where entry.recognizer.viewStorage?.windowStorage == nil {
                entry.recognizer.abandon(reason: "its view left the window")
            }
        }
    }

    /// A window was hidden or left its scene: everything in it ends (T6).
    func windowDidBecomeUnavailable(_ window: UIWindow) {
        afterDispatch { [self] in
            for touch in liveTouches where touch.window === window {
                cancelForGoneView(touch, reason: "its window went away")
                for recognizer in touch.attachedRecognizers { recognizer.abandon(reason: "its window went away") }
            }
        }
    }

    /// The view's part of `touch` ends now, through its delivery (T6).
    private func cancelForGoneView(_ touch: UITouch, reason: String) {
        guard touch.viewDelivery.occupiesView, touch.view != nil else { return }
        touch.viewDelivery.end(reason: reason, event: makeEvent(for: touch), announce: true)
        releaseFinishedTouches()
    }
}
