// Generated from one template (see `Behaviour`): one subclass per UIKit class a scenario can use, each
// forwarding the overridable methods to its `Behaviour`. Keep the classes identical apart from their base.
import Foundation
import ResponderKit

/// A responder made from a scenario file: its overrides come from its ``Behaviour``.
@MainActor protocol ScenarioResponder: UIResponder, UIResponderActionPerforming {
    var behaviour: Behaviour { get }
}

/// A `UIView` whose overrides come from the scenario file.
@MainActor final class ScenarioView: UIView, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// A `UIImageView` whose overrides come from the scenario file.
@MainActor final class ScenarioImageView: UIImageView, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// A `UILabel` whose overrides come from the scenario file.
@MainActor final class ScenarioLabel: UILabel, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// A `UIButton` whose overrides come from the scenario file.
@MainActor final class ScenarioButton: UIButton, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UISwitch` whose overrides come from the scenario file.
@MainActor final class ScenarioSwitch: UISwitch, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UISlider` whose overrides come from the scenario file.
@MainActor final class ScenarioSlider: UISlider, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UISegmentedControl` whose overrides come from the scenario file.
@MainActor final class ScenarioSegmentedControl: UISegmentedControl, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UIStepper` whose overrides come from the scenario file.
@MainActor final class ScenarioStepper: UIStepper, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UIPageControl` whose overrides come from the scenario file.
@MainActor final class ScenarioPageControl: UIPageControl, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UIControl` whose overrides come from the scenario file.
@MainActor final class ScenarioControl: UIControl, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.beginTracking(touch, with: event)
        behaviour.tracking(self, "beginTracking", result: result)
        return result
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let result = super.continueTracking(touch, with: event)
        behaviour.tracking(self, "continueTracking", result: result)
        return result
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        behaviour.tracking(self, "endTracking", result: nil)
        super.endTracking(touch, with: event)
    }

    override func cancelTracking(with event: UIEvent?) {
        behaviour.tracking(self, "cancelTracking", result: nil)
        super.cancelTracking(with: event)
    }
}

/// A `UIScrollView` whose overrides come from the scenario file.
@MainActor final class ScenarioScrollView: UIScrollView, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// A `UITableView` whose overrides come from the scenario file.
@MainActor final class ScenarioTableView: UITableView, ScenarioResponder {
    let behaviour = Behaviour()

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        behaviour.hitTest(self, point, event) { super.hitTest($0, with: $1) }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        behaviour.pointInside(self, point, event) { super.point(inside: $0, with: $1) }
    }

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// A view controller made from a scenario file (R1, R2).
@MainActor final class ScenarioViewController: UIViewController, ScenarioResponder {
    let behaviour = Behaviour()

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}

/// The application's delegate made from a scenario file: a plain responder, so the last link of the
/// responder chain (R1, seed 003).
@MainActor final class ScenarioAppDelegate: UIResponder, UIApplicationDelegate, ScenarioResponder {
    let behaviour = Behaviour()

    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirstResponder ?? super.canBecomeFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.began, self, touches, event, super: { super.touchesBegan(touches, with: event) }) {
            $0.touchesBegan(touches, with: event)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.moved, self, touches, event, super: { super.touchesMoved(touches, with: event) }) {
            $0.touchesMoved(touches, with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.ended, self, touches, event, super: { super.touchesEnded(touches, with: event) }) {
            $0.touchesEnded(touches, with: event)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        behaviour.touches(.cancelled, self, touches, event, super: { super.touchesCancelled(touches, with: event) }) {
            $0.touchesCancelled(touches, with: event)
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesBegan", event, super: { super.pressesBegan(presses, with: event) }) {
            $0.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        behaviour.other(\.presses, self, "pressesEnded", event, super: { super.pressesEnded(presses, with: event) }) {
            $0.pressesEnded(presses, with: event)
        }
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionBegan", event, super: { super.motionBegan(motion, with: event) }) {
            $0.motionBegan(motion, with: event)
        }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        behaviour.other(\.motion, self, "motionEnded", event, super: { super.motionEnded(motion, with: event) }) {
            $0.motionEnded(motion, with: event)
        }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        behaviour.other(
            \.remoteControl, self, "remoteControlReceived", event, super: { super.remoteControlReceived(with: event) }
        ) { $0.remoteControlReceived(with: event) }
    }

    func responderAction(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        behaviour.action(for: action, on: self)
    }
}
