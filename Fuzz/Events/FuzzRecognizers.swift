import Foundation
import ResponderKit

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
