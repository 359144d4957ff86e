import ResponderKit
import Testing

/// Lets its recognizer work together with any other.
@MainActor final class Together: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

@MainActor @Test func gestureRecognizers() {
    let simulator = EventSimulator()
    var log: [String] = []
    let outer = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
    let inner = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 300))
    simulator.window.addSubview(outer)
    outer.addSubview(inner)
    let outerPan = UIPanGestureRecognizer { recognizer in
        if recognizer.state == .began { log.append("outer began") }
    }
    let innerPan = UIPanGestureRecognizer { recognizer in
        if recognizer.state == .began { log.append("inner began") }
    }
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)

    simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300))
    #expect(log == ["inner began"])  // the inner pan excluded the outer one

    let together = Together()
    outerPan.delegate = together
    log = []
    simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 300))
    #expect(Set(log) == ["inner began", "outer began"])
}
