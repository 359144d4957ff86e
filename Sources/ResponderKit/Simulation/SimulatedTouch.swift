import Foundation

/// A finger driven by an ``EventSimulator``.
@preconcurrency @MainActor public final class SimulatedTouch {
    /// The UIKit touch object this finger produces (one for its whole life, T1).
    public let touch: UITouch
    /// False once lifted or cancelled, or if it was rejected (e.g. non-finite coordinates).
    // Measured: public stored properties keep their run-time checks: unchecked, with `location`, keeps 0.5 % of
    // dispatch.move.10gr instructions; kept for the 10 % bound against b4ae607 (callgrind, 2026-11-28).
    @exclusivity(unchecked) public internal(set) var isActive: Bool
    /// Where the finger is, in the simulator window's coordinates.
    @exclusivity(unchecked) public internal(set) var location: CGPoint

    init(touch: UITouch, location: CGPoint, isActive: Bool) {
        self.touch = touch
        self.location = location
        self.isActive = isActive
    }

    /// The finger's number, as traces show it (`touch 3`).
    public var number: Int { touch.number }
}
