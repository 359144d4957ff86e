import Testing
import UIKit

@testable import PortingCorpus

/// Translated KVO, time, associated objects, nil-targeted actions and app delegates (SPEC PT3, PT6-PT8).
@MainActor @Suite struct ConstructRuntimeTests {
    @Test("PT6: observeValue(forKeyPath:) hears a scroll view's contentOffset; @objc dynamic notifies")
    func stringKeyObservation() {
        let controller = ScrollProgressObserver()
        controller.startObserving()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 50)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 80)
        controller.stopObserving()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 90)
        #expect(controller.offsets == [50, 80])
        #expect(controller.progress == 0.8)
    }

    @Test("PT6: a user's @objc dynamic property notifies string-key observers")
    func dynamicPropertyNotifies() {
        let controller = ScrollProgressObserver()
        let listener = ProgressListener()
        controller.addObserver(listener, forKeyPath: "progress", options: [.new], context: nil)
        controller.progress = 0.5
        controller.progress = 0.75
        controller.removeObserver(listener, forKeyPath: "progress")
        controller.progress = 1
        #expect(listener.values == [0.5, 0.75])
    }

    final class ProgressListener: UIResponder {
        var values: [CGFloat] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            if keyPath == "progress", let value = change?[.newKey] as? CGFloat { values.append(value) }
        }
    }

    @Test("PT8: a debounce timer and a delayed hide fire only when the virtual clock reaches them")
    func timersRunOnTheVirtualClock() {
        let simulator = EventSimulator()
        let debouncer = SearchDebouncer(frame: .zero)
        simulator.window.addSubview(debouncer)
        debouncer.textChanged("s")
        simulator.advance(by: 0.2)
        debouncer.textChanged("sw")
        simulator.advance(by: 0.29)
        #expect(debouncer.searches.isEmpty)
        simulator.advance(by: 0.02)
        #expect(debouncer.searches == ["sw"])
        #expect(debouncer.hintVisible)
        simulator.advance(by: 2)
        #expect(!debouncer.hintVisible)
        debouncer.flash()
        simulator.advance(by: 0.99)
        #expect(!debouncer.hintVisible)
        simulator.advance(by: 0.02)
        #expect(debouncer.hintVisible)
    }

    @Test("PT7: associated objects round-trip")
    func associatedObjects() {
        let view = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        #expect(view.badgeText == "3")
        #expect(UIView().badgeText == nil)
    }

    @Test("PT3: a nil-targeted action reaches the controller up the responder chain")
    func nilTargetedAction() {
        let simulator = EventSimulator()
        let controller = ComposeViewController()
        simulator.window.rootViewController = controller
        controller.view.frame = simulator.window.bounds
        controller.sendButton.frame = CGRect(x: 10, y: 100, width: 80, height: 44)
        controller.view.layoutIfNeeded()
        simulator.tap(at: CGPoint(x: 40, y: 120))
        #expect(controller.sent == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT1: an app delegate marked @UIApplicationMain compiles and answers launch")
    func appDelegate() {
        let delegate = LaunchDelegate()
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
    }

    @Test("PT1, PT3: a button made in its own init wires its #selector action")
    func greetingButton() {
        let simulator = EventSimulator()
        let button = GreetingButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        simulator.window.addSubview(button)
        simulator.tap(at: CGPoint(x: 50, y: 120))
        #expect(button.greetings == 1)
    }
}
