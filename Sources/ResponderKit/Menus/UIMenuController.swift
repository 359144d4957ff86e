import Foundation

/// The edit menu (PT3): Cut, Copy, Paste, Select, Select All and Delete, then the custom ``menuItems``,
/// each shown when a responder from the first responder up answers `canPerformAction(_:withSender:)` with
/// true for its action (`target(forAction:withSender:)`, the menu controller as the sender), as UIKit asks.
/// `EventSimulator.editMenuTitles` reads the shown items; `EventSimulator.chooseEditMenuItem(_:)` taps one,
/// which sends its action to that responder and hides the menu.
@preconcurrency @MainActor open class UIMenuController {
    public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = NSNotification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = NSNotification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")

    /// The standard edit actions, in the menu's order, with their titles.
    static let standardItems: [(title: String, action: Selector)] = [
        ("Cut", Selector("cut:")), ("Copy", Selector("copy:")), ("Paste", Selector("paste:")),
        ("Select", Selector("select:")), ("Select All", Selector("selectAll:")), ("Delete", Selector("delete:")),
    ]

    private static let sharedController = UIMenuController()
    open class var shared: UIMenuController { sharedController }

    open var menuItems: [UIMenuItem]?
    public private(set) var isMenuVisible = false
    /// The rect it was shown for, in the window's coordinates.
    public private(set) var menuFrame: CGRect = .zero
    private weak var targetView: UIView?
    /// A table row's or collection item's menu (TV14, CV14): its items are the ones the delegate allows.
    var rowMenu: RowMenuSource?

    init() {}

    /// Shows the menu for `targetRect` in `targetView` (which should be, or contain, the first responder).
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        // A menu shown for another view is not a table row's any more (TV14).
        if let rowMenu, rowMenu.owner !== targetView { self.rowMenu = nil }
        NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self)
        self.targetView = targetView
        menuFrame = targetView.window.map { targetView.convert(targetRect, to: $0) } ?? targetRect
        isMenuVisible = true
        NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self)
    }

    open func hideMenu(from targetView: UIView) { hideMenu() }

    open func hideMenu() {
        guard isMenuVisible else { return }
        NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
        isMenuVisible = false
        targetView = nil
        rowMenu = nil
        NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
    }

    /// UIKit recomputes the shown items here; they are computed whenever read, so there is nothing to do.
    open func update() {}

    /// The responder the menu asks first: the target view's window's first responder, else the target view.
    var firstAsked: UIResponder? {
        guard let targetView else { return nil }
        return targetView.window?.firstResponderStorage ?? targetView
    }

    /// The items shown now, each with the responder that performs it.
    var shownItems: [(title: String, action: Selector, target: AnyObject)] {
        if isMenuVisible, let rowMenu, let owner = rowMenu.owner {
            return rowMenu.items.map { ($0.title, $0.action, owner) }
        }
        guard isMenuVisible, let first = firstAsked else { return [] }
        let custom = (menuItems ?? []).map { (title: $0.title, action: $0.action) }
        return (Self.standardItems + custom).compactMap { item in
            guard let target = first.target(forAction: item.action, withSender: self) else { return nil }
            return (item.title, item.action, target as AnyObject)
        }
    }
}
