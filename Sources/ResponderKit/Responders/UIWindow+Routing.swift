import Foundation

/// Presses, motion and remote-control events: to the first responder, or the key window when there is
/// none, then up the chain (R6, R2). Touches go through the application's dispatcher instead (T4).
extension UIWindow {
    /// In a scene and not hidden: a window that went away meanwhile (T7) delivers nothing but cancellations.
    var isAvailable: Bool { sceneStorage != nil && !isHidden }

    func routeToFirstResponder(_ event: UIEvent) {
        let target: UIResponder
        if let first = firstResponderStorage, first.firstResponderWindow === self {
            target = first
        } else {
            target = self
        }
        let dispatch = {
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
                // PT3: a key command takes the press before any responder sees it, and its end too.
                if pressEvent.pressList.contains(where: \.isKeyCommandPress) { return }
                if pressEvent.pressList.contains(where: { $0.phase == .began }),
                    self.performKeyCommand(for: pressEvent, from: target)
                {
                    return
                }
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
        // One step of dispatch, so that what the responders change settles after it (T7).
        if let dispatcher = application?.dispatcher { dispatcher.step(dispatch) } else { dispatch() }
    }
}
