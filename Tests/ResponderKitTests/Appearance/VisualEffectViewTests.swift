import Foundation
import ResponderKit
import Testing

/// AP15: visual effect views store their effect; content goes in the content view, which fills the view.
@MainActor @Suite struct VisualEffectViewTests {
    @Test("AP15: the content view fills the effect view and takes the touches on its subviews")
    func contentView() {
        let simulator = EventSimulator()
        let blur = UIBlurEffect(style: .systemThinMaterial)
        let effectView = UIVisualEffectView(effect: blur)
        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        effectView.contentView.addSubview(button)
        simulator.window.addSubview(effectView)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect((effectView.effect as? UIBlurEffect)?.style == .systemThinMaterial)
        #expect(simulator.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect(simulator.window.hitTest(CGPoint(x: 150, y: 50), with: nil) === effectView.contentView)
        #expect(simulator.issues.isEmpty)
        effectView.frame.size = CGSize(width: 300, height: 50)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame.size == CGSize(width: 300, height: 50))
    }

    @Test("AP15: a subview added to the effect view itself is UIKit's warning, reported, and still added")
    func directSubview() {
        let simulator = EventSimulator()
        let effectView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        simulator.window.addSubview(effectView)
        let label = UILabel()
        effectView.addSubview(label)
        #expect(label.superview === effectView)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("contentView") == true)
        #expect(UIVisualEffectView(frame: .zero).effect == nil)
    }
}
