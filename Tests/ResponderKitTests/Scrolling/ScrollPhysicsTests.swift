import Foundation
import ResponderKit
import Testing

/// S1: dragging, rubber band, deceleration, paging and the delegate, on the virtual clock (L1).
@MainActor @Suite struct ScrollPhysicsTests {
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        var scrolls = 0
        var releaseVelocity: CGPoint?
        var overrideTarget: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            events.append("willEndDragging")
            releaseVelocity = velocity
            if let overrideTarget { targetContentOffset.pointee = overrideTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            events.append("didEndScrollingAnimation")
        }
    }

    private func scene(contentHeight: CGFloat = 3000) -> (EventSimulator, UIScrollView, Recorder) {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: contentHeight)
        let recorder = Recorder()
        scrollView.delegate = recorder
        simulator.window.addSubview(scrollView)
        return (simulator, scrollView, recorder)
    }

    @Test("S1: a slow drag moves the content by the finger's travel; no deceleration after a still release")
    func dragFollowsFinger() {
        let (simulator, scrollView, recorder) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 500))
        for step in 1...10 {
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
            #expect(scrollView.isDragging == (step >= 1))
        }
        simulator.advance(by: 0.3)  // hold still: the release velocity is zero
        simulator.lift(finger)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(!scrollView.isDragging && !scrollView.isDecelerating)
        #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        #expect(recorder.releaseVelocity == .zero)
    }

    @Test("S1, L1: a fling decelerates to v·r/(1−r) ahead at UIKit's normal rate, then ends")
    func flingDecelerates() {
        let (simulator, scrollView, recorder) = scene(contentHeight: 10_000)
        // 200 pt in 0.2 s: 1000 pt/s upwards, i.e. the content moves down at 1 pt/ms.
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        #expect(scrollView.isDecelerating)
        let velocity = recorder.releaseVelocity ?? .zero
        #expect(abs(velocity.y - 1) < 1e-9)  // points per millisecond, as UIKit reports it
        simulator.advance(by: 10)
        let expected = 200 + 1 * 0.998 / (1 - 0.998)  // 499 pt of coasting
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-6)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.suffix(3) == ["didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        #expect(recorder.scrolls > 30)  // one scroll per 60 Hz frame while coasting
    }

    @Test("S1: the delegate may change the target offset")
    func targetOverride() {
        let (simulator, scrollView, recorder) = scene(contentHeight: 10_000)
        recorder.overrideTarget = CGPoint(x: 0, y: 300)
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        simulator.advance(by: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("S1: pulling past the top rubber-bands, then bounces back over 0.3 s; without bounces it clamps")
    func rubberBandAndBounce() {
        let (simulator, scrollView, _) = scene()
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(finger, to: CGPoint(x: 100, y: 400))
        let pulled = scrollView.contentOffset.y
        let expected = -(1 - 1 / (300 * 0.55 / 667 + 1)) * 667
        #expect(abs(pulled - expected) < 1e-9)
        simulator.advance(by: 0.5)
        simulator.lift(finger)
        simulator.advance(by: 0.31)
        #expect(scrollView.contentOffset == .zero)

        scrollView.bounces = false
        let second = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        simulator.advance(by: 0.05)
        simulator.move(second, to: CGPoint(x: 100, y: 400))
        #expect(scrollView.contentOffset == .zero)
        simulator.lift(second)
    }

    @Test("S1: a touch on a decelerating scroll view stops it, and the touch does not reach the content")
    func touchStopsDeceleration() {
        let (simulator, scrollView, _) = scene(contentHeight: 10_000)
        let log = Log()
        let content = LoggingView("content", frame: CGRect(x: 0, y: 0, width: 375, height: 10_000), log: log)
        scrollView.addSubview(content)
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        log.clear()
        simulator.advance(by: 0.2)
        let stoppedAt = scrollView.contentOffset
        simulator.tap(at: CGPoint(x: 100, y: 300))
        simulator.advance(by: 2)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset == stoppedAt)
        #expect(log.lines.isEmpty)
    }

    @Test("S1: setContentOffset(animated:) eases there over 0.3 s on the virtual clock")
    func animatedOffset() {
        let (simulator, scrollView, recorder) = scene()
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        simulator.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 600)
        simulator.advance(by: 0.25)
        #expect(scrollView.contentOffset.y == 600)
        #expect(recorder.events == ["didEndScrollingAnimation"])
    }

    @Test(
        "S1: isScrollEnabled = false keeps the scroll view still; a horizontal drag leaves a vertical-only scroll view still"
    )
    func scrollDisabledAndAxes() {
        let (simulator, scrollView, _) = scene()
        scrollView.isScrollEnabled = false
        simulator.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 10)
        #expect(scrollView.contentOffset == .zero)
        scrollView.isScrollEnabled = true
        simulator.advance(by: 1)
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310), duration: 0.2, steps: 10)
        simulator.advance(by: 5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("S1, GR4: a vertical table inside a horizontal pager: horizontal drags page, vertical drags scroll the table")
    func nestedScrollViews() {
        let simulator = EventSimulator()
        let pager = UIScrollView(frame: simulator.window.bounds)
        pager.contentSize = CGSize(width: 375 * 3, height: 667)
        pager.isPagingEnabled = true
        simulator.window.addSubview(pager)
        let inner = UIScrollView(frame: pager.bounds)
        inner.contentSize = CGSize(width: 375, height: 3000)
        pager.addSubview(inner)
        simulator.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 10)
        #expect(inner.contentOffset.y > 100)
        #expect(pager.contentOffset == .zero)
        simulator.advance(by: 5)
        let innerOffset = inner.contentOffset
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 305), duration: 0.3, steps: 10)
        simulator.advance(by: 1)
        #expect(pager.contentOffset == CGPoint(x: 375, y: 0))
        #expect(inner.contentOffset == innerOffset)
    }
}
