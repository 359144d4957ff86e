import Foundation

/// A custom item of the edit menu (``UIMenuController``): shown when a responder from the first responder
/// up can perform its action, which is then sent there (PT3).
@preconcurrency @MainActor open class UIMenuItem {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
