import Foundation

/// The base of UIKit's haptic generators (FB1). Haptics are recorded per world, in order, with the virtual
/// time: `EventSimulator.hapticFeedback`, and a `feedback` line in the trace.
@preconcurrency @MainActor open class UIFeedbackGenerator {
    /// Whether `prepare()` was called since the last haptic (not UIKit API: UIKit keeps the engine state
    /// private; read by tests that check an app prepares before a gesture's haptic).
    public private(set) var isPrepared = false

    public init() {}

    /// Readies the engine for a haptic soon; it stays ready until the next haptic (FB1).
    open func prepare() { isPrepared = true }

    /// Records the haptic in the running world (FB1).
    func occur(_ kind: HapticFeedback.Kind) {
        isPrepared = false
        let application = CurrentWorld.application
        let feedback = HapticFeedback(kind: kind, time: application.clock.now)
        application.hapticFeedback.append(feedback)
        application.tracer?.record(.info("feedback \(feedback) (FB1)", kind: "note"))
    }
}
