import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (push targets, DY6).
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
