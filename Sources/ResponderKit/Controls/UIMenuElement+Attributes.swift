import Foundation

extension UIMenuElement {
    /// How an action shows in a menu (CM4). UIKit's raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// An action's check mark (CM4: stored). UIKit's raw values.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
