import Foundation
import ResponderKit
import Testing

/// FB1: haptics are recorded per world, in order, on the virtual clock, and in the trace.
@MainActor @Suite struct FeedbackGeneratorTests {
    final class LikeButton: UIButton {
        let impact = UIImpactFeedbackGenerator(style: .light)

        override init(frame: CGRect) {
            super.init(frame: frame)
            addAction(UIAction { [unowned self] _ in impact.prepare() }, for: .touchDown)
            addAction(UIAction { [unowned self] _ in impact.impactOccurred() }, for: .touchUpInside)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("FB1: a button's haptic is recorded when its action runs, at the virtual time, prepared first")
    func impactOnTap() {
        let simulator = EventSimulator()
        let trace = simulator.trace
        trace.isEnabled = true
        let button = LikeButton(frame: CGRect(x: 20, y: 100, width: 60, height: 44))
        simulator.window.addSubview(button)
        simulator.advance(by: 2)
        let finger = simulator.touchDown(at: CGPoint(x: 40, y: 120))
        #expect(button.impact.isPrepared)
        #expect(simulator.hapticFeedback.isEmpty)
        simulator.advance(by: 0.1)
        simulator.lift(finger)
        #expect(!button.impact.isPrepared)
        #expect(simulator.hapticFeedback.map(\.kind) == [.impact(.light, intensity: 1)])
        #expect(abs(simulator.hapticFeedback[0].time - 2.1) < 1e-9)
        #expect(trace.lines().contains { $0.contains("feedback impact light intensity 1.0") })
    }

    @Test("FB1: notification, selection and impact intensities (clamped to 0...1) in order; medium by default")
    func kinds() {
        let simulator = EventSimulator()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        UISelectionFeedbackGenerator().selectionChanged()
        let impact = UIImpactFeedbackGenerator()
        #expect(impact.style == .medium)
        impact.impactOccurred(intensity: 3)
        impact.impactOccurred(intensity: .nan)
        impact.impactOccurred(intensity: 0.25)
        #expect(
            simulator.hapticFeedback.map(\.kind) == [
                .notification(.error), .selectionChanged, .impact(.medium, intensity: 1),
                .impact(.medium, intensity: 1), .impact(.medium, intensity: 0.25),
            ])
    }

    @Test("FB1: each world records its own haptics")
    func perWorld() {
        let first = EventSimulator()
        let second = EventSimulator()
        second.withCurrentWorld { UISelectionFeedbackGenerator().selectionChanged() }
        #expect(first.hapticFeedback.isEmpty)
        #expect(second.hapticFeedback.count == 1)
    }
}
