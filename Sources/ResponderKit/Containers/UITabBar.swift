import Foundation

/// The bar of tabs at the bottom of a tab bar controller (NV8). Each item is a control spanning an equal
/// share of the width, 49 pt tall; a touch up inside it selects the item (our choice of event).
@preconcurrency @MainActor open class UITabBar: UIView {
    /// NV8: UIKit's tab bar height on iPhone without the home indicator's inset, 49 pt.
    static let standardHeight: CGFloat = 49

    open var items: [UITabBarItem]? {
        // Reading `oldValue` keeps the old items until after the write (A11).
        didSet { withExtendedLifetime(oldValue) { rebuildButtons() } }
    }
    /// BA4: the bar redraws its items' titles in their selected or normal attributes.
    open weak var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { setNeedsDisplay() } } }
    open weak var delegate: UITabBarDelegate?
    /// NV13: an opaque bar lays its container's child out beside it instead of under it.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    open var barTintColor: UIColor? {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UITabBar.barTintColor, barTintColor) } }
    }
    open var unselectedItemTintColor: UIColor? {
        didSet {
            if AppearanceProxies.isActive {
                appearanceDidSet(\UITabBar.unselectedItemTintColor, unselectedItemTintColor)
            }
        }  // UA1
    }

    // MARK: Appearance (BA3, BA4)

    /// The appearances and the scroll-edge state, made on first use (out of line).
    var appearanceSlots: BarAppearanceSlots<UITabBarAppearance>?

    /// Copied when set (UIKit's `@NSCopying`); the copy's later changes redraw the bar (BA3).
    open var standardAppearance: UITabBarAppearance {
        get { slots.standard ?? madeStandardAppearance() }
        set {
            setAppearance(\.standard, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UITabBar.standardAppearance, newValue) }
        }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { appearanceSlots?.scrollEdge }
        set {
            setAppearance(\.scrollEdge, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UITabBar.scrollEdgeAppearance, newValue) }
        }
    }

    /// The controller whose tabs these are; it, not `delegate`, handles the user's selection (NV8).
    weak var controller: UITabBarController?
    /// The item controls, in item order.
    private(set) var itemControls: [UIControl] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.setNeedsDisplay()  // BA4: a bar draws its background
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.setNeedsDisplay()
    }

    /// BA4: the current appearance's background and shadow, then each item's title (BarAppearanceDrawing).
    open override func draw(_ rect: CGRect) { drawAppearance() }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !itemControls.isEmpty else { return }
        let width = bounds.width / CGFloat(itemControls.count)
        for (index, control) in itemControls.enumerated() {
            control.frame = CGRect(
                x: CGFloat(index) * width, y: 0, width: width, height: min(bounds.height, Self.standardHeight))
        }
    }

    private func rebuildButtons() {
        for control in itemControls { control.removeFromSuperview() }
        itemControls = (items ?? []).map { item in
            let control = UIControl()
            item.shownTabBar = self
            control.accessibilityLabel = item.title
            // AX2: VoiceOver reads a tab as a button named by its title.
            control.isAccessibilityElement = true
            control.accessibilityTraits = .button
            control.isEnabled = item.isEnabled
            control.addTarget(self, action: UITabBar.itemControlTapped, for: .touchUpInside)
            return control
        }
        // Below any subview the app added (seed 000's raised button stays on top).
        for (index, control) in itemControls.enumerated() { insertSubview(control, at: index) }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        setNeedsLayout()
        layoutIfNeeded()
        setNeedsDisplay()
    }

    private func itemControlTapped(_ control: UIControl) {
        guard let index = itemControls.firstIndex(where: { $0 === control }), let items, index < items.count else {
            return
        }
        if let controller {
            controller.userSelected(index: index)
        } else {
            selectedItem = items[index]
            delegate?.tabBar(self, didSelect: items[index])
        }
    }
}
