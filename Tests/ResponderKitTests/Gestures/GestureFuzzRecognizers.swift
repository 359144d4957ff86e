import Foundation
import ResponderKit

// The other auditing subclasses used by `GestureFuzzTests` (see `AuditedTap`).

final class AuditedPan: UIPanGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}

final class AuditedLongPress: UILongPressGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}

final class AuditedSwipe: UISwipeGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}

final class AuditedPinch: UIPinchGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}

final class AuditedRotation: UIRotationGestureRecognizer, Audited {
    var audit: Audit?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Began", t)
        super.touchesBegan(t, with: e)
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Moved", t)
        super.touchesMoved(t, with: e)
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Ended", t)
        super.touchesEnded(t, with: e)
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
        audit?.touches(self, "Cancelled", t)
        super.touchesCancelled(t, with: e)
    }
    override func ignore(_ touch: UITouch, for event: UIEvent) {
        super.ignore(touch, for: event)
        audit?.ignored(self, touch)
    }
    override func reset() {
        super.reset()
        audit?.didReset(self)
    }
}
