import Foundation
import ResponderKit
import Testing

/// S6: a scroll view answers as the delegate of its own pan (and pinch, S7), with UIKit's default answers;
/// a subclass that adopts `UIGestureRecognizerDelegate` (as iOS code declares it, UIKit's UIScrollView
/// declaring no such conformance) answers with its own methods; the answers decide GR1/GR4/GR5/GR6 and the
/// trace shows a subclass's answer.
@MainActor @Suite struct ScrollViewDelegateTests {
    /// An outer table that lets inner scroll views' pans recognize with its own (the paging-header pattern).
    final class OuterTable: UITableView, UIGestureRecognizerDelegate {
        var allowsInner = true
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            if allowsInner, gestureRecognizer === panGestureRecognizer,
                otherGestureRecognizer === (otherGestureRecognizer.view as? UIScrollView)?.panGestureRecognizer
            {
                return true
            }
            return false
        }
    }

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A scroll view that refuses drags that are more horizontal than vertical.
    final class VerticalOnlyScrollView: UIScrollView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === panGestureRecognizer {
                let t = panGestureRecognizer.translation(in: self)
                if abs(t.x) > abs(t.y) { return false }
            }
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    /// A scroll view that lets tap recognizers recognize while it scrolls.
    final class TapFriendlyScrollView: UIScrollView, UIGestureRecognizerDelegate {
        var allowsTaps = true
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            allowsTaps && otherGestureRecognizer is UITapGestureRecognizer
        }
    }

    final class Other: UIGestureRecognizerDelegate {}
    final class ZoomDelegateless: UIGestureRecognizerDelegate {}

    /// Adopts the protocol and implements none of it: UIScrollView's answers stay (S6).
    final class Adopting: UIScrollView, UIGestureRecognizerDelegate {}

    @Test("S6: the pan's delegate is a scroll view that adopts the protocol, nil for a plain one; others refused")
    func delegateIsTheScrollView() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let table = OuterTable(frame: CGRect(x: 0, y: 100, width: 100, height: 100), style: .plain)
        simulator.window.addSubview(scrollView)
        simulator.window.addSubview(table)
        #expect(scrollView.panGestureRecognizer.delegate == nil)
        #expect(table.panGestureRecognizer.delegate === table)
        let other = Other()
        scrollView.panGestureRecognizer.delegate = other
        table.panGestureRecognizer.delegate = nil
        table.panGestureRecognizer.delegate = table  // the scroll view itself: accepted, nothing changes
        #expect(scrollView.panGestureRecognizer.delegate == nil)
        #expect(table.panGestureRecognizer.delegate === table)
        #expect(
            simulator.issues == [
                "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate "
                    + "(assigning Other to UIScrollView.panGestureRecognizer.delegate refused, S6)",
                "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate "
                    + "(assigning nil to OuterTable.panGestureRecognizer.delegate refused, S6)",
            ])
    }

    @Test("S6, S7: a subclass adopting the protocol without implementing it keeps UIScrollView's answers")
    func adoptingKeepsDefaults() throws {
        let simulator = EventSimulator()
        let scrollView = Adopting(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(scrollView)
        scrollView.maximumZoomScale = 3
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let pan = scrollView.panGestureRecognizer
        let delegate = try #require(pan.delegate)
        #expect(delegate === scrollView)
        #expect(!delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: tap))
        #expect(!delegate.gestureRecognizer(pan, shouldRequireFailureOf: tap))
        #expect(!delegate.gestureRecognizer(pan, shouldBeRequiredToFailBy: tap))
        let pinch = try #require(scrollView.pinchGestureRecognizer)
        #expect(pinch.delegate === scrollView)
        #expect(delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: pinch))
        // The pan's begin is still UIScrollView's (S1): nothing to scroll, no scroll.
        simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset == .zero)
    }

    /// An outer table (vertical) with an inner vertical scroll view at its top.
    private func nested(outer: OuterTable) -> (EventSimulator, UIScrollView, Rows) {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let rows = Rows()
        outer.dataSource = rows
        simulator.window.addSubview(outer)
        outer.reloadData()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        inner.contentSize = CGSize(width: 375, height: 1200)
        inner.accessibilityIdentifier = "inner"
        outer.addSubview(inner)
        simulator.trace.setName("outerPan", for: outer.panGestureRecognizer)
        simulator.trace.setName("innerPan", for: inner.panGestureRecognizer)
        return (simulator, inner, rows)
    }

    @Test("S6, GR4: an outer UITableView subclass lets an inner scroll view scroll with it; the trace shows its answer")
    func nestedSimultaneous() {
        let outer = OuterTable(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        outer.accessibilityIdentifier = "outer"
        let (simulator, inner, rows) = nested(outer: outer)
        _ = rows
        simulator.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.3, steps: 10)
        #expect(inner.contentOffset.y > 50)
        #expect(outer.contentOffset.y > 50)
        let lines = simulator.trace.lines(kinds: ["scroll", "state"])
        #expect(
            lines.contains(
                "outer answers gestureRecognizer(outerPan, shouldRecognizeSimultaneouslyWith: innerPan) -> true (S6)"))
        #expect(lines.contains { $0.hasPrefix("innerPan possible -> began (moved ") })
        #expect(lines.contains { $0.hasPrefix("outerPan possible -> began (moved ") })
        // Traced once per gesture, not at every evaluation.
        #expect(lines.filter { $0.hasPrefix("outer answers") }.count == 1)
    }

    @Test("S6, GR4: without the override only the inner scroll view moves (the control case)")
    func nestedExclusive() {
        let outer = OuterTable(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        outer.allowsInner = false
        let (simulator, inner, rows) = nested(outer: outer)
        _ = rows
        simulator.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), duration: 0.3, steps: 10)
        #expect(inner.contentOffset.y > 50)
        #expect(outer.contentOffset.y == 0)
        #expect(!simulator.trace.lines().contains { $0.contains("answers gestureRecognizer") })
    }

    @Test("S6, GR6: a subclass refusing horizontal drags in gestureRecognizerShouldBegin leaves them to its parent")
    func refusesHorizontal() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var parentPans = 0
        let parentPan = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .began { parentPans += 1 }
        }
        parent.addGestureRecognizer(parentPan)
        let scrollView = VerticalOnlyScrollView(frame: parent.bounds)
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        scrollView.accessibilityIdentifier = "vertical"
        simulator.window.addSubview(parent)
        parent.addSubview(scrollView)
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 320), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset == .zero)
        #expect(parentPans == 1)
        #expect(
            simulator.trace.lines().contains(
                "vertical.scrollPan possible -> failed (vertical.gestureRecognizerShouldBegin returned false)"
            ))
        simulator.advance(by: 1)
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 210, y: 200), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset.y > 100)
        #expect(parentPans == 1)
    }

    @Test("S1, S6: a scroll view that cannot scroll horizontally refuses a horizontal pan in its shouldBegin")
    func directionIsShouldBegin() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.accessibilityIdentifier = "list"
        simulator.window.addSubview(scrollView)
        simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310), duration: 0.3, steps: 10)
        #expect(scrollView.contentOffset == .zero)
        let lines = simulator.trace.lines(kinds: ["scroll", "state"])
        #expect(lines.contains("list does not scroll: it cannot scroll horizontally (S1)"))
        #expect(
            lines.contains(
                "list.scrollPan possible -> failed (list.gestureRecognizerShouldBegin returned false: "
                    + "cannot scroll horizontally)"
            ))
        // The scroll view is asked once (as the delegate), not again as the attached view.
        #expect(lines.filter { $0.hasPrefix("list does not scroll") }.count == 1)
    }

    /// Finger 1 drags the scroll view by its left half; while it scrolls, finger 2 taps the right half, which
    /// has a tap recognizer (one that finger 1 never touched, so it has not failed on its movement).
    private func tapWhileScrolling(allowsTaps: Bool) -> (taps: Int, draggingAtTap: Bool, offset: CGPoint) {
        let simulator = EventSimulator()
        let scrollView = TapFriendlyScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.allowsTaps = allowsTaps
        scrollView.contentSize = CGSize(width: 375, height: 3000)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 3000))
        let target = UIView(frame: CGRect(x: 200, y: 0, width: 175, height: 3000))
        var taps = 0
        var draggingAtTap = false
        target.addGestureRecognizer(
            UITapGestureRecognizer { _ in
                taps += 1
                draggingAtTap = scrollView.isDragging
            })
        simulator.window.addSubview(scrollView)
        scrollView.addSubview(content)
        content.addSubview(target)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 500))
        for step in 1...5 {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
        }
        #expect(scrollView.isDragging)
        simulator.tap(at: CGPoint(x: 300, y: 300))
        simulator.advance(by: 0.02)
        simulator.move(finger, to: CGPoint(x: 100, y: 380))
        simulator.lift(finger)
        simulator.advance(by: 2)
        return (taps, draggingAtTap, scrollView.contentOffset)
    }

    @Test("S6, GR4: a tap recognizes while the scroll view's pan runs, because the scroll view says so")
    func tapDuringScroll() {
        let allowed = tapWhileScrolling(allowsTaps: true)
        #expect(allowed.taps == 1)
        #expect(allowed.draggingAtTap)
        #expect(allowed.offset.y > 0)
        let refused = tapWhileScrolling(allowsTaps: false)
        #expect(refused.taps == 0)
        #expect(refused.offset.y > 0)
    }

    // MARK: S7: zooming

    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        var calls: [String] = []
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("will") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("end \(SeedFormat.number(scale))")
        }
    }

    @Test(
        "S7, S6: a pinch zooms the delegate's view within the limits; the pinch exists only while zooming is possible")
    func pinchZooms() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scrollView.addSubview(image)
        scrollView.contentSize = image.frame.size
        let delegate = ZoomDelegate(view: image)
        scrollView.delegate = delegate
        simulator.window.addSubview(scrollView)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch?.delegate == nil)  // a plain UIScrollView cannot be typed as the delegate (S6)
        pinch?.delegate = ZoomDelegateless()
        #expect(pinch?.delegate == nil && simulator.issues.count == 1)
        simulator.pinch(center: CGPoint(x: 187.5, y: 333.5), startDistance: 100, endDistance: 200, steps: 10)
        #expect(isClose(CGPoint(x: scrollView.zoomScale, y: 0), CGPoint(x: 2, y: 0), tolerance: 0.01))
        #expect(isClose(scrollView.contentSize.width, 375 * scrollView.zoomScale))
        #expect(delegate.calls.first == "will" && delegate.calls.last?.hasPrefix("end 2") == true)
        // The content under the fingers' centroid stayed there: the center of the image is still centered.
        let centerOnScreen = image.convert(CGPoint(x: 187.5, y: 333.5), to: nil)
        #expect(isClose(centerOnScreen, CGPoint(x: 187.5, y: 333.5), tolerance: 1))
        simulator.pinch(center: CGPoint(x: 187.5, y: 333.5), startDistance: 50, endDistance: 250, steps: 10)
        #expect(scrollView.zoomScale == 3)  // clamped to the maximum
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)  // clamped to the minimum
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }
}

func isClose(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
