import Foundation

#if !canImport(Darwin)
    /// Core Foundation's time interval, which Linux Foundation does not export.
    public typealias CFTimeInterval = Double
#endif

/// Core Animation's clock: the virtual time of the world whose code is running (A3, DL1), so that code
/// measuring frame times with it agrees with display links and `simulator.currentTime`.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval { UIApplication.shared.clock.now }
