import ResponderKit

/// A plain `NSObject` helper, not isolated to the main actor, that installs a pan recognizer and becomes
/// its delegate — the pattern that failed with "call to main actor-isolated initializer
/// 'init(target:action:)' in a synchronous nonisolated context" before ResponderKit's declarations were
/// `@preconcurrency` (SPEC A5).
public final class PullToDismissController: NSObject {
    public private(set) var isDismissed = false
    public private(set) var refusedHorizontalDrags = 0
    private var panRecognizer: UIPanGestureRecognizer?

    public override init() {
        super.init()
    }

    public func attach(to view: UIView) {
        let pan = UIPanGestureRecognizer(target: self, action: PullToDismissController.handlePan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
        panRecognizer = pan
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        if recognizer.translation(in: recognizer.view).y > 100 {
            isDismissed = true
        }
    }
}

// Adopted in an extension, as iOS code does: the class itself stays nonisolated.
extension PullToDismissController: UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let translation = pan.translation(in: pan.view)
        if abs(translation.x) > abs(translation.y) {
            refusedHorizontalDrags += 1
            return false
        }
        return true
    }
}
