import Foundation

/// The direction of VoiceOver's three-finger scroll, as `accessibilityScroll(_:)` receives it (AX10).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
