import Foundation
import ResponderKit
import Testing

/// VC6: animated `present(_:animated:completion:)` and `dismiss(animated:completion:)` slide on the virtual
/// clock with a `transitionCoordinator`; the wills at the start, the coordinator's completions then the dids
/// at the end, the completion last; the window takes no touches meanwhile. Apple
/// (developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator): "When you present or
/// dismiss a view controller, UIKit creates a transition coordinator object automatically and assigns it to
/// the view controller's transitionCoordinator property ... [it] lasts for the duration of the transition
/// animation."
@MainActor @Suite struct ViewControllerPresentationTransitionTests {
    final class Journal {
        var lines: [String] = []
    }

    /// Logs each callback with the coordinator's state, and registers alongside blocks in its wills.
    final class Logged: UIViewController {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        private var state: String {
            let coordinator = transitionCoordinator.map { "coordinator \($0.percentComplete)" } ?? "no coordinator"
            let flags = (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "")
            let window = viewIfLoaded?.window == nil ? "offWindow" : "inWindow"
            return "\(coordinator)\(flags) \(window)"
        }

        private func coordinate(_ step: String) {
            transitionCoordinator?.animate(
                alongsideTransition: { [self] context in
                    let inherited = UIView.inheritedAnimationDuration
                    journal.lines.append("\(name) alongside \(step) inherited \(inherited) \(context.isAnimated)")
                },
                completion: { [self] context in
                    journal.lines.append("\(name) completion \(context.percentComplete)")
                })
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            journal.lines.append("\(name) willAppear \(animated) \(state)")
            coordinate("appear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            journal.lines.append("\(name) didAppear \(animated) \(state)")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            journal.lines.append("\(name) willDisappear \(animated) \(state)")
            coordinate("disappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            journal.lines.append("\(name) didDisappear \(animated) \(state)")
        }
    }

    private func world(_ journal: Journal, style: UIModalPresentationStyle) -> (EventSimulator, Logged, Logged) {
        let simulator = EventSimulator()
        let root = Logged("A", journal)
        simulator.window.rootViewController = root
        let presented = Logged("B", journal)
        presented.modalPresentationStyle = style
        journal.lines.removeAll()
        return (simulator, root, presented)
    }

    @Test("VC6: animated full-screen present — wills at once, alongside in the slide, completions, dids, completion")
    func animatedPresentLog() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .fullScreen)
        root.present(presented, animated: true) { journal.lines.append("present completion") }
        #expect(root.transitionCoordinator != nil && presented.transitionCoordinator === root.transitionCoordinator)
        #expect(root.presentedViewController === presented)
        let started = journal.lines
        #expect(
            started == [
                "A willDisappear true coordinator 0.0 inWindow",
                "B willAppear true coordinator 0.0 presented offWindow",
                "A alongside disappear inherited 0.35 true",
                "B alongside appear inherited 0.35 true",
            ])
        // Mid-slide the view is in the window, its model frame at rest, its presented frame on the way up.
        simulator.advance(by: 0.175)
        #expect(journal.lines == started)
        #expect(presented.view.frame.origin.y == 0)
        let shownY = presented.view.layer.presentation()?.frame.origin.y ?? -1
        #expect(shownY > 0 && shownY < simulator.window.bounds.height)
        simulator.advance(by: 0.2)
        #expect(
            journal.lines == started + [
                "A completion 1.0", "B completion 1.0",
                "B didAppear true no coordinator presented inWindow",
                // VC9: the presenter's view has left the window once the presentation completed (VC1).
                "A didDisappear true no coordinator offWindow",
                "present completion",
            ])
        #expect(root.transitionCoordinator == nil && presented.transitionCoordinator == nil)
        #expect(!presented.isBeingPresented)
        #expect(simulator.issues.isEmpty)
    }

    @Test("VC6: animated full-screen dismiss mirrors it; the view leaves the window before the dids")
    func animatedDismissLog() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .fullScreen)
        root.present(presented, animated: false)
        journal.lines.removeAll()
        presented.dismiss(animated: true) { journal.lines.append("dismiss completion") }
        let started = journal.lines
        #expect(
            started == [
                "B willDisappear true coordinator 0.0 dismissed inWindow",
                // VC9: the presenter's view comes back after its will (VC1), before the slide.
                "A willAppear true coordinator 0.0 offWindow",
                "B alongside disappear inherited 0.35 true",
                "A alongside appear inherited 0.35 true",
            ])
        #expect(root.presentedViewController === presented)
        simulator.advance(by: 0.2)
        #expect(journal.lines == started)
        simulator.advance(by: 0.2)
        #expect(
            journal.lines == started + [
                "B completion 1.0", "A completion 1.0",
                "A didAppear true no coordinator inWindow",
                "B didDisappear true no coordinator dismissed offWindow",
                "dismiss completion",
            ])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.superview == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("VC2, VC6: unanimated present and dismiss are unchanged — all within the call, no coordinator")
    func unanimatedLog() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .fullScreen)
        root.present(presented, animated: false) { journal.lines.append("present completion") }
        presented.dismiss(animated: false) { journal.lines.append("dismiss completion") }
        #expect(
            journal.lines == [
                "A willDisappear false no coordinator inWindow",
                "B willAppear false no coordinator presented offWindow",
                "B didAppear false no coordinator presented inWindow",
                // VC9: out of the window between the presentation and the dismissal.
                "A didDisappear false no coordinator offWindow",
                "present completion",
                "B willDisappear false no coordinator dismissed inWindow",
                "A willAppear false no coordinator offWindow",
                "A didAppear false no coordinator inWindow",
                "B didDisappear false no coordinator dismissed offWindow",
                "dismiss completion",
            ])
        #expect(simulator.issues.isEmpty)
    }

    @Test("VC6: a sheet animates too, and leaves the presenting controller appeared")
    func animatedSheetLog() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .automatic)
        root.present(presented, animated: true)
        simulator.advance(by: 0.4)
        presented.dismiss(animated: true)
        simulator.advance(by: 0.4)
        #expect(
            journal.lines == [
                "B willAppear true coordinator 0.0 presented offWindow",
                "B alongside appear inherited 0.35 true",
                "B completion 1.0",
                "B didAppear true no coordinator presented inWindow",
                "B willDisappear true coordinator 0.0 dismissed inWindow",
                "B alongside disappear inherited 0.35 true",
                "B completion 1.0",
                "B didDisappear true no coordinator dismissed offWindow",
            ])
        #expect(root.presentedViewController == nil)
    }

    @Test("VC6: a tap during the slide reaches nothing (the window ignores interaction); after it, it does")
    func touchesIgnoredDuringTransition() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .fullScreen)
        var rootTaps = 0
        var presentedTaps = 0
        let rootButton = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        rootButton.addAction(UIAction { _ in rootTaps += 1 }, for: .touchUpInside)
        root.view.addSubview(rootButton)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        button.addAction(UIAction { _ in presentedTaps += 1 }, for: .touchUpInside)
        presented.view.addSubview(button)
        root.present(presented, animated: true)
        simulator.advance(by: 0.05)
        // The presented button's model frame is at rest under the tap; the presenting one shows there too.
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(presentedTaps == 0 && rootTaps == 0)
        let refusal = "window ignores interaction during a modal transition"
        #expect(simulator.trace.lines().contains { $0.contains(refusal) })
        simulator.advance(by: 0.4)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(presentedTaps == 1 && rootTaps == 0)
        // Dismissing: the same again.
        presented.dismiss(animated: true)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(presentedTaps == 1 && rootTaps == 0)
        simulator.advance(by: 0.4)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(presentedTaps == 1 && rootTaps == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("VC6: present or dismiss while a transition runs is reported and ignored (UIKit raises)")
    func overlappingTransitionsReported() {
        let journal = Journal()
        let (simulator, root, presented) = world(journal, style: .fullScreen)
        var completions = 0
        root.present(presented, animated: true) { completions += 1 }
        root.dismiss(animated: true) { completions += 10 }
        presented.present(Logged("C", journal), animated: false)
        simulator.advance(by: 0.4)
        #expect(completions == 1)
        #expect(root.presentedViewController === presented)
        #expect(
            simulator.issues == [
                "dismiss(animated:completion:): a presentation or dismissal is in progress; ignored",
                "present(_:animated:completion:): a presentation or dismissal is in progress; ignored",
            ])
    }
}
