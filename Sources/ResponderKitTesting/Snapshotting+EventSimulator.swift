import Foundation
import ResponderKit
import SnapshotTesting

/// X13: routing snapshot-tested as text with swift-snapshot-testing (`assertSnapshot(of: simulator,
/// as: .trace)`), compared line by line. The trace must have been on while the touches were sent (the
/// `.eventTrace` trait turns it on).
extension Snapshotting where Value == EventSimulator, Format == String {
    /// The trace's text lines (X2), each with its virtual time (`[0.050] ...`).
    public static var trace: Snapshotting { trace(timestamps: true) }

    /// The trace's text lines (X2), optionally timed and limited to some `kinds` of entry.
    public static func trace(timestamps: Bool, kinds: Set<String>? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { simulator in
            onMainActor { simulator.trace.text(timestamps: timestamps, kinds: kinds) }
        }
    }

    /// The arena report's table (X6).
    public static var arenaReport: Snapshotting {
        SimplySnapshotting.lines.pullback { simulator in onMainActor { simulator.arenaReport.text } }
    }

    /// A simulator belongs to the main actor, and swift-snapshot-testing calls strategies synchronously on
    /// the caller's executor: call `assertSnapshot` from the main actor (a `@MainActor` test), as every
    /// other use of a simulator. Elsewhere Swift's isolation check stops the test, as it would for any
    /// main-actor API called off it; the thread cannot tell (Swift Testing's main actor on Linux does not
    /// run on the main thread).
    private static func onMainActor(_ body: @MainActor () -> String) -> String {
        MainActor.assumeIsolated { body() }
    }
}
