// libFuzzer target `library` (Reliability, "The targets"): bytes -> a sequence of calls to ResponderKit's public API,
// as a library user could make them, with extreme values: frames, bounds, centers and transforms at ±1e308,
// 5e-324, -0, NaN and infinities (and scale 0), hit-tests and conversions at such points, scroll views'
// contentOffset/contentSize/insets/zoom, slider, stepper and segmented-control values, `advance(by:)` up
// to 1e308 with fingers and a stepper held, many fingers at once, requireToFail chains and diamonds built
// by the API, and deep subtrees attached in one `addSubview`. (Tables are another fuzzer's.)
//
// Invariants, checked after every call (a violation traps, in the harness only):
// * nothing traps, and every call returns (libFuzzer's -timeout catches one that does not: bounded work);
// * a call given a non-finite frame, center or bounds is refused and says so in `simulator.issues`;
// * the center and bounds a view keeps are finite (its frame, derived through the transform, may
//   overflow: an open finding); controls' values stay finite and within their limits; the segmented
//   control's selection is a segment or none; the virtual clock is finite and never goes back;
// * hit-testing answers nil or a view of the window;
// * L2: the same bytes give the same issues and the same final state twice.
// Built by scripts/fuzz.sh (`scripts/fuzz.sh library SECONDS`).

import Foundation
import ResponderKit

@_cdecl("LLVMFuzzerTestOneInput")
public func libraryFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let first = LibraryCase(bytes).run()
        let second = LibraryCase(bytes).run()
        if first != second { violation("L2", "two runs of the same calls differ:\n\(first)\n---\n\(second)") }
    }
    return 0
}

/// Extreme values every numeric argument is drawn from (and small ordinary ones).
enum Extremes {
    static let doubles: [Double] = [
        0, 1, -1, 0.5, 10, 100, 320, -0.0, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 1e16, -1e16, 1e39, -1e39,
        9_007_199_254_740_994, 1e-300,
        .nan, .infinity, -.infinity, 2_147_483_648, 9.223_372_036_854_775_807e18,
    ]

    static let ints: [Int] = [0, 1, -1, 2, 5, 100, Int.max, Int.min, Int(Int32.max), -2, 1_000_000]
}

extension ByteReader {
    mutating func extreme() -> Double { pick(Extremes.doubles) }
    mutating func cg() -> CGFloat { CGFloat(extreme()) }
    mutating func point() -> CGPoint { CGPoint(x: cg(), y: cg()) }
    mutating func rect() -> CGRect { CGRect(x: cg(), y: cg(), width: cg(), height: cg()) }
    /// Mostly ordinary points on the screen, sometimes extreme.
    mutating func touchPoint() -> CGPoint {
        chance(80) ? CGPoint(x: coordinate(0...320), y: coordinate(0...568)) : point()
    }
}
