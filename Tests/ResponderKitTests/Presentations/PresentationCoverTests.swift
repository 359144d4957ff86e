import Foundation
import ResponderKit
import Testing

/// Logs when it joins or leaves a window.
@MainActor final class WindowJournalView: UIView {
    var journal: TransitionJournal?
    var name = ""
    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        journal?.add("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")")
    }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        journal?.add("\(name) didMoveToWindow \(window == nil ? "nil" : "window")")
    }
}

/// Lets touches above `passBelowY` through (a custom `hitTest` returning nil there).
@MainActor final class PassThroughView: UIView {
    var passBelowY: CGFloat = 300
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        point.y < passBelowY ? nil : super.hitTest(point, with: event)
    }
}

/// A custom presentation controller that removes the presenter's views, as UIKit's full-screen one does.
@MainActor final class RemovingPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}

@MainActor final class RemovingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// When set, the presentation and the dismissal are interactive (VC8), driven by it.
    var interaction: UIPercentDrivenInteractiveTransition?
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        RemovingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// VC9, VC10: `.fullScreen`, `.currentContext` and a presentation controller whose
/// `shouldRemovePresentersView` is true take the covered view out of the window once presented (Apple:
/// "The views belonging to the presenting view controller are removed after the presentation completes",
/// developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen) and put it back at its index
/// before the dismissal; `.overCurrentContext` keeps it.
@MainActor @Suite struct PresentationCoverTests {
    /// Root "A" (its view logs window moves) with a button, a badge view above it in the window, and "B",
    /// whose view lets touches above y = 300 through.
    @MainActor private struct Scene {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root: JournalController
        let presented: JournalController
        let button = UIButton(type: .system)
        let badge = UIView(frame: CGRect(x: 300, y: 600, width: 40, height: 40))

        init(_ style: UIModalPresentationStyle) {
            root = JournalController("A", journal)
            let rootView = WindowJournalView(frame: simulator.window.bounds)
            rootView.journal = journal
            rootView.name = "A.view"
            root.view = rootView
            simulator.window.rootViewController = root
            simulator.window.addSubview(badge)
            button.frame = CGRect(x: 20, y: 60, width: 200, height: 44)
            root.view.addSubview(button)
            presented = JournalController("B", journal)
            presented.modalPresentationStyle = style
            presented.view = PassThroughView(frame: simulator.window.bounds)
            journal.lines.removeAll()
        }

        var buttonPoint: CGPoint { CGPoint(x: 100, y: 80) }
    }

