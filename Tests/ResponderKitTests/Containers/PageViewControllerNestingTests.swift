import Foundation
import ResponderKit
import Testing

/// PG5, S11: a horizontal scroll view inside a page scrolls first; at its edge it bounces, or, when it does not
/// bounce, hands the next drag to the pager. PG8: the page curl's taps and pans.
@MainActor @Suite struct PageViewControllerNestingTests {
    /// Page 1 holds a carousel 375 pt wide with three screens of content, across the middle of the page.
    @MainActor struct CarouselScene {
        let scene = PageScene()
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 200, width: 375, height: 200))

        init(bounces: Bool) {
            carousel.contentSize = CGSize(width: 1125, height: 200)
            carousel.bounces = bounces
            scene.page(1).view.addSubview(carousel)
            scene.simulator.trace.setName("carousel", for: carousel)
        }

        /// A quick drag to the left across the carousel (the finger stays inside it).
        func swipeLeft() {
            scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 5)
            scene.simulator.advance(by: 3)
        }
    }

    @Test("PG5: the carousel inside the page scrolls first; the pager does not turn while it can move")
    func innerScrollsFirst() {
        let nested = CarouselScene(bounces: true)
        nested.swipeLeft()
        #expect(nested.carousel.contentOffset.x > 0)
        #expect(nested.scene.shown == ["1"])
        #expect(!nested.scene.notes().contains { $0.hasPrefix("willTransitionTo") })
    }

    @Test("PG5: at its trailing edge a bouncing carousel rubber-bands and the pager stays")
    func bouncingEdgeKeepsTheDrag() {
        let nested = CarouselScene(bounces: true)
        nested.carousel.contentOffset = CGPoint(x: 750, y: 0)
        nested.swipeLeft()
        #expect(nested.carousel.contentOffset.x == 750)
        #expect(nested.scene.shown == ["1"])
    }

    @Test("PG5, S11: at its trailing edge a carousel that does not bounce hands the drag to the pager, which turns")
    func edgeHandsOver() {
        let nested = CarouselScene(bounces: false)
        nested.swipeLeft()
        #expect(nested.carousel.contentOffset.x > 0 && nested.scene.shown == ["1"])
        nested.carousel.contentOffset = CGPoint(x: 750, y: 0)
        nested.swipeLeft()
        #expect(nested.scene.shown == ["2"])
        #expect(nested.carousel.contentOffset.x == 750)
        #expect(nested.scene.simulator.trace.text().contains("carousel does not scroll: it is at its trailing edge"))
    }

    @Test("S11: a plain scroll view that does not bounce does not begin a drag against its edge; away from it, it does")
    func plainEdge() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        scrollView.contentSize = CGSize(width: 750, height: 300)
        scrollView.bounces = false
        simulator.window.addSubview(scrollView)
        simulator.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150))
        #expect(scrollView.panGestureRecognizer.state == .possible || scrollView.panGestureRecognizer.state == .failed)
        #expect(scrollView.contentOffset == .zero)
        simulator.advance(by: 1)
        simulator.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 1)
        simulator.advance(by: 3)
        #expect(scrollView.contentOffset.x >= 150)
    }

    @Test("PG8: a page curl turns forward on a tap near the trailing edge and back near the leading edge")
    func curlTaps() {
        let scene = PageScene(style: .pageCurl)
        #expect(scene.pager.gestureRecognizers.count == 2)
        #expect(scene.pager.gestureRecognizers.first is UIPanGestureRecognizer)
        scene.simulator.tap(at: CGPoint(x: 360, y: 300))
        #expect(
            scene.notes() == [
                "after 1", "willTransitionTo [\"2\"]", "1 willDisappear animated", "2 willAppear animated moving",
                "1 didDisappear", "2 didAppear", "2 didMove(toParent: nav)", "1 didMove(toParent: nil)",
                "didFinishAnimating true previous [\"1\"] completed true",
            ])
        #expect(scene.shown == ["2"] && scene.page(2).view.window != nil)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 187, y: 300))
        #expect(scene.shown == ["2"])
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 20, y: 300))
        #expect(scene.shown == ["1"])
    }

    @Test("PG8: a curl pan past half the page turns it; a short slow one falls back with transitionCompleted false")
    func curlPans() {
        let scene = PageScene(style: .pageCurl)
        scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 250, y: 300), duration: 1, steps: 10)
        #expect(scene.shown == ["1"])
        #expect(scene.notes().last == "didFinishAnimating true previous [\"1\"] completed false")
        scene.simulator.advance(by: 1)
        scene.simulator.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), duration: 1, steps: 10)
        #expect(scene.shown == ["2"])
        #expect(scene.notes().last == "didFinishAnimating true previous [\"1\"] completed true")
    }
}
