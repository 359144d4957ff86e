import Foundation

/// Something that wants to hear of every simulator made in a task and the tasks it starts, e.g.
/// ResponderKitTesting's `.eventTrace` trait, which turns their traces on (X11). ResponderKit itself
/// knows no test framework: this is the one seam.
public protocol EventSimulatorObserver: Sendable {
    /// Called at the end of `EventSimulator.init`, on the main actor.
    @MainActor func simulatorDidInit(_ simulator: EventSimulator)
}

/// X11: the observer of the running task, if any (task-local, so concurrent tests do not see each
/// other's simulators).
public enum EventSimulatorObservation {
    @TaskLocal public static var observer: (any EventSimulatorObserver)?
}
