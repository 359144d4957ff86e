import Foundation

/// The space the simulated keyboard takes in a view (LY35, TX7): the owner's full width, its bottom at
/// the owner's bottom, as tall as the keyboard's overlap with the owner when the keyboard is shown, else
/// as the owner's bottom safe-area inset (Apple: off screen, its top "matches the bottomAnchor of
/// safeAreaLayoutGuide"), or zero when `usesBottomSafeArea` is false.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Stored: the simulated keyboard is always docked, so the guide follows it either way.
    open var followsUndockedKeyboard = false
    /// When the keyboard is hidden, the guide is the safe area's bottom inset tall (true, UIKit's
    /// default) or zero tall (false).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningViewStorage?.keyboardGuideDidChange() } }
    }
    /// Stored only: there is no interactive keyboard dismissal (TX7).
    open var keyboardDismissPadding: CGFloat = 0

    /// The height last computed by `UIView.keyboardGuideDidChange()`; what the engine and
    /// `layoutFrame` use, so that both agree between updates.
    var trackedHeight: CGFloat = 0

    public override init() { super.init() }

    override init(role: Role, owner: UIView, identifier: String) {
        super.init(role: role, owner: owner, identifier: identifier)
    }
}
