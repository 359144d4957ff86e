import CoreGraphics
import QuartzCore
import Testing
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A recognizer subclass as iOS apps write it: it sets `state`, which only the subclass module makes
/// settable.
final class TwoFingerTapGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if event.allTouches?.count == 2 { state = .recognized }
    }
}

@MainActor @Suite struct UIKitProductTests {
    /// SPEC A.2: with the `UIKit` product alone, each module's declarations are there.
    @Test func everyModuleImportsWithTheUIKitProduct() {
        let transform = CGAffineTransform(scaleX: 2, y: 2)  // CoreGraphics
        #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 2, y: 2))
        let layer = CALayer()  // QuartzCore
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(CATransform3DIsAffine(layer.transform))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // UIKit
        let recognizer = TwoFingerTapGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.first === recognizer)
        #expect(recognizer.state == .possible)
    }
}
