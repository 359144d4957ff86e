import Foundation

/// One button of a row's swipe actions (SW1). Its handler runs when the button is tapped, or for the
/// first action of a configuration on a full swipe (SW4); it calls the completion when it is done, which
/// hides the actions (SW5).
@preconcurrency @MainActor open class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// The action, the view that shows it, and the completion to call with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// UIKit's defaults: red for a destructive action, gray otherwise (stored; nothing is drawn).
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