    @Test(
        "VC9: .fullScreen — the presenter's view leaves the window after the presentation; a touch let through hits no presenter button"
    )
    func fullScreenRemovesThePresentersView() {
        let scene = Scene(.fullScreen)
        var taps = 0
        scene.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.root.present(scene.presented, animated: false)
        #expect(
            scene.journal.take() == [
                "A willDisappear", "B willAppear", "A.view willMoveToWindow nil", "A.view didMoveToWindow nil",
                "B didAppear", "A didDisappear",
            ])
        #expect(scene.root.view.window == nil && scene.button.window == nil)
        #expect(
            scene.simulator.window.subviews.map { ObjectIdentifier($0) } == [
                ObjectIdentifier(scene.badge), ObjectIdentifier(scene.presented.view),
            ])
        // B's view lets the touch through: nothing of A's is there any more; the window itself is hit.
        #expect(scene.simulator.window.hitTest(scene.buttonPoint, with: nil) === scene.simulator.window)
        scene.simulator.tap(at: scene.buttonPoint)
        scene.simulator.advance(by: 0.5)
        #expect(taps == 0)
        scene.presented.dismiss(animated: false)
        #expect(
            scene.journal.take() == [
                "B willDisappear", "A willAppear", "A.view willMoveToWindow window", "A.view didMoveToWindow window",
                "A didAppear", "B didDisappear",
            ])
        // Back at its index, under the badge, and hit again.
        #expect(scene.simulator.window.subviews.first === scene.root.view)
        #expect(scene.simulator.window.subviews.count == 2)
        #expect(scene.simulator.window.hitTest(scene.buttonPoint, with: nil) === scene.button)
        scene.simulator.tap(at: scene.buttonPoint)
        scene.simulator.advance(by: 0.5)
        #expect(taps == 1)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC9: .overFullScreen keeps the presenter's view: a touch let through reaches its button")
    func overFullScreenKeepsThePresentersView() {
        let scene = Scene(.overFullScreen)
        scene.root.present(scene.presented, animated: false)
        #expect(scene.journal.take() == ["B willAppear", "B didAppear"])
        #expect(scene.root.view.window === scene.simulator.window)
        #expect(scene.simulator.window.hitTest(scene.buttonPoint, with: nil) === scene.button)
    }

    @Test(
        "VC9, VC6: animated .fullScreen — removed when the slide ends; back under the sliding view before the dismissal's slide"
    )
    func animatedFullScreen() {
        let scene = Scene(.fullScreen)
        let window = scene.simulator.window
        scene.root.present(scene.presented, animated: true)
        scene.simulator.advance(by: 0.2)
        #expect(scene.root.view.window === window, "visible under the sliding view during the presentation")
        scene.simulator.advance(by: 0.2)
        #expect(scene.root.view.window == nil)
        #expect(
            scene.journal.take() == [
                "A willDisappear coordinated", "B willAppear coordinated", "A.view willMoveToWindow nil",
                "A.view didMoveToWindow nil", "B didAppear", "A didDisappear",
            ])
        scene.presented.dismiss(animated: true)
        #expect(
            scene.journal.take() == [
                "B willDisappear coordinated", "A willAppear coordinated", "A.view willMoveToWindow window",
                "A.view didMoveToWindow window",
            ])
        // Before the slide: back at its index, under the presented view (still the topmost).
        #expect(window.subviews.first === scene.root.view && window.subviews.last === scene.presented.view)
        scene.simulator.advance(by: 0.2)
        let shownY = scene.presented.view.layer.presentation()?.frame.origin.y ?? -1
        #expect(shownY > 0 && shownY < window.bounds.height, "the presented view slides down over it: \(shownY)")
        scene.simulator.advance(by: 0.2)
        #expect(scene.journal.take() == ["A didAppear", "B didDisappear"])
        #expect(window.subviews.count == 2 && window.hitTest(scene.buttonPoint, with: nil) === scene.button)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test(
        "VC9, VC7: a custom presentation controller whose shouldRemovePresentersView is true removes the presenter's view"
    )
    func customRemovingPresentation() {
        for animated in [false, true] {
            let scene = Scene(.custom)
            let delegate = RemovingTransitioningDelegate()
            scene.presented.transitioningDelegate = delegate
            scene.root.present(scene.presented, animated: animated)
            scene.simulator.advance(by: 0.5)
            let coordinated = animated ? " coordinated" : ""
            #expect(
                scene.journal.take() == [
                    "A willDisappear\(coordinated)", "B willAppear\(coordinated)", "A.view willMoveToWindow nil",
                    "A.view didMoveToWindow nil", "B didAppear", "A didDisappear",
                ])
            #expect(scene.root.view.window == nil)
            #expect(scene.simulator.window.hitTest(scene.buttonPoint, with: nil) !== scene.button)
            scene.presented.dismiss(animated: animated)
            #expect(scene.root.view.window === scene.simulator.window, "back before the dismissal runs")
            scene.simulator.advance(by: 0.5)
            #expect(
                scene.simulator.window.subviews.count == 2 && scene.simulator.window.subviews.first === scene.root.view)
            #expect(scene.simulator.window.hitTest(scene.buttonPoint, with: nil) === scene.button)
            #expect(scene.simulator.issues.isEmpty)
        }
    }

    @Test("VC9, VC5: a rotation while the presenter's view is out: it comes back covering the rotated window")
    func rotationWhileRemoved() {
        let scene = Scene(.fullScreen)
        scene.root.present(scene.presented, animated: false)
        scene.simulator.rotate(to: .landscapeLeft)
        scene.simulator.advance(by: 0.5)
        #expect(scene.root.view.bounds.size == CGSize(width: 375, height: 667), "not laid out out of the window")
        scene.presented.dismiss(animated: false)
        #expect(scene.root.view.frame == scene.simulator.window.bounds)
        #expect(scene.simulator.window.bounds.size == CGSize(width: 667, height: 375))
    }

    @Test("VC9: .fullScreen from a navigation controller's child removes the navigation controller's view")
    func fullScreenFromAChildRemovesTheRootView() {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let child = JournalController("C", journal)
        let navigation = UINavigationController(rootViewController: child)
        simulator.window.rootViewController = navigation
        let presented = JournalController("P", journal)
        presented.modalPresentationStyle = .fullScreen
        presented.view.isUserInteractionEnabled = false
        journal.lines.removeAll()
        child.present(presented, animated: false)
        #expect(journal.take() == ["C willDisappear", "P willAppear", "P didAppear", "C didDisappear"])
        #expect(navigation.view.window == nil && child.view.window == nil)
        let barPoint = CGPoint(x: 100, y: navigation.navigationBar.frame.midY)
        #expect(simulator.window.hitTest(barPoint, with: nil) === simulator.window)
        presented.dismiss(animated: false)
        #expect(journal.take() == ["P willDisappear", "C willAppear", "C didAppear", "P didDisappear"])
        #expect(simulator.window.subviews.first === navigation.view)
        #expect(simulator.window.hitTest(barPoint, with: nil)?.isDescendant(of: navigation.navigationBar) == true)
    }

    @Test("VC9: a chain of full-screen presentations — each covers the view below it; dismissals put each back")
    func chainOfFullScreenPresentations() {
        let scene = Scene(.fullScreen)
        let window = scene.simulator.window
        let third = JournalController("C", scene.journal)
        third.modalPresentationStyle = .fullScreen
        scene.root.present(scene.presented, animated: false)
        scene.presented.present(third, animated: false)
        #expect(scene.root.view.window == nil && scene.presented.view.window == nil)
        #expect(window.subviews.count == 2 && window.subviews.last === third.view)
        third.dismiss(animated: false)
        #expect(window.subviews.last === scene.presented.view && scene.root.view.window == nil)
        scene.presented.dismiss(animated: false)
        #expect(window.subviews.count == 2 && window.subviews.first === scene.root.view)
        #expect(window.hitTest(scene.buttonPoint, with: nil) === scene.button)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test(
        "VC9, VC8: a cancelled interactive presentation leaves the presenter's view in place; a cancelled dismissal takes it out again"
    )
    func cancelledInteractiveTransitions() {
        let scene = Scene(.custom)
        let window = scene.simulator.window
        let delegate = RemovingTransitioningDelegate()
        scene.presented.transitioningDelegate = delegate
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        scene.root.present(scene.presented, animated: true)
        delegate.interaction?.update(0.5)
        delegate.interaction?.cancel()
        scene.simulator.advance(by: 1)
        #expect(scene.root.presentedViewController == nil)
        #expect(window.subviews.count == 2 && window.subviews.first === scene.root.view)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        scene.root.present(scene.presented, animated: true)
        delegate.interaction?.update(0.5)
        delegate.interaction?.finish()
        scene.simulator.advance(by: 1)
        #expect(scene.root.presentedViewController === scene.presented && scene.root.view.window == nil)
        delegate.interaction = UIPercentDrivenInteractiveTransition()
        scene.presented.dismiss(animated: true)
        #expect(scene.root.view.window === window, "back under the presented view while the dismissal runs")
        delegate.interaction?.update(0.3)
        delegate.interaction?.cancel()
        scene.simulator.advance(by: 1)
        #expect(scene.root.presentedViewController === scene.presented && scene.root.view.window == nil)
        delegate.interaction = nil
        scene.presented.dismiss(animated: true)
        scene.simulator.advance(by: 1)
        #expect(window.subviews.count == 2 && window.subviews.first === scene.root.view)
        #expect(window.hitTest(scene.buttonPoint, with: nil) === scene.button)
        #expect(scene.simulator.issues.isEmpty)
    }
}
