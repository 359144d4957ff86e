import Foundation

public struct Step: Equatable, Sendable {
    /// Absolute time (seconds); nil: when the previous step ends (plus `after`).
    public var at: Double?
    public var after: Double?
    /// A line written to the trace before the step (`--- tap SubView3`).
    public var note: String?
    public var action: StepAction = .wait
}
