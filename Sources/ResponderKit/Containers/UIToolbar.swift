import Foundation

/// A bar of bar button items (TB1), as apps put above the keyboard (`inputAccessoryView`) or at the bottom of a
/// screen. Each item is a button the toolbar makes (a custom view is shown itself), laid out from the leading
/// edge; flexible spaces share the room left, fixed spaces take their `width`.
@preconcurrency @MainActor open class UIToolbar: UIView {
    /// UIKit's toolbar height on iPhone in portrait (undocumented, measured by many), 44 pt.
    static let standardHeight: CGFloat = 44
    /// The inset of the first and last items (our choice: the navigation bar's, NV6).
    static let edgeMargin: CGFloat = 8

    open var items: [UIBarButtonItem]? {
        // Reading `oldValue` keeps the old items until after the write (A11).
        didSet { withExtendedLifetime(oldValue) { rebuildButtons() } }
    }
    /// NV13: an opaque bar lays its container's child out beside it instead of under it.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    open var barTintColor: UIColor? {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UIToolbar.barTintColor, barTintColor) } }
    }

    /// The view shown for each item, in item order (nil for a space).
    private(set) var itemViews: [UIView?] = []

    // MARK: Appearance (BA2, BA4)

    /// The appearances and the scroll-edge state, made on first use (out of line).
    var appearanceSlots: BarAppearanceSlots<UIToolbarAppearance>?

    /// Copied when set (UIKit's `@NSCopying`); the copy's later changes redraw the bar (BA2).
    open var standardAppearance: UIToolbarAppearance {
        get { slots.standard ?? madeStandardAppearance() }
        set {
            setAppearance(\.standard, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UIToolbar.standardAppearance, newValue) }
        }
    }
    open var compactAppearance: UIToolbarAppearance? {
        get { appearanceSlots?.compact }
        set {
            setAppearance(\.compact, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UIToolbar.compactAppearance, newValue) }
        }
    }
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots?.scrollEdge }
        set {
            setAppearance(\.scrollEdge, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UIToolbar.scrollEdgeAppearance, newValue) }
        }
    }
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { appearanceSlots?.compactScrollEdge }
        set {
            setAppearance(\.compactScrollEdge, newValue)
            // UA1: appearance-capable.
            if AppearanceProxies.isActive { appearanceDidSet(\UIToolbar.compactScrollEdgeAppearance, newValue) }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.setNeedsDisplay()  // BA4: a bar draws its background
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.setNeedsDisplay()
    }

    /// BA4: the current appearance's background and shadow (at the top edge), recorded.
    open override func draw(_ rect: CGRect) {
        BarAppearanceDrawing.draw(currentAppearance, in: bounds, shadowAt: .top, scale: traitCollection.displayScale)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = items ?? []
        guard items.count == itemViews.count else { return }
        let height = min(bounds.height, Self.standardHeight)
        let widths = items.indices.map { width(of: items[$0], view: itemViews[$0]) }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let room = bounds.width - 2 * Self.edgeMargin - widths.reduce(0, +)
        let share = flexible > 0 ? max(0, room) / CGFloat(flexible) : 0
        var x = Self.edgeMargin
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = itemViews[index] {
                let viewHeight = item.customView === view ? min(view.bounds.height, height) : height
                view.frame = CGRect(x: x, y: ((height - viewHeight) / 2).rounded(), width: width, height: viewHeight)
            }
            x += width
        }
    }

    /// A button's width: at least 44 pt (Apple's minimum hit target) or its title's; a custom view's own
    /// width (the item's `width` when set); a fixed space's `width`; flexible spaces are sized afterwards.
    private func width(of item: UIBarButtonItem, view: UIView?) -> CGFloat {
        switch item.systemItem {
        case .flexibleSpace: return 0
        case .fixedSpace: return max(0, item.width)
        default: break
        }
        if item.width > 0 { return item.width }
        guard let view else { return 0 }
        if item.customView === view { return max(0, view.bounds.width) }
        return max(Self.standardHeight, view.intrinsicContentSize.width)
    }

    private func rebuildButtons() {
        for case let view? in itemViews where view.superview === self { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item -> UIView? in
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
            if let custom = item.customView { return custom }
            let button = UIButton(type: .system)
            button.setTitle(item.title, for: .normal)
            button.setImage(item.image, for: .normal)
            button.accessibilityLabel = item.title
            button.isEnabled = item.isEnabled
            button.addTarget(self, action: UIToolbar.itemButtonTapped, named: "UIBarButtonItem", for: .touchUpInside)
            item.shownToolbar = self
            return button
        }
        for case let view? in itemViews { addSubview(view) }
        barAppearanceDidChange()  // BA5: the buttons' title attributes
        setNeedsLayout()
    }

    /// TB1: a shown item's later title and `isEnabled` reach its button.
    func itemDidChange(_ item: UIBarButtonItem) {
        guard let index = items?.firstIndex(where: { $0 === item }), index < itemViews.count,
            let button = itemViews[index] as? UIButton
        else { return }
        button.setTitle(item.title, for: .normal)
        button.accessibilityLabel = item.title
        button.isEnabled = item.isEnabled
        barAppearanceDidChange()
        setNeedsLayout()
    }

    private func itemButtonTapped(_ button: UIButton, event: UIEvent?) {
        guard let index = itemViews.firstIndex(where: { $0 === button }), let items, index < items.count else { return }
        items[index].perform(from: button, event: event)
    }
}

extension UIToolbar {
    /// PO3: the view showing `item` (its button, or its custom view), where a popover anchors.
    func view(showing item: UIBarButtonItem) -> UIView? {
        guard let index = items?.firstIndex(where: { $0 === item }), index < itemViews.count else { return nil }
        return itemViews[index]
    }
}
