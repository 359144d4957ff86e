import Testing
import UIKit

@testable import PortingCorpus

/// Shared set-up for the corpus's behaviour tests: a simulator whose window shows a corpus screen, laid
/// out, as the app would show it.
@MainActor struct CorpusWorld {
    let simulator: EventSimulator

    init() {
        simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
    }

    var window: UIWindow { simulator.window }

    /// Makes `controller` the window's root and lays it out (the view loads, `viewDidLayoutSubviews` runs).
    func show(_ controller: UIViewController) {
        simulator.window.rootViewController = controller
        controller.view.layoutIfNeeded()
    }

    /// The first button in `view`'s subtree whose current title is `title` (a bar button item's button).
    func button(titled title: String, in view: UIView? = nil) -> UIButton? {
        var pending: [UIView] = [view ?? simulator.window]
        while let next = pending.popLast() {
            if let button = next as? UIButton, button.currentTitle == title { return button }
            pending.append(contentsOf: next.subviews)
        }
        return nil
    }

    /// A point in the window for `point` in `view`'s coordinates.
    func point(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convert(point, to: simulator.window)
    }
}
