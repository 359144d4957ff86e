import Foundation

/// The bar at the top of a navigation controller (NV6). It shows its top item: the back button (unless the
/// item hides it or has left items that do not supplement it), the left items from the leading edge, the
/// right items from the trailing edge, the title in the middle. Each bar button item is a button (44 pt
/// tall, at least 44 pt wide: Apple's minimum hit target) whose tap performs the item's action; an item with a
/// `customView` shows that view instead, a subview of the bar handling its own touches (NV11).
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// NV6: a bar's height without a prompt or large title (UIKit's compact bar on iPhone, 44 pt).
    static let standardHeight: CGFloat = 44
    static let edgeMargin: CGFloat = 8

    open private(set) var items: [UINavigationItem]?
    open var prefersLargeTitles = false
    /// NV13: an opaque bar lays its container's child out beside it instead of under it.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    open var barTintColor: UIColor? {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UINavigationBar.barTintColor, barTintColor) } }
    }

    /// Pops the top item when the back button is tapped (the navigation controller's pop).
    var backAction: (() -> Void)?
    /// The views shown for the top item, in order: back, left items, right items (made buttons or custom views).
    private(set) var itemButtons: [UIView] = []
    private var buttonItems: [ObjectIdentifier: UIBarButtonItem] = [:]
    /// NV12: each custom view's own size, taken when it joins the bar (layout then sets its frame).
    private var customSizes: [ObjectIdentifier: CGSize] = [:]
    let titleLabel = UILabel()

    // MARK: Appearance (BA2, BA4)

    /// The four appearances and the scroll-edge state, made on first use (out of line).
    var appearanceSlots: BarAppearanceSlots<UINavigationBarAppearance>?

    /// Copied when set (UIKit's `@NSCopying`); the copy's later changes redraw the bar (BA2).
    open var standardAppearance: UINavigationBarAppearance {
        get { slots.standard ?? madeStandardAppearance() }
        set {
            setAppearance(\.standard, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UINavigationBar.standardAppearance, newValue) }
        }
    }
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.compact }
        set {
            setAppearance(\.compact, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UINavigationBar.compactAppearance, newValue) }
        }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.scrollEdge }
        set {
            setAppearance(\.scrollEdge, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UINavigationBar.scrollEdgeAppearance, newValue) }
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearanceSlots?.compactScrollEdge }
        set {
            setAppearance(\.compactScrollEdge, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UINavigationBar.compactScrollEdgeAppearance, newValue) }
        }
    }
    /// The title's attributes, under the current appearance's own (BA4).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            barAppearanceDidChange()
            if AppearanceProxies.isActive {
                appearanceDidSet(\UINavigationBar.titleTextAttributes, titleTextAttributes)
            }
        }
    }
    /// Stored and read back: large titles are not laid out (BA2).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            if AppearanceProxies.isActive {
                appearanceDidSet(\UINavigationBar.largeTitleTextAttributes, largeTitleTextAttributes)
            }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        layer.setNeedsDisplay()  // BA4: a bar draws its background
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(titleLabel)
        layer.setNeedsDisplay()
    }

    open var topItem: UINavigationItem? { items?.last }

    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    /// BA4: the current appearance's background and shadow, recorded.
    open override func draw(_ rect: CGRect) {
        BarAppearanceDrawing.draw(
            currentAppearance, in: bounds, shadowAt: .bottom, scale: traitCollection.displayScale)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(bounds.height, Self.standardHeight)
        var leading = Self.edgeMargin
        var trailing = bounds.width - Self.edgeMargin
        let rightButtons = Set(rightItems.map { ObjectIdentifier($0) })
        for button in itemButtons {
            let item = buttonItems[ObjectIdentifier(button)]
            let isRight = item.map { rightButtons.contains(ObjectIdentifier($0)) }
            let slot: CGRect
            if let item, let custom = item.customView, custom === button {
                slot = customFrame(custom, item: item, height: height)
            } else {
                let width = max(Self.standardHeight, button.intrinsicContentSize.width)
                slot = CGRect(x: 0, y: 0, width: width, height: height)
            }
            if isRight == true {
                trailing -= slot.width
                button.frame = slot.offsetBy(dx: trailing, dy: 0)
            } else {
                button.frame = slot.offsetBy(dx: leading, dy: 0)
                leading += slot.width
            }
        }
        titleLabel.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
    }

    // MARK: Buttons (NV6)

    private var rightItems: [UIBarButtonItem] { topItem?.rightBarButtonItems ?? [] }

    /// Rebuilds the buttons for the top item.
    func itemsDidChange() {
        for button in itemButtons where button.superview === self { button.removeFromSuperview() }
        itemButtons = []
        buttonItems = [:]
        titleLabel.text = topItem?.title
        defer { barAppearanceDidChange() }  // BA4, BA5: the title's and the new buttons' attributes
        guard let top = topItem else { return }
        let left = top.leftBarButtonItems ?? []
        if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            button.setTitle(title, for: .normal)
            button.accessibilityLabel = title
            button.addTarget(self, action: UINavigationBar.backButtonTapped, named: "back", for: .touchUpInside)
            install(button)
        }
        for item in left + rightItems.reversed() {
            if let custom = item.customView {
                if customSizes[ObjectIdentifier(custom)] == nil {
                    customSizes[ObjectIdentifier(custom)] = Self.ownSize(of: custom)
                }
                buttonItems[ObjectIdentifier(custom)] = item
                itemButtons.append(custom)
                addSubview(custom)
                continue
            }
            let button = UIButton(type: .system)
            button.setTitle(item.title, for: .normal)
            button.accessibilityLabel = item.title
            button.isEnabled = item.isEnabled
            button.addTarget(
                self, action: UINavigationBar.itemButtonTapped, named: "UIBarButtonItem", for: .touchUpInside)
            buttonItems[ObjectIdentifier(button)] = item
            item.shownBar = self
            install(button)
        }
        customSizes = customSizes.filter { buttonItems[$0.key] != nil }
        superview?.setNeedsLayout()  // SR10: the top item's search bar shows under the bar
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// NV6: a shown item's new title, on its button (no rebuild: the button may be in the middle of its tap).
    func itemTitleDidChange(_ item: UIBarButtonItem) {
        for case let button as UIButton in itemButtons where buttonItems[ObjectIdentifier(button)] === item {
            button.setTitle(item.title, for: .normal)
            button.accessibilityLabel = item.title
        }
        barAppearanceDidChange()  // BA5: the item's title attributes
        setNeedsLayout()
    }

    /// NV6: a shown item's button follows its `isEnabled`.
    func itemEnabledDidChange(_ item: UIBarButtonItem) {
        for case let button as UIButton in itemButtons where buttonItems[ObjectIdentifier(button)] === item {
            button.isEnabled = item.isEnabled
        }
    }

    /// The item a button of this bar stands for (nil for the back button).
    func barButtonItem(for button: UIView) -> UIBarButtonItem? { buttonItems[ObjectIdentifier(button)] }

    /// NV12: a custom view keeps the size it had when the item was shown (its frame's, else its intrinsic
    /// size; the item's `width` when set), at most the bar's standard height, centred vertically in the bar
    /// (our choice where UIKit is undocumented).
    private func customFrame(_ custom: UIView, item: UIBarButtonItem, height: CGFloat) -> CGRect {
        var size = customSizes[ObjectIdentifier(custom)] ?? custom.bounds.size
        if item.width > 0 { size.width = item.width }
        size.height = min(max(size.height, 0), Self.standardHeight)
        return CGRect(x: 0, y: ((height - size.height) / 2).rounded(), width: max(size.width, 0), height: size.height)
    }

    private static func ownSize(of custom: UIView) -> CGSize {
        let intrinsic = custom.intrinsicContentSize
        var size = custom.bounds.size
        if size.width <= 0, intrinsic.width > 0 { size.width = intrinsic.width }
        if size.height <= 0, intrinsic.height > 0 { size.height = intrinsic.height }
        return size
    }

    private func install(_ button: UIButton) {
        itemButtons.append(button)
        addSubview(button)
    }

    private func backButtonTapped() { backAction?() }

    private func itemButtonTapped(_ button: UIButton, event: UIEvent?) {
        buttonItems[ObjectIdentifier(button)]?.perform(from: button, event: event)
    }
}

extension UINavigationBar {
    /// PO3: the view showing `item` (its button, or its custom view), where a popover anchors.
    func view(showing item: UIBarButtonItem) -> UIView? {
        itemButtons.first { buttonItems[ObjectIdentifier($0)] === item }
    }
}
