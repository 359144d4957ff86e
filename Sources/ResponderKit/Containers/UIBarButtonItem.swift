import Foundation

/// A button of a navigation bar (NV6). Its view is a button the bar makes; tapping it sends `action` to
/// `target` through `UIApplication.sendAction(_:to:from:for:)` with the item as the sender (a nil target
/// travels the responder chain, C4), or performs `primaryAction`.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }

    /// NV6: a shown item's button takes a new title at once (VC11's edit button relies on it).
    open override var title: String? {
        didSet {
            if title != oldValue {
                shownBar?.itemTitleDidChange(self)
                shownToolbar?.itemDidChange(self)
            }
        }
    }
    /// NV6, TB1: a shown item's button is enabled and disabled with it (a Post button enabled once there is text).
    open override var isEnabled: Bool {
        didSet {
            if isEnabled != oldValue {
                shownBar?.itemEnabledDidChange(self)
                shownToolbar?.itemDidChange(self)
            }
        }
    }
    open var style: Style = .plain
    /// UA6: the tint of the item's button (nil: the bar's); appearance-capable. A shown button takes it at once.
    open var tintColor: UIColor? {
        didSet {
            for case let button as UIButton in [shownBar?.view(showing: self), shownToolbar?.view(showing: self)]
            where button !== customView {
                button.setOwnTintColor(tintColor)
            }
            if AppearanceProxies.isActive {
                let value = tintColor
                appearanceSetterCalled(BarItemAppearanceProperty(name: "tintColor", state: 0)) {
                    ($0 as? UIBarButtonItem)?.tintColor = value
                }
            }
        }
    }
    open weak var target: AnyObject?
    open var action: Selector?
    open var primaryAction: UIAction? {
        get { primaryActionHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&primaryActionHeld, with: newValue)) {} }
    }
    private var primaryActionHeld: UIAction?
    open var width: CGFloat = 0
    /// A view shown instead of the bar's button; the item's action is then the view's business, as in UIKit.
    open var customView: UIView? {
        get { customViewHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&customViewHeld, with: newValue)) {} }
    }
    private var customViewHeld: UIView?
    /// The system item it was made with: its title is the item's name ("Done", "Cancel", ...).
    private(set) var systemItem: SystemItem?
    /// The bar showing the item's button, if any.
    weak var shownBar: UINavigationBar?
    /// The toolbar showing the item's button, if any (TB1).
    weak var shownToolbar: UIToolbar?

    /// BA5: the buttons showing the item take its new title attributes.
    override func titleTextAttributesDidChange() {
        shownBar?.itemTitleDidChange(self)
        shownToolbar?.itemDidChange(self)
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
        self.systemItem = systemItem
        self.title = Self.name(of: systemItem)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
    }

    /// `UIBarButtonItem(title: "Save", style: .done, target: self, action: EditorViewController.save)`: the
    /// Swift-function form of target-action (SPEC A), where `save` takes nothing.
    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T?, action: @escaping (T) -> () -> Void
    ) {
        self.init(
            title: title, style: style, target: target, action: Self.selector(T.self) { target, _ in action(target)() })
    }

    /// The same, where the action takes the item: `func save(_ sender: UIBarButtonItem)`.
    public convenience init<T: AnyObject>(
        title: String?, style: Style, target: T?, action: @escaping (T) -> (UIBarButtonItem) -> Void
    ) {
        self.init(
            title: title, style: style, target: target,
            action: Self.selector(T.self) { target, sender in
                guard let item = sender as? UIBarButtonItem else { return }
                action(target)(item)
            })
    }

    public convenience init<T: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: T?, action: @escaping (T) -> () -> Void
    ) {
        self.init(
            barButtonSystemItem: systemItem, target: target,
            action: Self.selector(T.self) { target, _ in action(target)() })
    }

    /// TB1: a space that shares the room a toolbar has left (iOS 14's class method; UIKit returns `Self`).
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// TB1: a space of `width` points.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// NV6: what a tap on the item's button does.
    func perform(from button: UIControl, event: UIEvent?) {
        guard isEnabled else { return }
        if let primaryAction {
            button.window?.application?.tracer?.record(
                .uiActionPerformed(action: primaryAction.traceName, sender: "UIBarButtonItem"))
            primaryAction.perform(from: self)
        }
        guard let action else { return }
        if let application = button.window?.application {
            application.sendAction(action, to: target, from: self, for: event)
        } else if let target {
            UIApplication.callOrReport(action, on: target, sender: self, event: event)
        }
    }

    private static func selector<T: AnyObject>(
        _ type: T.Type, _ call: @escaping @MainActor (T, Any?) -> Void
    ) -> Selector {
        Selector(
            name: "\(T.self) action",
            invoker: ActionInvoker(
                accepts: { $0 is T },
                call: { target, sender, _ in
                    guard let target = target as? T else { return }
                    call(target, sender)
                }))
    }

    private static func name(of item: SystemItem) -> String {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .close: "Close"
        case .undo: "Undo"
        case .redo: "Redo"
        default: "\(item)"
        }
    }
}
