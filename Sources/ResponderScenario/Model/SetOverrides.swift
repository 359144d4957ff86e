import Foundation

/// Overrides changed by a `set` step (each nil when not mentioned).
public struct SetOverrides: Equatable, Sendable {
    public var hitTest: HitTestOverride??
    public var pointInside: PointInsideOverride??
    public var touchAreaInsets: Value??
    public var passing: PassingPolicy?

    public var isEmpty: Bool { hitTest == nil && pointInside == nil && touchAreaInsets == nil && passing == nil }
}
