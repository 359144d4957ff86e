import Foundation
import ResponderKit
import Testing

/// Pages "1"..."n" in order; notes every question it is asked (PG3, PG6).
@MainActor final class NotePageSource: UIPageViewControllerDataSource {
    let pages: [NoteController]
    let trace: EventTrace
    var count: Int?
    var index = 0

    init(_ count: Int, _ trace: EventTrace) {
        pages = (1...count).map { NoteController("\($0)", trace) }
        self.trace = trace
    }

    private func position(_ controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        trace.note("before \(viewController.title ?? "?")")
        guard let position = position(viewController), position > 0 else { return nil }
        return pages[position - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        trace.note("after \(viewController.title ?? "?")")
        guard let position = position(viewController), position < pages.count - 1 else { return nil }
        return pages[position + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        if count != nil { trace.note("presentationCount") }
        return count ?? 0
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        if count != nil { trace.note("presentationIndex") }
        return index
    }
}

/// Notes the delegate's calls (PG4).
@MainActor final class NotePageDelegate: UIPageViewControllerDelegate {
    let trace: EventTrace
    init(_ trace: EventTrace) { self.trace = trace }

    func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {
        trace.note("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        trace.note(
            "didFinishAnimating \(finished) previous \(previousViewControllers.map { $0.title ?? "?" }) "
                + "completed \(completed)")
    }
}

/// A window whose root is a page view controller showing page 1 of `count`.
@MainActor struct PageScene {
    let simulator = EventSimulator()
    let pager: UIPageViewController
    let source: NotePageSource
    let delegate: NotePageDelegate

    init(
        style: UIPageViewController.TransitionStyle = .scroll, count: Int = 3,
        options: [UIPageViewController.OptionsKey: Any]? = nil, indicator: Int? = nil
    ) {
        pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        source = NotePageSource(count, simulator.trace)
        source.count = indicator
        delegate = NotePageDelegate(simulator.trace)
        pager.dataSource = source
        pager.delegate = delegate
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        simulator.window.rootViewController = pager
        simulator.trace.isEnabled = true
    }

    var scrollView: UIScrollView? { pager.view.subviews.compactMap { $0 as? UIScrollView }.first }
    var shown: [String] { (pager.viewControllers ?? []).map { $0.title ?? "?" } }
    func notes() -> [String] { simulator.trace.lines(kinds: ["note"]) }
    func page(_ number: Int) -> NoteController { source.pages[number - 1] }
}
