import Foundation

/// BA4: the appearance a navigation bar uses now, and what follows from it.
extension UINavigationBar: BarAppearanceOwner {
    var slots: BarAppearanceSlots<UINavigationBarAppearance> {
        if let appearanceSlots { return appearanceSlots }
        let made = BarAppearanceSlots<UINavigationBarAppearance>()
        appearanceSlots = made
        return made
    }

    func madeStandardAppearance() -> UINavigationBarAppearance {
        let made = UINavigationBarAppearance()
        made.owner = self
        slots.standard = made
        return made
    }

    func setAppearance(
        _ slot: ReferenceWritableKeyPath<BarAppearanceSlots<UINavigationBarAppearance>, UINavigationBarAppearance?>,
        _ appearance: UINavigationBarAppearance?
    ) {
        slots[keyPath: slot] = BarAppearanceSlots.adopt(appearance, by: self)
        barAppearanceDidChange()
    }

    /// BA4: the top item's appearances over the bar's, for the bar's vertical size class and scroll edge.
    var currentAppearance: UINavigationBarAppearance {
        let standard = standardAppearance
        return slots.current(
            item: topItem?.appearanceSlots, isCompact: traitCollection.verticalSizeClass == .compact,
            standard: standard)
    }

    /// BA4: set by the navigation controller as its tracked scroll view moves.
    func setAtScrollEdge(_ atEdge: Bool) {
        guard slots.atScrollEdge != atEdge else { return }
        slots.atScrollEdge = atEdge
        barAppearanceDidChange()
    }

    /// BA4: the title takes the bar's attributes with the appearance's over them (font and colour), the
    /// buttons their item's and the appearance's, and the bar redraws its background.
    func barAppearanceDidChange() {
        let appearance = currentAppearance
        var attributes = titleTextAttributes ?? [:]
        attributes.merge(appearance.titleTextAttributes) { _, fromAppearance in fromAppearance }
        titleLabel.font = attributes[.font] as? UIFont  // nil: the label's default (UILabel)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor
        for case let button as UIButton in itemButtons {
            let item = barButtonItem(for: button)
            if let tint = item?.tintColor, item?.customView !== button { button.setOwnTintColor(tint) }  // UA6
            for state in [UIControl.State.normal, .disabled] {
                var merged = appearance.buttonTitleAttributes(
                    style: item?.style ?? .plain, isEnabled: state == .normal)
                if let own = item?.titleTextAttributes(for: state) { merged.merge(own) { _, fromItem in fromItem } }
                BarButtonTitle.apply(merged, to: button, for: state)
            }
        }
        setNeedsDisplay()
    }
}

/// BA5: how a bar's button shows title attributes: the colour per state, the font on its title label.
@MainActor enum BarButtonTitle {
    static func apply(_ attributes: [NSAttributedString.Key: Any], to button: UIButton, for state: UIControl.State) {
        // nil restores the state's default (UIButton), so removed attributes stop showing.
        button.setTitleColor(attributes[.foregroundColor] as? UIColor, for: state)
        if state == .normal, let font = attributes[.font] as? UIFont { button.titleLabel?.font = font }
    }
}
