import Foundation

/// What a `UIVisualEffectView` shows (AP15): stored and read back; nothing is drawn.
@preconcurrency @MainActor open class UIVisualEffect {
    public init() {}
}
