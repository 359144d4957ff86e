import Foundation

/// The accessibility properties an object stores once any is set (AX1); until then, UIKit's defaults for
/// the object's class (`UIResponder+AccessibilityDefaults.swift`). A view keeps it in its out-of-line
/// `ViewRareState`, so a plain view pays nothing for it (`memory.view`); a `UIAccessibilityElement` holds
/// one of its own; any other responder (a view controller, the application) in the associated-object table.
@MainActor final class AccessibilityState {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    /// An explicitly set container, held weakly as UIKit's `accessibilityContainer` is.
    weak var container: AnyObject?
    var hasContainer = false
    /// A segmented control's segments or a stepper's buttons, kept so that their identity stays (AX3).
    var builtInElements: [UIAccessibilityElement]?

    /// Identifies the state in the associated-object table (its address is the key, as `&key` on iOS).
    private static let key = AccessibilityStateKey()

    static func attached(to object: AnyObject) -> AccessibilityState? {
        objc_getAssociatedObject(object, key.pointer) as? AccessibilityState
    }

    static func attach(to object: AnyObject) -> AccessibilityState {
        if let state = attached(to: object) { return state }
        let state = AccessibilityState()
        objc_setAssociatedObject(object, key.pointer, state, .OBJC_ASSOCIATION_RETAIN)
        return state
    }
}

/// An object whose address keys the state in the associated-object table.
private final class AccessibilityStateKey: Sendable {
    var pointer: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) }
}

extension UIResponder {
    /// The stored state, or nil if nothing was ever set (a read never makes one).
    var accessibilityStorage: AccessibilityState? {
        if let view = self as? UIView { return view.rareStorage?.accessibility }
        if let element = self as? UIAccessibilityElement { return element.elementState }
        return AccessibilityState.attached(to: self)
    }

    /// The stored state, made on first write.
    var accessibilityState: AccessibilityState {
        if let view = self as? UIView {
            if let state = view.rareStorage?.accessibility { return state }
            let state = AccessibilityState()
            view.rareState.accessibility = state
            return state
        }
        if let element = self as? UIAccessibilityElement { return element.elementState }
        return AccessibilityState.attach(to: self)
    }
}
