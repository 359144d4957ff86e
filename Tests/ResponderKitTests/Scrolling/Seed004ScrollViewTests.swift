import Foundation
import ResponderKit
import Testing

/// Seed 004, section 6, and the scroll view's own rules (S1, S2, S3, S5).
@MainActor @Suite struct Seed004ScrollViewTests {
    /// The seed's carousel scroll view: touchable across the whole screen width (S5).
    final class CarouselScrollView: UIScrollView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            var rect = bounds
            rect.origin.x -= 20
            rect.size.width = 375
            return rect.contains(point) || super.point(inside: point, with: event)
        }
    }

    @Test("S5, H6: the carousel scrolls from touches beside it, and paging snaps to the next page")
    func carousel() {
        let simulator = EventSimulator()
        let controller = UIViewController()
        simulator.window.rootViewController = controller
        controller.view.clipsToBounds = true
        let pageWidth: CGFloat = 375 - 60
        let scrollView = CarouselScrollView(frame: CGRect(x: 20, y: 100, width: pageWidth, height: 160))
        scrollView.isPagingEnabled = true
        scrollView.clipsToBounds = false
        scrollView.contentSize = CGSize(width: pageWidth * 5, height: 160)
        controller.view.addSubview(scrollView)
        for index in 0..<5 {
            scrollView.addSubview(
                UIImageView(frame: CGRect(x: 20 + CGFloat(index) * pageWidth, y: 0, width: 295, height: 160)))
        }
        // Start 10 pt from the screen's right edge: outside the scroll view's bounds, inside its widened area.
        simulator.drag(from: CGPoint(x: 365, y: 180), to: CGPoint(x: 165, y: 180), duration: 0.3, steps: 10)
        #expect(scrollView.isDecelerating)
        simulator.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: pageWidth, y: 0))
        #expect(!scrollView.isDecelerating)
    }

    /// The seed's gray view holding a red scroll view holding a white view.
    final class LoggingScrollView: UIScrollView {
        var log: Log?
        var forwardsToNext = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("scrollView touchesBegan")
            if forwardsToNext { next?.touchesBegan(touches, with: event) }
        }
    }

    private func grayRedWhite(forwardsToNext: Bool = false) -> (EventSimulator, LoggingScrollView, Log) {
        let simulator = EventSimulator()
        let log = Log()
        let gray = LoggingView("gray", frame: CGRect(x: 0, y: 0, width: 375, height: 667), log: log)
        simulator.window.addSubview(gray)
        let scrollView = LoggingScrollView(frame: gray.bounds)
        scrollView.log = log
        scrollView.forwardsToNext = forwardsToNext
        scrollView.contentSize = CGSize(width: 375, height: 2 * 667)
        scrollView.delaysContentTouches = false
        scrollView.canCancelContentTouches = false
        gray.addSubview(scrollView)
        let white = LoggingView("white", frame: CGRect(x: 0, y: 100, width: 375, height: 157.5), log: log)
        scrollView.addSubview(white)
        return (simulator, scrollView, log)
    }

    @Test("S3: with canCancelContentTouches = false, dragging the white content view does not scroll")
    func contentKeepsTouch() {
        let (simulator, scrollView, log) = grayRedWhite()
        simulator.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.lines.first == "white touchesBegan")
        #expect(log.lines.last == "white touchesEnded")
        #expect(!log.lines.contains("white touchesCancelled"))
    }

    @Test("S1, S3: dragging elsewhere on the scroll view scrolls it; it does not pass touchesBegan to the gray view")
    func scrollViewDragScrolls() {
        let (simulator, scrollView, log) = grayRedWhite()
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 400), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset.y > 90)
        #expect(log.lines == ["scrollView touchesBegan"])
    }

    @Test("R3: a scroll view forwarding touchesBegan to next lets the gray view log too (seed 004)")
    func forwardingScrollView() {
        let (simulator, _, log) = grayRedWhite(forwardsToNext: true)
        simulator.tap(at: CGPoint(x: 100, y: 500))
        #expect(log.lines == ["scrollView touchesBegan", "gray touchesBegan"])
    }

    @Test("S3, C6: a slider in a scroll view that cannot cancel its content drags without scrolling")
    func sliderInScrollView() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 750, height: 667)
        scrollView.delaysContentTouches = false
        scrollView.canCancelContentTouches = false
        simulator.window.addSubview(scrollView)
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 200, height: 40))
        scrollView.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        simulator.drag(from: CGPoint(x: 65.5, y: 120), to: CGPoint(x: 150, y: 120), duration: 0.3, steps: 6)
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(changes == 6)
        #expect(scrollView.contentOffset == .zero)
    }

    /// A button in a vertically scrollable scroll view, logging its touch events.
    private func buttonInScrollView(cancelsControls: Bool = false) -> (EventSimulator, UIScrollView, UIButton, Log) {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let simulator = EventSimulator()
        let log = Log()
        let scrollView =
            cancelsControls
            ? CancellingScrollView(frame: simulator.window.bounds) : UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        simulator.window.addSubview(scrollView)
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 150, height: 60))
        scrollView.addSubview(button)
        for (event, name) in [
            (UIControl.Event.touchDown, "touchDown"), (.touchCancel, "touchCancel"), (.touchUpInside, "action"),
        ] {
            button.addAction(UIAction { _ in log(name) }, for: event)
        }
        return (simulator, scrollView, button, log)
    }

    @Test("S2: a quick tap on a button in a scroll view reaches it on lift (began then ended at once)")
    func quickTapOnButton() {
        let (simulator, _, _, log) = buttonInScrollView()
        simulator.tap(at: CGPoint(x: 150, y: 130))
        #expect(log.lines == ["touchDown", "action"])
    }

    @Test("S2: a 0.2 s press highlights the button after 0.15 s, then its action fires on lift")
    func pressOnButton() {
        let (simulator, _, button, log) = buttonInScrollView()
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 130))
        simulator.advance(by: 0.1)
        #expect(!button.isHighlighted)
        simulator.advance(by: 0.1)
        #expect(button.isHighlighted)
        simulator.lift(finger)
        #expect(log.lines == ["touchDown", "action"])
    }

    @Test("S2: a quick 40 pt drag from a button scrolls; the held touch never reaches the button: no action")
    func quickDragFromButton() {
        let (simulator, scrollView, _, log) = buttonInScrollView()
        simulator.drag(from: CGPoint(x: 150, y: 130), to: CGPoint(x: 150, y: 90), duration: 0.1, steps: 4)
        #expect(scrollView.contentOffset.y >= 30)
        #expect(log.lines.isEmpty)
    }

    @Test("S3: after the button has the touch, UIKit's default keeps it (controls are not cancelled): no scroll")
    func pressThenDragKeepsButton() {
        let (simulator, scrollView, _, log) = buttonInScrollView()
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 130))
        simulator.advance(by: 0.2)
        for step in 1...4 {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: 150, y: 130 - CGFloat(step) * 10))
        }
        simulator.lift(finger)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.lines == ["touchDown", "action"])
    }

    @Test("S3: with touchesShouldCancel(in:) true for controls, press then drag 40 pt scrolls: touchCancel, no action")
    func pressThenDragCancelsButton() {
        let (simulator, scrollView, _, log) = buttonInScrollView(cancelsControls: true)
        let finger = simulator.touchDown(at: CGPoint(x: 150, y: 130))
        simulator.advance(by: 0.2)
        for step in 1...4 {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: 150, y: 130 - CGFloat(step) * 10))
        }
        simulator.lift(finger)
        #expect(scrollView.contentOffset.y >= 30)
        #expect(log.lines == ["touchDown", "touchCancel"])
    }
}
