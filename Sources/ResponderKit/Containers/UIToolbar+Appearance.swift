import Foundation

/// BA2, BA4: the appearance a toolbar uses now, and what follows from it.
extension UIToolbar: BarAppearanceOwner {
    var slots: BarAppearanceSlots<UIToolbarAppearance> {
        if let appearanceSlots { return appearanceSlots }
        let made = BarAppearanceSlots<UIToolbarAppearance>()
        appearanceSlots = made
        return made
    }

    func madeStandardAppearance() -> UIToolbarAppearance {
        let made = UIToolbarAppearance()
        made.owner = self
        slots.standard = made
        return made
    }

    func setAppearance(
        _ slot: ReferenceWritableKeyPath<BarAppearanceSlots<UIToolbarAppearance>, UIToolbarAppearance?>,
        _ appearance: UIToolbarAppearance?
    ) {
        slots[keyPath: slot] = BarAppearanceSlots.adopt(appearance, by: self)
        barAppearanceDidChange()
    }

    var currentAppearance: UIToolbarAppearance {
        slots.current(
            item: nil, isCompact: traitCollection.verticalSizeClass == .compact, standard: standardAppearance)
    }

    /// BA4: set by the navigation controller as its tracked scroll view moves.
    func setAtScrollEdge(_ atEdge: Bool) {
        guard slots.atScrollEdge != atEdge else { return }
        slots.atScrollEdge = atEdge
        setNeedsDisplay()
    }

    /// BA4, BA5: the buttons take their item's title attributes over the appearance's; the bar redraws.
    func barAppearanceDidChange() {
        let appearance = currentAppearance
        for (item, view) in zip(items ?? [], itemViews) {
            guard let button = view as? UIButton, item.customView !== button else { continue }
            if let tint = item.tintColor { button.setOwnTintColor(tint) }  // UA6
            for state in [UIControl.State.normal, .disabled] {
                var merged = appearance.buttonTitleAttributes(style: item.style, isEnabled: state == .normal)
                if let own = item.titleTextAttributes(for: state) { merged.merge(own) { _, fromItem in fromItem } }
                BarButtonTitle.apply(merged, to: button, for: state)
            }
        }
        setNeedsDisplay()
    }
}
