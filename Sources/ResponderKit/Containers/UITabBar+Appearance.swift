import Foundation

/// BA3, BA4: the appearance a tab bar uses now and what it records.
extension UITabBar: BarAppearanceOwner {
    var slots: BarAppearanceSlots<UITabBarAppearance> {
        if let appearanceSlots { return appearanceSlots }
        let made = BarAppearanceSlots<UITabBarAppearance>()
        appearanceSlots = made
        return made
    }

    func madeStandardAppearance() -> UITabBarAppearance {
        let made = UITabBarAppearance()
        made.owner = self
        slots.standard = made
        return made
    }

    func setAppearance(
        _ slot: ReferenceWritableKeyPath<BarAppearanceSlots<UITabBarAppearance>, UITabBarAppearance?>,
        _ appearance: UITabBarAppearance?
    ) {
        slots[keyPath: slot] = BarAppearanceSlots.adopt(appearance, by: self)
        barAppearanceDidChange()
    }

    func barAppearanceDidChange() { setNeedsDisplay() }

    /// BA4: the selected item's appearances over the bar's, at the scroll edge or not (tab bars have no
    /// compact appearances).
    var currentAppearance: UITabBarAppearance {
        slots.current(item: selectedItem?.appearanceSlots, isCompact: false, standard: standardAppearance)
    }

    /// BA4: set by the tab bar controller as its tracked scroll view moves.
    func setAtScrollEdge(_ atEdge: Bool) {
        guard slots.atScrollEdge != atEdge else { return }
        slots.atScrollEdge = atEdge
        setNeedsDisplay()
    }

    /// BA4: the background and shadow (at the top edge), then each item's title in the stacked layout's
    /// state attributes (selected, normal or disabled), by default the tint colour when selected and
    /// `unselectedItemTintColor` (else system gray) otherwise, 10 pt medium, at the bottom of its control.
    func drawAppearance() {
        let appearance = currentAppearance
        BarAppearanceDrawing.draw(appearance, in: bounds, shadowAt: .top, scale: traitCollection.displayScale)
        let layout = appearance.stackedLayoutAppearance
        for (item, control) in zip(items ?? [], itemControls) {
            let isSelected = item === selectedItem
            let state = !item.isEnabled ? layout.disabled : isSelected ? layout.selected : layout.normal
            var attributes = item.titleTextAttributes(for: isSelected ? .selected : .normal) ?? [:]
            attributes.merge(state.titleTextAttributes) { _, fromAppearance in fromAppearance }
            if attributes[.foregroundColor] == nil {
                attributes[.foregroundColor] =
                    isSelected ? tintColor : (unselectedItemTintColor ?? .systemGray)
            }
            if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 10, weight: .medium) }
            let frame = control.frame
            (item.title ?? "").draw(
                in: CGRect(x: frame.minX, y: frame.maxY - 16, width: frame.width, height: 14),
                withAttributes: attributes)
        }
    }
}
