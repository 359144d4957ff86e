import Foundation

/// TR7: `overrideUserInterfaceStyle`. Apple: a view's override applies to "the view and all of its subviews"; a
/// view controller's to "the view controller and all of its child view controllers" and their views; a presented
/// controller inherits its presenter's traits. The nearest override up that tree wins; `.unspecified` follows
/// the tree. A change tells the controllers and views whose style changed (TR4's order, once each).
extension UIView {
    /// TR7: the style the nearest override up the tree gives (this view's, an ancestor's or the owning
    /// controllers'); nil when none is set anywhere (the world's style).
    var inheritedStyleOverride: UIUserInterfaceStyle? {
        guard StyleOverrides.inUse else { return nil }
        var current: UIView? = self
        while let view = current {
            if let style = view.rareStorage?.overrideStyle, style != .unspecified { return style }
            if let controller = view.owningViewController { return controller.inheritedStyleOverride }
            current = view.superviewStorage
        }
        return nil
    }

    func setOverrideStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        StyleOverrides.inUse = true
        let previous = traitCollection
        rareState.overrideStyle = style
        StyleOverrides.announce(from: previous, controllers: [], views: [self])
    }
}

extension UIViewController {
    /// TR7: this controller's override, else its parent's, else its presenter's; nil when none is set.
    var inheritedStyleOverride: UIUserInterfaceStyle? {
        guard StyleOverrides.inUse else { return nil }
        var current: UIViewController? = self
        while let controller = current {
            if controller.overrideStyleStorage != .unspecified { return controller.overrideStyleStorage }
            current = controller.parentStorage ?? controller.presentingStorage
        }
        return nil
    }

    func setOverrideStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideStyleStorage else { return }
        StyleOverrides.inUse = true
        let previous = traitCollection
        overrideStyleStorage = style
        StyleOverrides.announce(from: previous, controllers: controllerTree, views: [])
    }
}

extension UITraitCollection {
    /// These traits with `style` as the interface style (unchanged when nil).
    func styled(_ style: UIUserInterfaceStyle?) -> UITraitCollection {
        guard let style, style != values.style else { return self }
        var changed = values
        changed.style = style
        return UITraitCollection(values: changed)
    }
}

/// TR7: whether any override was ever set; until then reading traits walks nothing.
@MainActor enum StyleOverrides {
    static var inUse = false

    /// `traitCollectionDidChange(previous)` for the controllers (and their views) and the views whose style
    /// is no longer `previous`'s: controllers first, then views depth first (TR4).
    static func announce(from previous: UITraitCollection, controllers: [UIViewController], views: [UIView]) {
        var roots = views
        for controller in controllers where controller.traitCollection.userInterfaceStyle != previous.userInterfaceStyle
        {
            controller.traitsDidChange(from: previous)
            // A child's view lies in its parent's, walked first (controllers come parents first): `seen` skips it.
            if let view = controller.viewIfLoaded { roots.append(view) }
        }
        var seen = Set<ObjectIdentifier>()
        for root in roots {
            root.walkSubtree { view, _ in
                guard seen.insert(ObjectIdentifier(view)).inserted else { return .skipSubviews }
                guard view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle else {
                    return .skipSubviews
                }
                view.traitsDidChange(from: previous)
                return .descend
            }
        }
    }
}
