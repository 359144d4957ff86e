import Foundation

/// Reports the double-tap on Apple Pencil's side to its delegate while its view is in a visible window
/// (TD8). The simulator's `pencilDoubleTap()` is the pencil: the app reads the user's choice from
/// ``preferredTapAction`` and acts on it, as UIKit leaves it to the app.
@preconcurrency @MainActor open class UIPencilInteraction: UIInteraction {
    open weak var delegate: (any UIPencilInteractionDelegate)?
    open private(set) weak var view: UIView?
    /// A disabled interaction hears no taps.
    open var isEnabled = true

    public init() {}

    public convenience init(delegate: any UIPencilInteractionDelegate) {
        self.init()
        self.delegate = delegate
    }

    /// The user's choice in Settings for the double-tap, per world (TD8).
    open class var preferredTapAction: UIPencilPreferredAction { CurrentWorld.application.pencilPreferredTapAction }

    /// Whether the user chose to draw only with Apple Pencil, fingers scrolling (TD8): false by default.
    open class var prefersPencilOnlyDrawing: Bool { CurrentWorld.application.pencilPrefersPencilOnlyDrawing }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) { self.view = view }

    /// One double-tap (iOS 17.5's `UIPencilInteraction.Tap`): when it happened.
    @preconcurrency @MainActor public final class Tap {
        public let timestamp: TimeInterval
        init(timestamp: TimeInterval) { self.timestamp = timestamp }
    }
}
