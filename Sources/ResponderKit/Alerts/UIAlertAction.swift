import Foundation

/// One button of an alert (AL2): a title, a style and the handler run when the user taps it.
@preconcurrency @MainActor open class UIAlertAction {
    /// UIKit's styles, with its raw values.
    public enum Style: Int, Sendable {
        case `default` = 0, cancel = 1, destructive = 2
    }

    open var title: String? { titleStorage }
    open var style: Style { styleStorage }
    /// AL3: a disabled action's button is disabled: taps do nothing.
    open var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    let titleStorage: String?
    let styleStorage: Style
    let handler: ((UIAlertAction) -> Void)?
    /// The button that shows it, once its alert's view is loaded.
    weak var button: UIButton?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
    }
}
