import Foundation
import MallocCounter

/// One measured case: median nanoseconds per operation over many samples after a warm-up, on the
/// monotonic clock, and heap allocations per operation counted by the interposed allocator.
struct Measurement {
    let name: String
    let nanoseconds: Double
    let baselineNanoseconds: Double?
    let allocationsPerOperation: Double
}

@MainActor struct Harness {
    let quick: Bool

    /// Runs `operation` until a sample lasts about `sampleTarget`, then takes `samples` samples.
    func median(_ operation: () -> Void) -> Double {
        let sampleTarget: Duration = quick ? .milliseconds(2) : .milliseconds(10)
        let samples = quick ? 15 : 41
        let clock = ContinuousClock()
        // Warm-up, and find how many operations fill one sample.
        var batch = 1
        while true {
            let elapsed = clock.measure { for _ in 0..<batch { operation() } }
            if elapsed >= sampleTarget || batch >= 1 << 24 { break }
            batch *= 2
        }
        var perOperation: [Double] = []
        for _ in 0..<samples {
            let elapsed = clock.measure { for _ in 0..<batch { operation() } }
            perOperation.append(
                Double(elapsed.components.attoseconds) / 1e9 / Double(batch)
                    + Double(elapsed.components.seconds) * 1e9 / Double(batch))
        }
        perOperation.sort()
        return perOperation[perOperation.count / 2]
    }

    /// Heap allocations per operation over `count` runs (after one warm-up run).
    func allocations(count: Int = 200, _ operation: () -> Void) -> Double {
        operation()
        let before = mc_allocations()
        for _ in 0..<count { operation() }
        return Double(mc_allocations() - before) / Double(count)
    }

    func liveBytes() -> Int64 { mc_live_bytes() }

    /// Live heap bytes per object made by `make`, over `count` objects kept alive.
    func bytesPerObject<T>(count: Int, _ make: () -> T) -> Double {
        var kept: [T] = []
        kept.reserveCapacity(count)
        let before = mc_live_bytes()
        for _ in 0..<count { kept.append(make()) }
        let after = mc_live_bytes()
        withExtendedLifetime(kept) {}
        return Double(after - before) / Double(count)
    }
}
