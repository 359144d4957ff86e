import Foundation

extension UITabBar {
    /// How a tab bar places its items (stored by `UITabBarAppearance.stackedItemPositioning`, BA3).
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }
}
