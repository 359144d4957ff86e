import Foundation

/// One tab of a tab bar (NV8).
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String?
    /// Appearance-capable (UA6).
    open var badgeColor: UIColor? {
        didSet {
            if AppearanceProxies.isActive {
                let value = badgeColor
                appearanceSetterCalled(BarItemAppearanceProperty(name: "badgeColor", state: 0)) {
                    ($0 as? UITabBarItem)?.badgeColor = value
                }
            }
        }
    }

    /// BA3: the item's appearances, over its bar's while it is selected (made on first use).
    var appearanceSlots: BarAppearanceSlots<UITabBarAppearance>?
    /// The bar showing the item, redrawn when the item's look changes (BA4).
    weak var shownTabBar: UITabBar?

    open var standardAppearance: UITabBarAppearance? {
        get { appearanceSlots?.standard }
        set { setAppearance(\.standard, newValue) }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots?.scrollEdge }
        set { setAppearance(\.scrollEdge, newValue) }
    }

    /// BA5: the bar showing the item redraws its title.
    override func titleTextAttributesDidChange() { shownTabBar?.setNeedsDisplay() }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: "\(systemItem)", image: nil, tag: tag)
    }
}

/// BA3, BA5: a change of the item's look redraws the bar showing it.
extension UITabBarItem: BarAppearanceOwner {
    func barAppearanceDidChange() { shownTabBar?.setNeedsDisplay() }

    private func setAppearance(
        _ slot: ReferenceWritableKeyPath<BarAppearanceSlots<UITabBarAppearance>, UITabBarAppearance?>,
        _ appearance: UITabBarAppearance?
    ) {
        let slots = appearanceSlots ?? BarAppearanceSlots()
        appearanceSlots = slots
        slots[keyPath: slot] = BarAppearanceSlots.adopt(appearance, by: self)
        barAppearanceDidChange()
    }
}
