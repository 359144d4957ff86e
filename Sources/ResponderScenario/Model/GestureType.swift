import Foundation

public enum GestureType: String, Equatable, Sendable, CaseIterable {
    case tap, longPress, pan, screenEdgePan, swipe, pinch, rotation
}
