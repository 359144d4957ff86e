import Foundation
import ResponderKit
import Testing

/// VC7: `.custom` presentations through a transitioning delegate, a presentation controller with a dimming
/// view, and an animator, on the virtual clock; what stays in the window and receives touches.
@MainActor @Suite struct CustomPresentationTests {
    @MainActor struct Scene {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root: JournalController
        let card: JournalController
        let delegate: SlideTransitioningDelegate
        let button = UIButton(type: .system)

        init() {
            root = JournalController("A", journal)
            card = JournalController("B", journal)
            simulator.window.rootViewController = root
            let bounds = simulator.window.bounds
            delegate = SlideTransitioningDelegate(
                frame: CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2),
                edge: .bottom, duration: 0.3, journal: journal)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            button.frame = CGRect(x: 20, y: 60, width: 200, height: 60)
            button.addAction(UIAction { [journal] _ in journal.add("A's button") }, for: .touchUpInside)
            root.view.addSubview(button)
            _ = journal.take()
        }
    }

    @Test("VC7: animated custom presentation — delegate, wills, willBegin, animator; completeTransition, dids")
    func presentOrder() {
        let scene = Scene()
        scene.root.present(scene.card, animated: true) { scene.journal.add("present completion") }
        #expect(
            scene.journal.take() == [
                "delegate presentationController", "delegate animationController(forPresented:)",
                "B willAppear coordinated", "presentationTransitionWillBegin",
                "animateTransition present interactive false",
            ])
        let controller = scene.card.presentationController as? DimmingPresentationController
        #expect(controller != nil)
        #expect(scene.card.transitionCoordinator?.presentationStyle == .custom)
        #expect(scene.card.transitionCoordinator?.transitionDuration == 0.3)
        // The card ends in the presentation controller's frame, inside its container view, over the window.
        let container = controller?.containerView
        #expect(container?.superview === scene.simulator.window)
        #expect(scene.card.view.superview === container)
        #expect(scene.card.view.frame == scene.delegate.frame)
        // The dimming view fades in alongside (model 1 at once, presentation on its way).
        scene.simulator.advance(by: 0.15)
        let opacity = controller?.dimmingView.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0 && opacity < 1)
        scene.simulator.advance(by: 0.16)
        #expect(
            scene.journal.take() == [
                "animationEnded true", "presentationTransitionDidEnd true", "B didAppear", "present completion",
            ])
        #expect(scene.card.transitionCoordinator == nil && scene.root.transitionCoordinator == nil)
        // The presenting controller stays (shouldRemovePresentersView is false): no callbacks, view in window.
        #expect(scene.root.view.window === scene.simulator.window)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC7: a tap on the dimming view dismisses; it covers the presenting controller's button until then")
    func dimmingTapDismisses() {
        let scene = Scene()
        scene.root.present(scene.card, animated: true)
        scene.simulator.advance(by: 0.31)
        _ = scene.journal.take()
        // The dimming view lies over A's button: the tap is the dimming view's.
        scene.simulator.tap(at: CGPoint(x: 60, y: 80))
        #expect(
            scene.journal.take() == [
                "dimming tapped", "delegate animationController(forDismissed:)", "B willDisappear coordinated",
                "dismissalTransitionWillBegin", "animateTransition dismiss interactive false",
            ])
        #expect(scene.card.isBeingDismissed)
        scene.simulator.advance(by: 0.31)
        #expect(
            scene.journal.take() == ["animationEnded true", "dismissalTransitionDidEnd true", "B didDisappear"])
        #expect(scene.root.presentedViewController == nil && scene.card.presentingViewController == nil)
        #expect(scene.card.presentationController == nil)
        #expect(scene.card.view.window == nil)
        #expect(scene.simulator.window.subviews.count == 1)
        // With the container gone, A's button takes the tap.
        scene.simulator.tap(at: CGPoint(x: 60, y: 80))
        #expect(scene.journal.take() == ["A's button"])
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC7: a tap on the card itself does not dismiss; a touch during the slide is refused (VC6)")
    func cardKeepsItsTouches() {
        let scene = Scene()
        scene.root.present(scene.card, animated: true)
        scene.simulator.tap(at: CGPoint(x: 60, y: 80))
        #expect(scene.journal.take().contains("dimming tapped") == false)
        scene.simulator.advance(by: 0.31)
        scene.simulator.tap(at: CGPoint(x: 60, y: 500))
        #expect(scene.root.presentedViewController === scene.card)
    }

    @Test("VC7: without a delegate, .custom uses a plain presentation controller and the cover-vertical slide")
    func customWithoutDelegate() {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root = JournalController("A", journal)
        simulator.window.rootViewController = root
        _ = journal.take()
        let card = JournalController("B", journal)
        card.modalPresentationStyle = .custom
        root.present(card, animated: true)
        let controller = card.presentationController
        #expect(controller != nil && type(of: controller!) == UIPresentationController.self)
        #expect(controller?.presentedViewController === card && controller?.presentingViewController === root)
        #expect(card.view.frame == simulator.window.bounds)
        simulator.advance(by: 0.175)
        let y = card.view.layer.presentation()?.frame.origin.y ?? -1
        #expect(y > 0 && y < simulator.window.bounds.height)
        simulator.advance(by: 0.2)
        #expect(journal.take() == ["B willAppear coordinated", "B didAppear"])
        // Unanimated dismissal: willBegin and didEnd within the call, the container gone.
        card.dismiss(animated: false)
        #expect(journal.take() == ["B willDisappear", "B didDisappear"])
        #expect(card.view.window == nil && simulator.window.subviews.count == 1)
    }

    @Test("VC7: an unanimated custom presentation installs the view at its frame within the call")
    func unanimated() {
        let scene = Scene()
        scene.root.present(scene.card, animated: false) { scene.journal.add("completion") }
        #expect(
            scene.journal.take() == [
                "delegate presentationController", "B willAppear", "presentationTransitionWillBegin",
                "presentationTransitionDidEnd true", "B didAppear", "completion",
            ])
        #expect(scene.card.view.frame == scene.delegate.frame)
        #expect(scene.card.transitionCoordinator == nil)
    }
}
