import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode("linear")
    public static let discrete = CAAnimationCalculationMode("discrete")
    public static let paced = CAAnimationCalculationMode("paced")
    public static let cubic = CAAnimationCalculationMode("cubic")
    public static let cubicPaced = CAAnimationCalculationMode("cubicPaced")
}

/// An animation through a list of values (AN22): at `keyTimes` (fractions of the duration; evenly
/// spaced when missing, unordered or of the wrong count — discrete ones may have one more, the end),
/// linearly between them — each segment eased by its
/// `timingFunctions` entry if given — or, `.discrete`, each held until the next. Paced and cubic modes
/// are linear here; `path` is kept but not followed (nothing is drawn).
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    /// The path of the values that convert (others are reported and left out).
    func animationPath(_ keyPath: AnimatedKeyPath, report: (String) -> Void) -> AnimationPath? {
        var vectors: [[Double]] = []
        for (index, value) in (values ?? []).enumerated() {
            if let vector = keyPath.vector(value) {
                vectors.append(vector)
            } else {
                let name = self.keyPath ?? ""
                report("CAKeyframeAnimation '\(name)': values[\(index)] \(value) is not of the key path's kind")
            }
        }
        guard !vectors.isEmpty else { return nil }
        let discrete = calculationMode.isDiscrete
        let count = vectors.count
        var times = (keyTimes ?? []).map(\.doubleValue)
        // Discrete keyframes are documented with one more key time than values (the end, 1).
        if discrete && times.count == count + 1 { times.removeLast() }
        if times.count != count || times.contains(where: { !$0.isFinite }) || times != times.sorted() {
            times = (0..<count).map { index in
                discrete ? Double(index) / Double(count) : (count > 1 ? Double(index) / Double(count - 1) : 0)
            }
        }
        let curves = timingFunctions.map { $0.map(\.curve) }
        return .keyframes(times: times, values: vectors, discrete: discrete, curves: curves)
    }
}
