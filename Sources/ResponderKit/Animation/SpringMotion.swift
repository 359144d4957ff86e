import Foundation

/// A damped harmonic oscillator driving an animation's progress (AN3).
///
/// The animated value sits at displacement `x(t)` from its target, `x(0) = 1`, `x'(0) = -v₀`, under
/// `m·x'' + c·x' + k·x = 0`; progress is `1 - x(t)` (it overshoots 1 when underdamped). With
/// `ω₀ = √(k/m)` and `ζ = c / (2√(k·m))`:
/// * `ζ < 1`: `x = e^(-ζω₀t) (cos ω_d t + (ζω₀ - v₀)/ω_d · sin ω_d t)`, `ω_d = ω₀√(1-ζ²)`;
/// * `ζ = 1`: `x = e^(-ω₀t) (1 + (ω₀ - v₀) t)`;
/// * `ζ > 1`: `x = C₁e^(s₁t) + C₂e^(s₂t)`, `s₁,₂ = -ω₀(ζ ∓ √(ζ²-1))`.
///
/// The velocity `v₀` is in units of the whole distance per second (UIKit's `initialSpringVelocity`).
/// An animation built from a damping ratio and a duration (`usingSpringWithDamping`,
/// `UISpringTimingParameters(dampingRatio:)`) has mass 1 and the stiffness with which the spring settles
/// within the duration: the displacement envelope falls to ε = 0.001 at the duration (`e^(-ζω₀d) = ε`
/// when underdamped; `|x(d)| = ε` found by bisection otherwise) — the ε UIKit passes when it derives
/// spring parameters, and SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`. Springs given by
/// mass, stiffness and damping last their settling duration (the same ε). Either way the animation
/// ends exactly at its duration, on the target.
struct SpringMotion: Equatable, Sendable {
    static let epsilon = 0.001
    /// The smallest damping ratio used for duration-based springs (ζ = 0 would need infinite stiffness).
    static let minimumDampingRatio = 0.001

    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double
    /// Seconds the animation lasts; `progress(atFraction:)` spreads 0...1 over it.
    let duration: Double

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, duration: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    /// UIKit's damping-ratio-and-duration spring: mass 1, stiffness such that it settles within `duration`.
    init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
        let zeta = Swift.max(dampingRatio.isFinite ? dampingRatio : 1, Self.minimumDampingRatio)
        let d = duration > 0 && duration.isFinite ? duration : 0.001
        let omega = Self.naturalFrequency(dampingRatio: zeta, settlingIn: d)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
            initialVelocity: initialVelocity.isFinite ? initialVelocity : 0, duration: d)
    }

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω₀ for which a spring of ratio ζ (released at rest) has settled to ε at `d` seconds.
    static func naturalFrequency(dampingRatio zeta: Double, settlingIn d: Double) -> Double {
        if zeta < 1 { return -log(epsilon) / (zeta * d) }
        var low = 1e-9 / d
        var high = 1e9 / d
        for _ in 0..<200 {
            let mid = (low * high).squareRoot()
            let probe = SpringMotion(
                mass: 1, stiffness: mid * mid, damping: 2 * zeta * mid, initialVelocity: 0, duration: d)
            if abs(probe.displacement(at: d)) > epsilon { low = mid } else { high = mid }
            if high / low < 1 + 1e-12 { break }
        }
        return high
    }

    /// `x(t)`: 1 at the start, 0 at rest on the target.
    func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) < 1e-9 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / wd
            return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let s1 = -omega * (zeta - root)
        let s2 = -omega * (zeta + root)
        let c2 = (-v0 - s1) / (s2 - s1)
        let c1 = 1 - c2
        return c1 * exp(s1 * t) + c2 * exp(s2 * t)
    }

    /// Progress at a fraction of `duration`; exactly 1 at the end.
    func progress(atFraction u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        return 1 - displacement(at: u * duration)
    }

    /// Seconds until the displacement stays within ε: Core Animation's `settlingDuration` (AN3).
    var settlingDuration: Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        guard omega.isFinite, omega > 0, zeta.isFinite else { return 0 }
        if zeta < 1 { return -log(Self.epsilon) / (zeta * omega) }
        // Over- or critically damped: |x| decreases for good once past its last extremum; double the
        // horizon until it is settled there, then bisect down to where |x| = ε.
        var high = 1 / omega
        while abs(displacement(at: high)) > Self.epsilon, high < 1e6 { high *= 2 }
        var low = 0.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) > Self.epsilon { low = mid } else { high = mid }
        }
        return high
    }
}
