import Foundation

/// A layout guide that follows something outside the view tree (UIKit's superclass of
/// ``UIKeyboardLayoutGuide``, LY35). Its edge-dependent constraint sets
/// (`setConstraints(_:activeWhenNearEdge:)` …) are not modelled yet.
@preconcurrency @MainActor open class UITrackingLayoutGuide: UILayoutGuide {
    public override init() { super.init() }

    override init(role: Role, owner: UIView, identifier: String) {
        super.init(role: role, owner: owner, identifier: identifier)
    }
}
