import Foundation
import Testing

@testable import ResponderKit

/// GR2 with several touches in one event that do not all list each recognizer (the library fuzzer's
/// `manyFingers` shape, small): each recognizer gets exactly its own began touches, and not one that let go
/// of it during the delivery.
@MainActor @Suite struct PartialListingTests {
    /// Counts the touches it is handed.
    final class Counting: UIGestureRecognizer {
        var received: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            received.append(contentsOf: touches)
        }
    }

    @Test("GR2: with several views, a recognizer gets exactly the began touches that list it, in one event")
    func partialListing() {
        let simulator = EventSimulator()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        right.isMultipleTouchEnabled = true
        simulator.window.addSubview(left)
        simulator.window.addSubview(right)
        let onLeft = Counting()
        let onRight = Counting()
        left.addGestureRecognizer(onLeft)
        right.addGestureRecognizer(onRight)
        let points = (0..<30).map { CGPoint(x: $0 % 3 == 0 ? 150 : 50, y: CGFloat($0 * 3)) }
        let fingers = simulator.touchDown(at: points)
        #expect(onLeft.received.count == 20)
        #expect(onRight.received.count == 10)
        #expect(onLeft.received.allSatisfy { $0.view === left })
        #expect(onRight.received.allSatisfy { $0.view === right })
        simulator.lift(fingers)
    }

    /// Makes `other` let go of the touch at `victimLocation` as it gets its own began touches (T7's hostile
    /// callbacks: user code calling `ignore(_:for:)` on another recognizer).
    final class LetGoHook: UIGestureRecognizer {
        var other: UIGestureRecognizer?
        var victimLocation = CGPoint.zero
        var madeLetGo = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let other, let view else { return }
            for touch in touches where touch.location(in: view) == victimLocation {
                other.ignore(touch, for: event)
                madeLetGo += 1
            }
        }
    }

    @Test("GR2, GR11: a touch that lets go of a recognizer during the delivery is not handed to it after all")
    func letGoDuringDelivery() throws {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.isMultipleTouchEnabled = true
        simulator.window.addSubview(view)
        simulator.window.addSubview(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 200)))
        let hook = LetGoHook()
        let second = Counting()
        hook.other = second
        view.addGestureRecognizer(hook)
        view.addGestureRecognizer(second)
        // Three fingers on the view, one beside it: not every began touch lists the two recognizers.
        let points = [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 250, y: 30), CGPoint(x: 40, y: 40)]
        hook.victimLocation = points[1]
        let fingers = simulator.touchDown(at: points)
        let victim = fingers[1].touch
        #expect(hook.madeLetGo == 1)
        #expect(second.received.count == 2)
        #expect(!second.received.contains { $0 === victim })
        simulator.lift(fingers)
    }
}
