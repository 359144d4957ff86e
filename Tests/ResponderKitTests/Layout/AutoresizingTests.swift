import Foundation
import ResponderKit
import Testing

/// Autoresizing masks (LY19), applied when a superview's bounds change size, and the same rule inside the
/// engine for views that translate their mask into constraints.
@MainActor @Suite struct AutoresizingTests {
    /// A 200 × 100 parent with a child at (20, 10, 60, 40): margins 20 | 60 | 120 across, 10 | 40 | 50 down.
    func resize(mask: UIView.AutoresizingMask, to size: CGSize) -> CGRect {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.bounds.size = size
        return child.frame
    }

    @Test("LY19: fixed parts keep their length, flexible parts share the change in proportion to their lengths")
    func proportionalRules() {
        let wider = CGSize(width: 300, height: 200)  // +100 across, +100 down
        #expect(resize(mask: [], to: wider) == CGRect(x: 20, y: 10, width: 60, height: 40))
        #expect(resize(mask: .flexibleWidth, to: wider) == CGRect(x: 20, y: 10, width: 160, height: 40))
        #expect(resize(mask: .flexibleLeftMargin, to: wider) == CGRect(x: 120, y: 10, width: 60, height: 40))
        #expect(resize(mask: .flexibleRightMargin, to: wider) == CGRect(x: 20, y: 10, width: 60, height: 40))
        // Left 20 and right 120 share +100 as 20 : 120.
        let sides = resize(mask: [.flexibleLeftMargin, .flexibleRightMargin], to: wider)
        #expect(abs(sides.minX - (20 + 100 * 20 / 140)) < 1e-9 && sides.width == 60)
        // All three: 20 : 60 : 120 of +100.
        let all = resize(mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], to: wider)
        #expect(all == CGRect(x: 30, y: 10, width: 90, height: 40))
        // Down: height 40 and bottom 50 share +100 as 40 : 50.
        let down = resize(mask: [.flexibleHeight, .flexibleBottomMargin], to: wider)
        #expect(down.minY == 10 && abs(down.height - (40 + 100 * 40 / 90)) < 1e-9)
        // Shrinking: top 10 and height 40 share −50 as 10 : 40.
        #expect(
            resize(mask: [.flexibleTopMargin, .flexibleHeight], to: CGSize(width: 200, height: 50))
                == CGRect(x: 20, y: 0, width: 60, height: 0))
    }

    @Test("LY19: autoresizesSubviews = false, or a view that does not translate its mask, is left alone")
    func switchedOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 300
        #expect(child.frame.width == 60)
        parent.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 60)
    }

    @Test("LY19: in a hierarchy using Auto Layout, a translating view is resized by its mask's constraints")
    func maskConstraintsInTheEngine() {
        let simulator = EventSimulator()
        let container = constrainedView("container")
        simulator.window.addSubview(container)
        let widthConstraint = container.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: simulator.window.topAnchor),
            widthConstraint, container.heightAnchor.constraint(equalToConstant: 100),
        ])
        simulator.window.layoutIfNeeded()  // the container is 200 × 100 before the bar comes
        let bar = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 40))
        bar.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        container.addSubview(bar)
        let pinned = constrainedView("pinned")
        bar.addSubview(pinned)  // makes the bar a participant of the engine
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: bar.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: bar.topAnchor),
            pinned.trailingAnchor.constraint(equalTo: bar.trailingAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 5),
        ])
        simulator.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 20, y: 10, width: 60, height: 40))
        widthConstraint.constant = 300
        simulator.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 30, y: 10, width: 90, height: 40))  // as autoresizing would
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 90, height: 5))
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 40)  // its code moves it: the constraints follow
        simulator.window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(pinned.frame.width == 100)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY19, LY27: a root view controller's view follows its window when the screen turns")
    func rootViewFollowsWindow() {
        let simulator = EventSimulator(screenSize: CGSize(width: 320, height: 480))
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        let bottomBar = UIView(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
        bottomBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        controller.view.addSubview(bottomBar)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        simulator.rotate(to: .landscapeRight)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 480, height: 320))
        #expect(bottomBar.frame == CGRect(x: 0, y: 276, width: 480, height: 44))
    }
}
