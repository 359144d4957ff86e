import Foundation

/// The orientation of the app's interface, with UIKit's raw values. `landscapeLeft` has the home button
/// (the device's bottom) on the left, `landscapeRight` on the right.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Quarter turns of the device clockwise from portrait (landscapeLeft: its top is on the right).
    var quarterTurns: Int {
        switch self {
        case .unknown, .portrait: return 0
        case .landscapeLeft: return 1
        case .portraitUpsideDown: return 2
        case .landscapeRight: return 3
        }
    }
}

extension UIEdgeInsets {
    /// The insets of a screen turned `turns` quarter turns clockwise with the device: the device's top
    /// edge moves to the right, its left edge to the top, and so on (LY27).
    func rotated(quarterTurns turns: Int) -> UIEdgeInsets {
        var insets = self
        for _ in 0..<((turns % 4 + 4) % 4) {
            insets = UIEdgeInsets(top: insets.left, left: insets.bottom, bottom: insets.right, right: insets.top)
        }
        return insets
    }
}
