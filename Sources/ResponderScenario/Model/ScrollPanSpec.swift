import Foundation

/// A scroll view's own `panGestureRecognizer`, as far as a file changes it: the recognizers it requires
/// to fail — the standard fix for the interactive pop over a horizontal scroll view (NV5, GR5).
public struct ScrollPanSpec: Equatable, Sendable {
    public var requireToFail: [String] = []
}
