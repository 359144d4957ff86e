import Foundation

/// The screen a simulator is made with, checked (A.1): a size, scale and refresh rate the engine can
/// work with, each bad value replaced by the default (or the nearest bound) and reported in `issues`.
extension EventSimulator {
    /// The highest `maximumFramesPerSecond` accepted (A.1): past it a display link's frames would cost
    /// more than any real screen's.
    public static let maximumScreenFramesPerSecond = 1_000

    struct CheckedScreen {
        var size: CGSize
        var scale: CGFloat
        var framesPerSecond: Int
        var problems: [String] = []
    }

    static func checkedScreen(size: CGSize, scale: CGFloat, framesPerSecond: Int) -> CheckedScreen {
        var screen = CheckedScreen(size: size, scale: scale, framesPerSecond: framesPerSecond)
        let largest: CGFloat = 1e6
        let sizeIsSound = [size.width, size.height].allSatisfy { $0.isFinite && $0 > 0 && $0 <= largest }
        if !sizeIsSound {
            screen.size = UIScreen.defaultSize
            screen.problems.append(
                "EventSimulator: screenSize must be positive and at most \(Int(largest)) points, got "
                    + "\(SeedFormat.number(size.width)) x \(SeedFormat.number(size.height)); using "
                    + "\(SeedFormat.number(screen.size.width)) x \(SeedFormat.number(screen.size.height))")
        }
        if !(scale.isFinite && scale > 0 && scale <= 16) {
            screen.scale = 2
            screen.problems.append(
                "EventSimulator: screenScale must be positive and at most 16, got \(SeedFormat.number(scale)); using 2")
        }
        let bounded = Swift.min(Swift.max(framesPerSecond, 1), maximumScreenFramesPerSecond)
        if bounded != framesPerSecond {
            screen.framesPerSecond = bounded
            screen.problems.append(
                "EventSimulator: maximumFramesPerSecond must be between 1 and \(maximumScreenFramesPerSecond), got "
                    + "\(framesPerSecond); using \(bounded)")
        }
        return screen
    }
}
