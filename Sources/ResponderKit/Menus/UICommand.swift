import Foundation

/// A menu command that sends an action up the responder chain (PT3): the base of ``UIKeyCommand``.
/// The action goes to the first responder that can perform it (`target(forAction:withSender:)`), as UIKit
/// sends it; the command is the sender.
@preconcurrency @MainActor open class UICommand: UIMenuElement {
    /// Settable, as in UIKit.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    public let action: Selector
    public let propertyList: Any?
    open var discoverabilityTitle: String?

    public init(
        title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }
}
