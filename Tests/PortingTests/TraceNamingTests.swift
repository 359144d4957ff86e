import Foundation
import Testing
import UIKit

/// X14, X15: the trace of a ported screen names every object meaningfully without the developer naming
/// any, and gives every recognizer's decision a reason.
@MainActor @Suite struct TraceNamingTests {
    /// The controller's stored UIKit views and their property names, read here with `Mirror` on its own
    /// (the oracle: what a developer reading the class would call them).
    func properties(of controller: AnyObject) -> [(String, UIView)] {
        Mirror(reflecting: controller).children.compactMap { child in
            guard var label = child.label, let view = child.value as? UIView else { return nil }
            if label.hasPrefix("$__lazy_storage_$_") { label.removeFirst("$__lazy_storage_$_".count) }
            return (label, view)
        }
    }

    @Test("X14, X15: the sign-in screen's trace names views by property, recognizers by owner; all have reasons")
    func signInScreen() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = SignInViewController()
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        simulator.trace.isEnabled = true
        func centre(_ view: UIView) -> CGPoint {
            view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        }
        for view in [controller.signInButton, controller.helpButton, controller.rememberSwitch, controller.footer] {
            simulator.tap(at: centre(view))
        }
        simulator.drag(from: centre(controller.footer), to: CGPoint(x: 200, y: 100), duration: 0.2, steps: 4)
        simulator.settle()
        let held = properties(of: controller)
        #expect(held.count >= 8)
        for (label, view) in held { #expect(simulator.trace.name(of: view) == label) }
        #expect(simulator.trace.name(of: controller.view) == "SignInViewController.view")
        let text = simulator.trace.text()
        #expect(text.contains("touch 1 -> signInButton (tapCount 1)"))
        #expect(text.contains("footer.tap possible -> ended (tapped)"))
        #expect(text.contains("footer.tap possible -> failed (moved "))
        #expect(text.contains("action 'SignInViewController action' -> SignInViewController"))
        for bare in ["UIView", "UIButton", "UISwitch", "UIStackView", "UITapGestureRecognizer"] {
            #expect(
                !text.contains(" \(bare) ") && !text.contains("\n\(bare) ") && !text.contains("\(bare)#"), "\(bare)")
        }
        #expect(simulator.arenaReport.rows.allSatisfy { $0.reason != nil })
        #expect(simulator.issues.isEmpty)
    }
}
