import Testing
import UIKit

/// A2 with animations: an iOS payment sheet (`PaymentSheetViewController.swift`, imports untouched) driven
/// by the simulator on the virtual clock.
@MainActor @Suite struct AnimationPortingTests {
    private func presentedSheet(settled: Bool) -> (EventSimulator, PaymentSheetViewController) {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let controller = PaymentSheetViewController()
        simulator.window.rootViewController = controller
        controller.present()
        if settled { simulator.advance(by: 0.6) }
        return (simulator, controller)
    }

    /// The pay button's centre in the window: the sheet's top is at 844 − 320.
    private let payPoint = CGPoint(x: 195, y: 524 + 145)

    @Test("AN1, AN3, AN4, AN8: the sheet springs up; touches skip it until it lands, then reach the button")
    func presentSpringsUpAndBlocksTouches() {
        let (simulator, controller) = presentedSheet(settled: false)
        // The model is at the end at once (hit-testing reads it); the presentation is on its way.
        #expect(controller.sheet.transform == .identity && controller.dimmingView.alpha == 1)
        simulator.advance(by: 0.1)
        let rising = controller.sheet.layer.presentation()!.transform.m42
        #expect(rising > 0 && rising < 320)
        #expect(controller.dimmingView.layer.presentation()!.opacity < 1)
        // Without .allowUserInteraction the animating sheet (and its button) is skipped.
        simulator.tap(at: payPoint)
        #expect(controller.payAttempts == 0 && !controller.isPresented)
        simulator.advance(by: 0.4)
        #expect(controller.isPresented)
        #expect(controller.sheet.layer.presentation()!.transform.m42 == 0)
        simulator.tap(at: payPoint)
        #expect(controller.payAttempts == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("AN20, AN21, AN22: a wrong code shakes the box; a right one crossfades the title and spins the ring")
    func shakeTransitionAndSpinner() {
        let (simulator, controller) = presentedSheet(settled: true)
        simulator.tap(at: payPoint)
        // Seven values evenly spaced over 0.4 s, linear: at 0.1 s (a quarter) half way from 12 to −8.
        simulator.advance(by: 0.1)
        #expect(abs(controller.codeBox.layer.presentation()!.transform.m41 - 2) < 1e-9)
        #expect(controller.codeBox.transform == .identity)
        simulator.advance(by: 0.35)
        #expect(controller.codeBox.layer.animation(forKey: "shake") == nil)

        controller.code = "123456"
        simulator.tap(at: payPoint)
        #expect(controller.payAttempts == 2)
        #expect(controller.payButton.currentTitle == "Paying…")
        #expect(controller.payButton.layer.animation(forKey: "transition") != nil)
        // The crossfade (no .allowUserInteraction) keeps touches off the button while it runs.
        simulator.tap(at: payPoint)
        #expect(controller.payAttempts == 2)
        simulator.advance(by: 0.25)
        let t = controller.loadingRing.layer.presentation()!.transform
        // The ring started at the second tap's lift; the blocked tap took 0.05 s: 0.3 of a 1 s turn.
        let turned = atan2(t.m12, t.m11)
        #expect(abs(turned - 2 * .pi * 0.3) < 1e-9)
        simulator.advance(by: 10)
        #expect(controller.loadingRing.layer.animationKeys() == ["spin"])
        simulator.tap(at: payPoint)
        #expect(controller.payAttempts == 3)
        #expect(simulator.issues.isEmpty)
    }

    @Test("AN12, AN16, AN17: dragging the sheet down scrubs the animator; released past half it dismisses")
    func dragDownDismisses() {
        let (simulator, controller) = presentedSheet(settled: true)
        let finger = simulator.touchDown(at: CGPoint(x: 195, y: 540))
        for step in 1...12 {
            simulator.advance(by: 0.02)
            simulator.move(finger, to: CGPoint(x: 195, y: 540 + CGFloat(step) * 20))
        }
        // Scrubbed linearly: the sheet's offset and the dimming's fade show the same fraction.
        let offset = controller.sheet.layer.presentation()!.transform.m42
        let fade = CGFloat(controller.dimmingView.layer.presentation()!.opacity)
        #expect(offset > 160 && offset < 320)
        #expect(abs(offset / 320 - (1 - fade)) < 1e-6)
        simulator.lift(finger)
        #expect(controller.dismissals == 0)
        simulator.advance(by: 0.5)
        #expect(controller.dismissals == 1 && !controller.isPresented)
        #expect(controller.sheet.transform.ty == 320 && controller.dimmingView.alpha == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("AN7, AN16, AN17, AN18: a short slow drag springs the sheet back; a tap outside dismisses it")
    func shortDragSpringsBack() {
        let (simulator, controller) = presentedSheet(settled: true)
        let finger = simulator.touchDown(at: CGPoint(x: 195, y: 540))
        for step in 1...6 {
            simulator.advance(by: 0.1)
            simulator.move(finger, to: CGPoint(x: 195, y: 540 + CGFloat(step) * 10))
        }
        let offset = controller.sheet.layer.presentation()!.transform.m42
        #expect(offset > 0 && offset < 160)
        simulator.lift(finger)
        simulator.advance(by: 0.5)
        #expect(controller.dismissals == 0)
        // Finished at .start: the values before the animator's block are back in the model.
        #expect(controller.sheet.transform == .identity && controller.dimmingView.alpha == 1)
        #expect(controller.sheet.layer.presentation()!.transform.m42 == 0)
        // AN7: a tap above the sheet dismisses it with a block animation; its completion runs at its end.
        simulator.tap(at: CGPoint(x: 195, y: 200))
        #expect(controller.dismissals == 0 && controller.sheet.transform.ty == 320)
        simulator.advance(by: 0.3)
        #expect(controller.dismissals == 1)
        #expect(simulator.issues.isEmpty)
    }
}
