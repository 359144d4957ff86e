import Foundation

/// The pre-safe-area layout guides (LY45), deprecated since iOS 11 and still used by older screens.
extension UIViewController {
    /// The bottom of the bars above the view's content (status bar, navigation bar): its `length` and
    /// height are the view's top safe-area inset. Reading it loads the view, as on iOS.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(.topLayoutSupport) }

    /// The top of the bars below the view's content (tab bar, toolbar, home indicator): its `length` and
    /// height are the view's bottom safe-area inset.
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(.bottomLayoutSupport) }

    private func layoutSupportGuide(_ role: UILayoutGuide.Role) -> ControllerLayoutSupportGuide {
        let view: UIView = self.view
        return view.layoutSupportGuide(role)
    }
}

extension UIView {
    /// The controller's guide in its view, made on first use; a storyboard's `viewControllerLayoutGuide`
    /// makes it while the view is decoded, before its controller holds the view (LY45).
    func layoutSupportGuide(_ role: UILayoutGuide.Role) -> ControllerLayoutSupportGuide {
        let box = layoutBox
        if let guide = box.supportGuides.first(where: { $0.role == role }) as? ControllerLayoutSupportGuide {
            return guide
        }
        let name = role == .topLayoutSupport ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom"
        let guide = ControllerLayoutSupportGuide(role: role, owner: self, identifier: name)
        box.supportGuides.append(guide)
        return guide
    }
}
