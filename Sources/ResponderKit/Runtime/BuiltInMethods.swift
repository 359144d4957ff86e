import Foundation

/// ResponderKit's own methods that iOS code names by selector (PT3): `#selector(UIView.endEditing(_:))` as a
/// tap recognizer's action, `#selector(UIResponder.resignFirstResponder)` as a toolbar button's, a
/// `perform(#selector(UIView.layoutIfNeeded))`. Names follow PT1's rule from ResponderKit's Swift
/// signatures (`dismiss(animated:completion:)` → `dismissWithAnimated:completion:`); the few whose iOS
/// importer name differs (`dismissViewControllerAnimated:completion:`) are answered under both.
/// Asked after the object's own table, so a translated override of these methods is found first (and
/// a Swift override of them is what these call, by dynamic dispatch).
@MainActor enum BuiltInMethods {
    static func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
        if let method = editActionMethod(selector.name, object) { return method }
        if let view = object as? UIView, let method = viewMethod(selector.name, view) { return method }
        if let controller = object as? UIViewController, let method = controllerMethod(selector.name, controller) {
            return method
        }
        if let responder = object as? UIResponder, let method = responderMethod(selector.name, responder) {
            return method
        }
        if let layer = object as? CALayer, let method = layerMethod(selector.name, layer) { return method }
        return nil
    }

    /// The names this file answers, for the SPEC and tests.
    static let names: [String] = [
        "becomeFirstResponder", "resignFirstResponder", "removeFromSuperview", "setNeedsLayout", "layoutIfNeeded",
        "layoutSubviews", "setNeedsDisplay", "sizeToFit", "endEditing:", "reloadData", "flashScrollIndicators",
        "dismissWithAnimated:completion:", "dismissViewControllerAnimated:completion:",
        "popViewControllerWithAnimated:", "popViewControllerAnimated:", "popToRootViewControllerWithAnimated:",
        "popToRootViewControllerAnimated:",
    ]

    /// PB6: the standard edit actions text fields and text views perform, so that the edit menu's items
    /// (sent by selector, PT3) reach their overrides; other responders only answer them by overriding.
    private static func editActionMethod(_ name: String, _ object: AnyObject) -> ObjCMethod? {
        guard object is UITextField || object is UITextView, let responder = object as? UIResponder else { return nil }
        switch name {
        case "cut:":
            return ObjCMethod(arity: 1) {
                responder.cut($0[0]); return nil
            }
        case "copy:":
            return ObjCMethod(arity: 1) {
                responder.copy($0[0]); return nil
            }
        case "paste:":
            return ObjCMethod(arity: 1) {
                responder.paste($0[0]); return nil
            }
        case "select:":
            return ObjCMethod(arity: 1) {
                responder.select($0[0]); return nil
            }
        case "selectAll:":
            return ObjCMethod(arity: 1) {
                responder.selectAll($0[0]); return nil
            }
        case "delete:":
            return ObjCMethod(arity: 1) {
                responder.delete($0[0]); return nil
            }
        default: return nil
        }
    }

    private static func responderMethod(_ name: String, _ responder: UIResponder) -> ObjCMethod? {
        switch name {
        case "becomeFirstResponder": return ObjCMethod(arity: 0) { _ in responder.becomeFirstResponder() }
        case "resignFirstResponder": return ObjCMethod(arity: 0) { _ in responder.resignFirstResponder() }
        default: return nil
        }
    }

    private static func viewMethod(_ name: String, _ view: UIView) -> ObjCMethod? {
        switch name {
        case "removeFromSuperview": return action { view.removeFromSuperview() }
        case "setNeedsLayout": return action { view.setNeedsLayout() }
        case "layoutIfNeeded": return action { view.layoutIfNeeded() }
        case "layoutSubviews": return action { view.layoutSubviews() }
        case "setNeedsDisplay": return action { view.layer.setNeedsDisplay() }
        case "sizeToFit": return action { view.sizeToFit() }
        case "endEditing:":
            // A recognizer passed as the argument is a non-nil pointer: true, as on iOS.
            return ObjCMethod(arity: 1) { arguments in view.endEditing(flag(arguments[0])) }
        case "reloadData":
            if let table = view as? UITableView { return action { table.reloadData() } }
            if let collection = view as? UICollectionView { return action { collection.reloadData() } }
            return nil
        case "flashScrollIndicators":
            guard let scrollView = view as? UIScrollView else { return nil }
            return action { scrollView.flashScrollIndicators() }
        default: return nil
        }
    }

    private static func controllerMethod(_ name: String, _ controller: UIViewController) -> ObjCMethod? {
        switch name {
        case "dismissWithAnimated:completion:", "dismissViewControllerAnimated:completion:":
            return ObjCMethod(arity: 2) { arguments in
                let completion = arguments[1] as? () -> Void
                controller.dismiss(animated: flag(arguments[0]), completion: completion)
                return nil
            }
        case "popViewControllerWithAnimated:", "popViewControllerAnimated:":
            guard let navigation = controller as? UINavigationController else { return nil }
            return ObjCMethod(arity: 1) { arguments in navigation.popViewController(animated: flag(arguments[0])) }
        case "popToRootViewControllerWithAnimated:", "popToRootViewControllerAnimated:":
            guard let navigation = controller as? UINavigationController else { return nil }
            return ObjCMethod(arity: 1) { arguments in
                navigation.popToRootViewController(animated: flag(arguments[0]))
            }
        default: return nil
        }
    }

    private static func layerMethod(_ name: String, _ layer: CALayer) -> ObjCMethod? {
        switch name {
        case "setNeedsLayout": return action { layer.setNeedsLayout() }
        case "layoutIfNeeded": return action { layer.layoutIfNeeded() }
        case "setNeedsDisplay": return action { layer.setNeedsDisplay() }
        default: return nil
        }
    }

    private static func action(_ body: @escaping @MainActor () -> Void) -> ObjCMethod {
        ObjCMethod(arity: 0) { _ in
            body()
            return nil
        }
    }

    /// An Objective-C `BOOL` argument: a Bool or a number as itself, any other object as true (a non-nil
    /// pointer), nil as false.
    static func flag(_ argument: Any?) -> Bool {
        switch argument {
        case nil: return false
        case let bool as Bool: return bool
        case let number as NSNumber: return number.boolValue
        default: return true
        }
    }
}
