import Foundation

/// One world's accessibility: its settings, the notifications its code posted and where VoiceOver's
/// focus is (AX11–AX13). Owned by the application; made on first use.
@MainActor final class AccessibilityWorld {
    var settings = AccessibilitySettings()
    var posted: [PostedAccessibilityNotification] = []
    /// The element VoiceOver's cursor is on. Weak: a removed view or element is not kept alive by focus.
    weak var focus: AnyObject?
}

extension UIResponder {
    /// Whether VoiceOver's focus is on this object in its world (AX13).
    var isAccessibilityFocused: Bool {
        guard let world = AccessibilityTree.world(of: self)?.accessibilityWorldIfMade else { return false }
        return world.focus === self
    }
}

extension UIApplication {
    /// This world's accessibility state, made on first use (AX11).
    var accessibilityWorld: AccessibilityWorld {
        if let world = accessibilityWorldIfMade { return world }
        let world = AccessibilityWorld()
        accessibilityWorldIfMade = world
        return world
    }
}
