import Foundation

/// Shake, keys and remote-control commands: routed to the first responder, then up the chain (R6).
extension EventSimulator {
    /// `motionBegan(.motionShake)` then, after `duration`, `motionEnded(.motionShake)`.
    public func shake(duration: TimeInterval = 0.1) {
        guard duration.isFinite, duration >= 0, duration <= GesturePlan.maximumDuration else {
            refuse(
                "shake(duration:): duration must be between 0 and \(Int(GesturePlan.maximumDuration)) s, got \(duration)"
            )
            return
        }
        sendMotion(.began)
        advance(by: duration)
        sendMotion(.ended)
    }

    /// One `remoteControlReceived(with:)` event, e.g. `.remoteControlPlay`.
    public func sendRemoteControl(_ subtype: UIEvent.EventSubtype) {
        guard subtype.rawValue >= 100 else {
            refuse("sendRemoteControl: \(subtype) is not a remote-control subtype")
            return
        }
        send(makeEvent(type: .remoteControl, subtype: subtype))
    }

    /// `pressesBegan` then, after `duration`, `pressesEnded` for one keyboard key.
    public func pressKey(_ characters: String, modifierFlags: UIKey.ModifierFlags = [], duration: TimeInterval = 0.05) {
        guard duration.isFinite, duration >= 0, duration <= GesturePlan.maximumDuration else {
            refuse("pressKey: duration must be between 0 and \(Int(GesturePlan.maximumDuration)) s, got \(duration)")
            return
        }
        let press = UIPress(
            type: .select, key: UIKey(characters: characters, modifierFlags: modifierFlags),
            phase: .began, timestamp: currentTime)
        press.window = window
        sendPress(press)
        advance(by: duration)
        press.phase = .ended
        press.timestamp = currentTime
        sendPress(press)
    }

    private func sendMotion(_ stage: UIEvent.MotionStage) {
        let event = makeEvent(type: .motion, subtype: .motionShake)
        event.motionStage = stage
        send(event)
    }

    private func sendPress(_ press: UIPress) {
        let event = UIPressesEvent(
            timestamp: currentTime, presses: [press], tracer: application.tracer,
            number: application.dispatcher.nextEventNumber())
        send(event)
    }

    private func makeEvent(type: UIEvent.EventType, subtype: UIEvent.EventSubtype) -> UIEvent {
        return UIEvent(
            type: type, subtype: subtype, timestamp: currentTime, tracer: application.tracer,
            number: application.dispatcher.nextEventNumber())
    }

    private func send(_ event: UIEvent) {
        let app = application
        app.dispatcher.afterDispatch {
            app.performPendingLayout()  // LY20
            event.tracer?.record(.event(event, summary: UIApplication.methodName(for: event)))
            app.sendEvent(event)
            app.performPendingLayout()
        }
    }
}
