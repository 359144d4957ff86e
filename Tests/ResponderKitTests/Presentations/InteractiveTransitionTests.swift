import Foundation
import ResponderKit
import Testing

/// VC8: interactive custom transitions driven by pans through `UIPercentDrivenInteractiveTransition`: a side
/// menu opened by a screen-edge pan, a card dismissed by a downward pan that takes over from its scroll view
/// at the top; the appearance callbacks of finished and cancelled transitions.
@MainActor @Suite struct InteractiveTransitionTests {
    /// Opens the menu with a left-edge pan: the fraction is the translation over the menu's width; on release
    /// it finishes at half or more, else cancels.
    @MainActor final class SideMenuDriver {
        let root: UIViewController
        let menu: UIViewController
        let delegate: SlideTransitioningDelegate
        let journal: TransitionJournal
        let width: CGFloat
        init(root: UIViewController, menu: UIViewController, delegate: SlideTransitioningDelegate, width: CGFloat) {
            self.root = root
            self.menu = menu
            self.delegate = delegate
            self.journal = delegate.journal
            self.width = width
        }

        func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) {
            let progress = recognizer.translation(in: root.view).x / width
            switch recognizer.state {
            case .began:
                let interaction = UIPercentDrivenInteractiveTransition()
                delegate.presentationInteraction = interaction
                root.present(menu, animated: true) { [journal] in journal.add("present completion") }
                menu.transitionCoordinator?.notifyWhenInteractionChanges { [journal] context in
                    journal.add("interaction changed cancelled \(context.isCancelled)")
                }
                interaction.update(progress)
            case .changed:
                delegate.presentationInteraction?.update(progress)
            case .ended, .cancelled:
                if progress >= 0.5 {
                    delegate.presentationInteraction?.finish()
                } else {
                    delegate.presentationInteraction?.cancel()
                }
                delegate.presentationInteraction = nil
            default: break
            }
        }
    }

    @MainActor struct MenuScene {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root: JournalController
        let menu: JournalController
        let delegate: SlideTransitioningDelegate
        let driver: SideMenuDriver
        let edgePan = UIScreenEdgePanGestureRecognizer()

        init() {
            root = JournalController("A", journal)
            menu = JournalController("Menu", journal)
            simulator.window.rootViewController = root
            let height = simulator.window.bounds.height
            delegate = SlideTransitioningDelegate(
                frame: CGRect(x: 0, y: 0, width: 300, height: height), edge: .left, duration: 0.4, journal: journal)
            menu.modalPresentationStyle = .custom
            menu.transitioningDelegate = delegate
            driver = SideMenuDriver(root: root, menu: menu, delegate: delegate, width: 300)
            edgePan.edges = .left
            edgePan.addTarget(driver, action: SideMenuDriver.handle)
            root.view.addGestureRecognizer(edgePan)
            _ = journal.take()
        }

        /// The menu view's shown x (its presentation layer's).
        var shownX: CGFloat { menu.view.layer.presentation()?.frame.origin.x ?? .nan }
    }

    @Test("VC8: an edge pan scrubs the side menu by fraction; released past half it finishes on the clock")
    func sideMenuFinishes() {
        let scene = MenuScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 5, y: 300))
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(finger, to: CGPoint(x: 35, y: 300))
        #expect(
            scene.journal.take() == [
                "delegate presentationController", "delegate animationController(forPresented:)",
                "Menu willAppear interactive", "presentationTransitionWillBegin",
                "animateTransition present interactive true",
            ])
        // The model is final at once; what is shown follows the finger: 30 pt of 300 → x = −300 + 30.
        #expect(scene.menu.view.frame.origin.x == 0)
        #expect(abs(scene.shownX - -270) < 0.001)
        #expect(scene.menu.transitionCoordinator?.isInteractive == true)
        #expect(abs((scene.menu.transitionCoordinator?.percentComplete ?? 0) - 0.1) < 0.001)
        // Time alone does not move a paused transition.
        scene.simulator.advance(by: 1)
        #expect(abs(scene.shownX - -270) < 0.001)
        scene.simulator.move(finger, to: CGPoint(x: 185, y: 300))
        #expect(abs(scene.shownX - -120) < 0.001)
        scene.simulator.advance(by: 0.02)
        scene.simulator.lift(finger)
        #expect(scene.journal.take() == ["interaction changed cancelled false"])
        #expect(scene.menu.transitionCoordinator?.isInteractive == false)
        // The rest, 40 % of 0.4 s, runs on the clock.
        scene.simulator.advance(by: 0.15)
        #expect(scene.journal.lines.isEmpty)
        #expect(scene.shownX > -120 && scene.shownX < 0)
        scene.simulator.advance(by: 0.02)
        #expect(
            scene.journal.take() == [
                "animationEnded true", "presentationTransitionDidEnd true", "Menu didAppear", "present completion",
            ])
        #expect(scene.shownX == 0)
        #expect(scene.root.presentedViewController === scene.menu)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC8: released short of half the side menu's presentation is cancelled: will, will, did, no completion")
    func sideMenuCancels() {
        let scene = MenuScene()
        scene.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 65, y: 300), duration: 0.3, steps: 6)
        // 60 pt: cancelled at 20 %; the menu's will-disappear follows the interaction's handler at once.
        #expect(
            Array(scene.journal.take().suffix(2)) == [
                "interaction changed cancelled true", "Menu willDisappear coordinated",
            ])
        #expect(scene.menu.transitionCoordinator?.isCancelled == true)
        scene.simulator.advance(by: 0.4 * 0.2 + 0.01)
        #expect(
            scene.journal.take() == ["animationEnded false", "presentationTransitionDidEnd false", "Menu didDisappear"])
        // Everything is back: the menu is not presented, its view and the container left the window.
        #expect(scene.root.presentedViewController == nil && scene.menu.presentingViewController == nil)
        #expect(scene.menu.view.window == nil && scene.simulator.window.subviews.count == 1)
        // The property animator ran back to the start: the model takes the start values again.
        #expect(scene.menu.view.frame.origin.x == -300)
        #expect(scene.simulator.issues.isEmpty)
    }

    /// Dismisses the card with a downward pan once its scroll view is at the top: the pan runs with the
    /// scroll view's (simultaneously) and takes over when `contentOffset.y` reaches 0; on release the
    /// dismissal finishes past a third of the card's height, else cancels.
    @MainActor final class CardDismissDriver: UIGestureRecognizerDelegate {
        let card: UIViewController
        let scrollView: UIScrollView
        let delegate: SlideTransitioningDelegate
        var takeoverY: CGFloat?
        init(card: UIViewController, scrollView: UIScrollView, delegate: SlideTransitioningDelegate) {
            self.card = card
            self.scrollView = scrollView
            self.delegate = delegate
        }

        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }

        func handle(_ recognizer: UIPanGestureRecognizer) {
            let y = recognizer.translation(in: card.view.superview).y
            let height = card.view.bounds.height
            switch recognizer.state {
            case .began, .changed:
                if let start = takeoverY {
                    scrollView.contentOffset.y = 0
                    delegate.dismissalInteraction?.update((y - start) / height)
                } else if scrollView.contentOffset.y <= 0 && y > 0 {
                    takeoverY = y
                    delegate.journal.add("takeover at offset \(Int(scrollView.contentOffset.y))")
                    delegate.dismissalInteraction = UIPercentDrivenInteractiveTransition()
                    card.dismiss(animated: true)
                }
            case .ended, .cancelled:
                guard let start = takeoverY, let interaction = delegate.dismissalInteraction else { return }
                if (y - start) / height >= 1 / 3 { interaction.finish() } else { interaction.cancel() }
                delegate.dismissalInteraction = nil
                takeoverY = nil
            default: break
            }
        }
    }

    @MainActor struct CardScene {
        let simulator = EventSimulator()
        let journal = TransitionJournal()
        let root: JournalController
        let card: JournalController
        let delegate: SlideTransitioningDelegate
        let scrollView = UIScrollView()
        let driver: CardDismissDriver
        let pan = UIPanGestureRecognizer()

        init() {
            root = JournalController("A", journal)
            card = JournalController("Card", journal)
            simulator.window.rootViewController = root
            let bounds = simulator.window.bounds
            delegate = SlideTransitioningDelegate(
                frame: CGRect(x: 0, y: 167, width: bounds.width, height: bounds.height - 167), edge: .bottom,
                duration: 0.3, journal: journal)
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: false)
            scrollView.frame = card.view.bounds
            scrollView.contentSize = CGSize(width: bounds.width, height: 2000)
            scrollView.bounces = false
            scrollView.contentOffset.y = 100
            card.view.addSubview(scrollView)
            driver = CardDismissDriver(card: card, scrollView: scrollView, delegate: delegate)
            pan.delegate = driver
            pan.addTarget(driver, action: CardDismissDriver.handle)
            card.view.addGestureRecognizer(pan)
            _ = journal.take()
        }
    }

    @Test("VC8: the card's pan scrolls the content to its top first, then takes over and dismisses")
    func cardTakesOverAtTop() {
        let scene = CardScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 180, y: 250))
        var y: CGFloat = 250
        // Dragging down 60 pt scrolls the content back towards the top; no dismissal yet.
        for _ in 0..<3 {
            y += 20
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(finger, to: CGPoint(x: 180, y: y))
        }
        #expect(scene.scrollView.contentOffset.y > 0)
        #expect(scene.card.isBeingDismissed == false)
        #expect(scene.journal.lines.isEmpty)
        // Further down the content reaches its top and the dismissal takes over.
        while scene.driver.takeoverY == nil && y < 500 {
            y += 20
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(finger, to: CGPoint(x: 180, y: y))
        }
        #expect(
            scene.journal.take() == [
                "takeover at offset 0", "delegate animationController(forDismissed:)", "Card willDisappear interactive",
                "dismissalTransitionWillBegin", "animateTransition dismiss interactive true",
            ])
        // From here the content stays at its top and the card follows the finger.
        for _ in 0..<10 {
            y += 20
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(finger, to: CGPoint(x: 180, y: y))
        }
        #expect(scene.scrollView.contentOffset.y == 0)
        let shown = scene.card.view.layer.presentation()?.frame.origin.y ?? 0
        #expect(shown > 167 + 150 && shown < 167 + 250)
        scene.simulator.lift(finger)
        scene.simulator.advance(by: 0.3)
        #expect(
            scene.journal.take() == [
                "animationEnded true", "dismissalTransitionDidEnd true", "Card didDisappear",
            ])
        #expect(scene.root.presentedViewController == nil && scene.card.view.window == nil)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("VC8: a cancelled interactive dismissal — will-disappear, will-appear, did-appear; the card stays")
    func cancelledDismissalCallbacks() {
        let scene = CardScene()
        scene.scrollView.contentOffset.y = 0
        let finger = scene.simulator.touchDown(at: CGPoint(x: 180, y: 250))
        var y: CGFloat = 250
        for _ in 0..<5 {
            y += 20
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(finger, to: CGPoint(x: 180, y: y))
        }
        #expect(scene.card.isBeingDismissed)
        scene.simulator.advance(by: 0.02)
        scene.simulator.lift(finger)
        scene.simulator.advance(by: 0.3)
        // Documented (Apple, notifyWhenInteractionChanges(_:)): on a cancel the disappearing controller gets
        // will-appear again; it then appears, and the presenting controller had no callbacks at all.
        #expect(
            scene.journal.take() == [
                "takeover at offset 0", "delegate animationController(forDismissed:)", "Card willDisappear interactive",
                "dismissalTransitionWillBegin", "animateTransition dismiss interactive true",
                "Card willAppear coordinated", "animationEnded false", "dismissalTransitionDidEnd false",
                "Card didAppear",
            ])
        #expect(scene.root.presentedViewController === scene.card)
        #expect(scene.card.isBeingDismissed == false)
        #expect(scene.card.view.window != nil)
        #expect(scene.card.view.frame == scene.delegate.frame)
        // It can be dismissed again, by code.
        scene.card.dismiss(animated: false)
        #expect(scene.root.presentedViewController == nil)
        #expect(scene.simulator.issues.isEmpty)
    }
}
