import Foundation

public struct TraceSpec: Equatable, Sendable {
    public var timestamps = false
    /// Only these kinds of trace lines (nil: all).
    public var kinds: [String]?
    /// Prints the per-touch summary after the trace (`touch 1 at {x, y} -> View`).
    public var summary = true
}
