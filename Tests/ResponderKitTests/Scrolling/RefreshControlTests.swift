import Foundation
import ResponderKit
import Testing

/// RC1–RC3: pull to refresh on the virtual clock, as whole logs of the scroll delegate and the control's
/// `.valueChanged`.
@MainActor @Suite struct RefreshControlTests {
    final class Recorder: UIScrollViewDelegate, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) { log.append("willEndDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            log.append("didEndScrollingAnimation")
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.row)")
        }
    }

    /// The window is 667 pt tall: the rubber band (S1) shows a pull of x finger points as
    /// `(1 − 1 / (x · 0.55 / 667 + 1)) · 667`.
    private static func shownPull(_ finger: CGFloat) -> CGFloat { (1 - 1 / (finger * 0.55 / 667 + 1)) * 667 }

    private func scene(_ scrollView: UIScrollView = UIScrollView()) -> (
        EventSimulator, UIScrollView, UIRefreshControl, Recorder
    ) {
        let simulator = EventSimulator()
        scrollView.frame = simulator.window.bounds
        if !(scrollView is UITableView) { scrollView.contentSize = CGSize(width: 375, height: 3000) }
        let recorder = Recorder()
        scrollView.delegate = recorder
        let control = UIRefreshControl()
        control.addAction(
            UIAction { [unowned control, unowned scrollView] _ in
                let y = SeedFormat.number(scrollView.contentOffset.y)
                recorder.log.append("valueChanged refreshing=\(control.isRefreshing) y=\(y)")
            }, for: .valueChanged)
        scrollView.refreshControl = control
        simulator.window.addSubview(scrollView)
        return (simulator, scrollView, control, recorder)
    }

    /// Pulls from y = 100 down by `distances` (one move each 0.05 s), holds still, lifts.
    private func pull(_ simulator: EventSimulator, by distances: [CGFloat]) {
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 100))
        for distance in distances {
            simulator.advance(by: 0.05)
            simulator.move(finger, to: CGPoint(x: 100, y: 100 + distance))
        }
        simulator.advance(by: 0.5)  // still: the release velocity is zero
        simulator.lift(finger)
    }

    @Test("RC1: the control sits above the content, behind it, as tall as RefreshControlMetrics.height")
    func placement() {
        let (_, scrollView, control, _) = scene()
        #expect(control.superview === scrollView && scrollView.subviews.first === control)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        #expect(RefreshControlMetrics.height == 60)
        scrollView.refreshControl = nil
        #expect(control.superview == nil && scrollView.subviews.isEmpty)
    }

    @Test("RC2: pulled past the threshold: one .valueChanged mid-drag; after release the offset holds at −60")
    func pulledPastThreshold() {
        let (simulator, scrollView, control, recorder) = scene()
        #expect(Self.shownPull(150) < RefreshControlMetrics.pullThreshold)
        #expect(Self.shownPull(300) >= RefreshControlMetrics.pullThreshold)
        pull(simulator, by: [150, 300, 350, 250, 320])
        let y300 = SeedFormat.number(-Self.shownPull(300))
        #expect(
            recorder.log == [
                "willBeginDragging", "valueChanged refreshing=true y=\(y300)", "willEndDragging",
                "didEndDragging(true)", "willBeginDecelerating",
            ])
        #expect(control.isRefreshing)
        simulator.advance(by: 0.31)
        #expect(recorder.log.last == "didEndDecelerating")
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(scrollView.adjustedContentInset.top == 60 && scrollView.contentInset.top == 0)
        simulator.advance(by: 5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
        #expect(recorder.log.count == 6)

        // A second pull while refreshing sends nothing more.
        pull(simulator, by: [150, 300])
        simulator.advance(by: 1)
        #expect(recorder.log.filter { $0.hasPrefix("valueChanged") }.count == 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60))
    }

    @Test("RC2: pulled short of the threshold: nothing is sent and the content bounces back to 0")
    func pulledShort() {
        let (simulator, scrollView, control, recorder) = scene()
        pull(simulator, by: [100, 150])
        #expect(
            recorder.log == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
            ])
        simulator.advance(by: 0.31)
        #expect(recorder.log.last == "didEndDecelerating")
        #expect(!control.isRefreshing)
        #expect(scrollView.contentOffset == .zero && scrollView.adjustedContentInset.top == 0)
    }

    @Test("RC3: endRefreshing eases back from −60 to 0 over 0.3 s in 60 Hz frames, telling the delegate nothing")
    func endRefreshingAnimates() {
        let (simulator, scrollView, control, recorder) = scene()
        pull(simulator, by: [150, 300])
        simulator.advance(by: 1)
        let logged = recorder.log
        control.endRefreshing()
        #expect(!control.isRefreshing && scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == -60)  // nothing moves before the first frame
        // Ease-out cubic from the last frame at or before each time (frames every 1/60 s).
        func expected(_ elapsed: TimeInterval) -> CGFloat {
            let t = min((elapsed * 60).rounded(.down) / 60 / 0.3, 1)
            return -60 * pow(1 - t, 3)
        }
        var elapsed: TimeInterval = 0
        for step in [0.04, 0.04, 0.08, 0.1, 0.05] {
            simulator.advance(by: step)
            elapsed += step
            #expect(abs(scrollView.contentOffset.y - expected(elapsed)) < 1e-6, "at \(elapsed) s")
        }
        #expect(scrollView.contentOffset == .zero && !scrollView.isDecelerating)
        #expect(recorder.log == logged)
    }

    @Test("RC1: beginRefreshing() by code sends no .valueChanged and leaves the offset; it holds the inset")
    func beginRefreshingByCode() {
        let (simulator, scrollView, control, recorder) = scene()
        control.beginRefreshing()
        simulator.advance(by: 1)
        #expect(control.isRefreshing && recorder.log.isEmpty)
        #expect(scrollView.contentOffset == .zero && scrollView.adjustedContentInset.top == 60)
        scrollView.setContentOffset(CGPoint(x: 0, y: -60), animated: false)  // UIKit's usual way to show it
        control.endRefreshing()
        simulator.advance(by: 0.31)
        #expect(scrollView.contentOffset == .zero && recorder.log.isEmpty)
    }

    @Test("RC1, TV5: a table with a refresh control selects rows on tap, also while refreshing")
    func tableStillSelects() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let (simulator, _, control, recorder) = scene(table)
        table.dataSource = recorder
        table.delegate = recorder
        simulator.tap(at: CGPoint(x: 100, y: 44 + 20))
        simulator.advance(by: 1)
        #expect(recorder.log == ["didSelect 1"])
        pull(simulator, by: [150, 300])
        simulator.advance(by: 1)
        #expect(control.isRefreshing && table.contentOffset.y == -60)
        recorder.log.removeAll()
        simulator.tap(at: CGPoint(x: 100, y: 60 + 3 * 44 + 20))
        simulator.advance(by: 1)
        #expect(recorder.log == ["didSelect 3"])
    }
}
