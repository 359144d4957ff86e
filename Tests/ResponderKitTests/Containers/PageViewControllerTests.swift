import Foundation
import ResponderKit
import Testing

/// PG1–PG6: page view controllers of the scroll style, driven by drags on the virtual clock.
@MainActor @Suite struct PageViewControllerTests {
    @Test("PG1, PG2: options, the shown page as a child filling the view, the paging scroll view in the middle")
    func basics() throws {
        let scene = PageScene(options: [.interPageSpacing: 10])
        #expect(scene.pager.transitionStyle == .scroll && scene.pager.navigationOrientation == .horizontal)
        #expect(scene.pager.spineLocation == .none && scene.pager.gestureRecognizers.isEmpty)
        #expect(scene.shown == ["1"] && scene.pager.children.map(\.title) == ["1"])
        let scrollView = try #require(scene.scrollView)
        #expect(scrollView.frame == CGRect(x: -5, y: 0, width: 385, height: 667))
        #expect(scrollView.contentOffset == CGPoint(x: 385, y: 0) && scrollView.isPagingEnabled)
        let page = scene.page(1).view!
        #expect(page.convert(page.bounds, to: nil) == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scene.page(1).appearanceDescription == "appeared")
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)
        #expect(curl.spineLocation == .min && curl.navigationOrientation == .vertical)
        let middle = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        #expect(middle.spineLocation == .mid)
    }

    @Test("PG4: a drag past half a page turns it: data source, willTransitionTo, wills, dids, containment, delegate")
    func dragTurns() throws {
        let scene = PageScene()
        scene.simulator.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), duration: 2, steps: 20)
        scene.simulator.advance(by: 1)
        #expect(
            scene.notes() == [
                "before 1", "after 1", "willTransitionTo [\"2\"]", "1 willDisappear animated",
                "2 willAppear animated moving", "1 didDisappear", "2 didAppear", "2 didMove(toParent: nav)",
                "1 didMove(toParent: nil)", "didFinishAnimating true previous [\"1\"] completed true",
            ])
        #expect(scene.shown == ["2"] && scene.pager.children.map(\.title) == ["2"])
        #expect(scene.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
        #expect(scene.page(1).viewIfLoaded?.window == nil && scene.page(2).view.window != nil)
    }

    @Test("PG4: a fast flick turns the page even when it moved less than half of it")
    func flickTurns() {
        let scene = PageScene()
        scene.simulator.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 190, y: 300), duration: 0.06, steps: 3)
        scene.simulator.advance(by: 1)
        #expect(scene.shown == ["2"])
        #expect(scene.notes().last == "didFinishAnimating true previous [\"1\"] completed true")
    }

    @Test("PG4: a short slow drag springs back: the pending page's wills undone, transitionCompleted false")
    func shortDragSpringsBack() {
        let scene = PageScene()
        scene.simulator.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 200, y: 300), duration: 1, steps: 10)
        scene.simulator.advance(by: 1)
        #expect(
            scene.notes() == [
                "before 1", "after 1", "willTransitionTo [\"2\"]", "1 willDisappear animated",
                "2 willAppear animated moving", "2 willDisappear animated", "1 willAppear animated", "2 didDisappear",
                "1 didAppear", "2 didMove(toParent: nil)", "didFinishAnimating true previous [\"1\"] completed false",
            ])
        #expect(scene.shown == ["1"] && scene.pager.children.map(\.title) == ["1"])
        #expect(scene.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("PG3: at the first page a drag back finds no page: it rubber-bands and no turn starts")
    func firstPageBounces() {
        let scene = PageScene()
        scene.simulator.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 300, y: 300), duration: 1, steps: 10)
        scene.simulator.advance(by: 1)
        #expect(scene.notes() == ["before 1", "after 1"])
        #expect(scene.shown == ["1"] && scene.scrollView?.contentOffset == CGPoint(x: 375, y: 0))
    }

    @Test("PG3: without a data source gesture-driven navigation is disabled (documented)")
    func noDataSource() {
        let scene = PageScene()
        scene.pager.dataSource = nil
        scene.simulator.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 50, y: 300), duration: 0.3)
        scene.simulator.advance(by: 1)
        #expect(scene.notes().isEmpty && scene.shown == ["1"])
    }

    @Test("PG4: three pages turned one after another reach the last, which has no page after it")
    func turnsToTheEnd() {
        let scene = PageScene()
        for _ in 0..<3 {
            scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 4)
            scene.simulator.advance(by: 1)
        }
        #expect(scene.shown == ["3"])
        #expect(scene.notes().filter { $0.hasPrefix("didFinish") }.count == 2)
        #expect(scene.notes().suffix(2) == ["before 3", "after 3"])
    }

    @Test("PG2: an animated setViewControllers slides on the virtual clock; no delegate; completion at the end")
    func animatedSet() {
        let scene = PageScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.page(3)], direction: .reverse, animated: true) { finished.append($0) }
        #expect(finished.isEmpty && scene.shown == ["1"])
        #expect(scene.notes() == ["1 willDisappear animated", "3 willAppear animated moving"])
        scene.simulator.advance(by: 0.1)
        #expect((scene.scrollView?.contentOffset.x ?? 0) < 375)
        scene.simulator.advance(by: 1)
        #expect(finished == [true] && scene.shown == ["3"])
        #expect(
            scene.notes().suffix(4) == [
                "1 didDisappear", "3 didAppear", "3 didMove(toParent: nav)", "1 didMove(toParent: nil)",
            ])
        #expect(!scene.notes().contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
    }

    @Test("PG2: without animation the page changes within the call; a wrong count is reported")
    func unanimatedSet() {
        let scene = PageScene()
        var finished: [Bool] = []
        scene.pager.setViewControllers([scene.page(2)], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true] && scene.shown == ["2"])
        #expect(
            scene.notes() == [
                "1 willDisappear", "2 willAppear moving", "1 didDisappear", "2 didAppear", "2 didMove(toParent: nav)",
                "1 didMove(toParent: nil)",
            ])
        scene.pager.setViewControllers([], direction: .forward, animated: false)
        #expect(scene.shown == ["2"])
        #expect(scene.simulator.issues.contains { $0.contains("doesn't match the number required (1)") })
    }

    @Test("PG6: a presentation count shows the page indicator above the pages; a turn moves it one dot")
    func pageIndicator() throws {
        let scene = PageScene(indicator: 3)
        let control = try #require(scene.pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(!control.isHidden && control.numberOfPages == 3 && control.currentPage == 0)
        #expect(control.frame == CGRect(x: 0, y: 641, width: 375, height: 26))
        #expect(scene.scrollView?.frame.height == 641)
        scene.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 200, y: 300), duration: 0.1, steps: 4)
        scene.simulator.advance(by: 1)
        #expect(control.currentPage == 1)
        #expect(!scene.notes().contains("presentationIndex"))
        scene.source.index = 2
        scene.pager.setViewControllers([scene.page(3)], direction: .forward, animated: false)
        #expect(control.currentPage == 2 && scene.notes().suffix(2) == ["presentationCount", "presentationIndex"])
    }
}

extension UIViewController {
    /// The appearance state as a test reads it: after `viewDidAppear`, the view is in a window.
    @MainActor var appearanceDescription: String { viewIfLoaded?.window != nil ? "appeared" : "disappeared" }
}
