import Foundation

/// A tab bar's look (BA3): the background and shadow (BA1) and its items' appearances per layout.
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    private var stacked = UITabBarItemAppearance(style: .stacked)
    private var inline = UITabBarItemAppearance(style: .inline)
    private var compactInline = UITabBarItemAppearance(style: .compactInline)

    /// Items with the title below the icon: the iPhone portrait layout, the one the bar draws (BA4). Copied
    /// when set, as UIKit's `@NSCopying` properties.
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { adopt(stacked) }
        set { stacked = newValue.copy() }
    }
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { adopt(inline) }
        set { inline = newValue.copy() }
    }
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { adopt(compactInline) }
        set { compactInline = newValue.copy() }
    }
    open var selectionIndicatorTintColor: UIColor? { didSet { changed() } }
    open var selectionIndicatorImage: UIImage? { didSet { changed() } }
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic { didSet { changed() } }
    open var stackedItemWidth: CGFloat = 0 { didSet { changed() } }
    open var stackedItemSpacing: CGFloat = 0 { didSet { changed() } }

    private func adopt(_ appearance: UITabBarItemAppearance) -> UITabBarItemAppearance {
        if appearance.owner !== self { appearance.owner = self }
        return appearance
    }

    override func take(_ other: UIBarAppearance) {
        super.take(other)
        guard let other = other as? UITabBarAppearance else { return }
        stacked.take(other.stacked)
        inline.take(other.inline)
        compactInline.take(other.compactInline)
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemWidth = other.stackedItemWidth
        stackedItemSpacing = other.stackedItemSpacing
    }
}
