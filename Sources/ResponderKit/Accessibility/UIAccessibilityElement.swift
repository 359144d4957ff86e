import Foundation

/// An element VoiceOver reads that is not a view: an item a custom view draws (AX3). As on iOS it is a
/// `UIResponder` and holds its container weakly; its properties are the ones every responder has.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// Always made: an element exists to carry these.
    let elementState = AccessibilityState()
    private var frameInContainer: CGRect?

    public init(accessibilityContainer container: Any) {
        super.init()
        elementState.container = container as AnyObject
        elementState.hasContainer = true
    }

    open var accessibilityIdentifier: String?

    /// The view (or element) that holds this one; weak, as UIKit's.
    open override var accessibilityContainer: AnyObject? {
        get { elementState.container }
        set {
            elementState.container = newValue
            elementState.hasContainer = true
        }
    }

    /// The frame in the container's bounds: once set, `accessibilityFrame` follows the container wherever it
    /// moves, as UIKit converts it to the screen on every read (AX3).
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue }
    }

    open override var accessibilityFrame: CGRect {
        get {
            if let frame = elementState.frame { return frame }
            guard let local = frameInContainer else { return .zero }
            guard let view = elementState.container as? UIView else { return local }
            return view.convertToScreen(local)
        }
        set {
            elementState.frame = newValue
            frameInContainer = nil
        }
    }
}
