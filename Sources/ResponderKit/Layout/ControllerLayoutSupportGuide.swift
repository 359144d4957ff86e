import Foundation

/// UIKit's private `_UILayoutGuide`: the object behind `topLayoutGuide` and `bottomLayoutGuide` (LY45). A
/// guide of the controller's view, not in its `layoutGuides`, whose frame the engine keeps: the view's full
/// width, at its top (or bottom), as tall as the view's top (or bottom) safe-area inset.
@MainActor final class ControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    var length: CGFloat {
        guard let owner = owningViewStorage else { return 0 }
        return role == .topLayoutSupport ? owner.safeAreaInsets.top : owner.safeAreaInsets.bottom
    }
}
