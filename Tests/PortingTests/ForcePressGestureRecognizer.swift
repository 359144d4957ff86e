// Written as an iOS file would be: a recognizer subclass with UIKit's subclass import. Unchanged.
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a finger held still for `minimumDuration` seconds, with a haptic-style callback.
final class ForcePressGestureRecognizer: UIGestureRecognizer {
    var minimumDuration: TimeInterval = 0.3
    private var startTime: TimeInterval = 0
    private var startPoint: CGPoint = .zero

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        startTime = touch.timestamp
        startPoint = touch.location(in: view)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        let point = touch.location(in: view)
        if hypot(point.x - startPoint.x, point.y - startPoint.y) > 10 {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first else { return }
        state = touch.timestamp - startTime >= minimumDuration ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        startTime = 0
    }
}
