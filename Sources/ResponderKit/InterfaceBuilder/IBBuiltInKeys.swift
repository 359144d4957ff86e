import Foundation

/// ResponderKit's own properties that IB documents set by key (IB6, IB7): the outlets Xcode connects on
/// UIKit classes (`view`, `dataSource`, `delegate`) and the runtime attributes apps set most
/// (`layer.cornerRadius`, `layer.borderWidth`, `layer.borderColor`, …). A translated class answers its own
/// keys through its `_objcProperty` table (PT2), which is asked first.
@MainActor enum IBBuiltInKeys {
    static func get(_ key: String, of object: AnyObject) -> Any? {
        switch (object, key) {
        case (let view as UIView, "layer"): return view.layer
        case (let controller as UIViewController, "view"): return controller.view
        case (let controller as UIViewController, "navigationItem"): return controller.navigationItem
        case (let cell as UITableViewCell, "contentView"): return cell.contentView
        default: return nil
        }
    }

    static func set(_ value: Any?, forKey key: String, on object: AnyObject) -> Bool {
        if let layer = object as? CALayer { return setLayer(value, key, layer) }
        if let view = object as? UIView, setView(value, key, view) { return true }
        switch (object, key) {
        case (let controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case (let table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case (let table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case (let collection as UICollectionView, "dataSource"):
            collection.dataSource = value as? UICollectionViewDataSource
        case (let collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case (let field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case (let scrollView as UIScrollView, "delegate"): scrollView.delegate = value as? UIScrollViewDelegate
        case (let recognizer as UIGestureRecognizer, "delegate"):
            recognizer.delegate = value as? UIGestureRecognizerDelegate
        case (let controller as UITableViewController, "tableView"):
            guard let table = value as? UITableView else { return false }
            controller.tableView = table
        default: return false
        }
        return true
    }

    private static func setView(_ value: Any?, _ key: String, _ view: UIView) -> Bool {
        switch key {
        case "backgroundColor": view.backgroundColor = value as? UIColor
        case "tintColor": view.tintColor = value as? UIColor
        case "tag": view.tag = number(value).map { Int($0) } ?? 0
        case "alpha": view.alpha = number(value) ?? 1
        case "hidden", "isHidden": view.isHidden = flag(value)
        case "clipsToBounds": view.clipsToBounds = flag(value)
        case "userInteractionEnabled", "isUserInteractionEnabled": view.isUserInteractionEnabled = flag(value)
        case "accessibilityIdentifier": view.accessibilityIdentifier = value as? String
        case "accessibilityLabel": view.accessibilityLabel = value as? String
        default: return false
        }
        return true
    }

    private static func setLayer(_ value: Any?, _ key: String, _ layer: CALayer) -> Bool {
        switch key {
        case "cornerRadius": layer.cornerRadius = number(value) ?? 0
        case "borderWidth": layer.borderWidth = number(value) ?? 0
        case "borderColor": layer.borderColor = (value as? UIColor)?.cgColor
        case "masksToBounds": layer.masksToBounds = flag(value)
        case "shadowOpacity": layer.shadowOpacity = Float(number(value) ?? 0)
        case "shadowRadius": layer.shadowRadius = number(value) ?? 0
        case "shadowColor": layer.shadowColor = (value as? UIColor)?.cgColor
        case "shadowOffset": layer.shadowOffset = value as? CGSize ?? .zero
        default: return false
        }
        return true
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Int: CGFloat(value)
        case let value as Double: CGFloat(value)
        case let value as Bool: value ? 1 : 0
        default: nil
        }
    }

    static func flag(_ value: Any?) -> Bool {
        switch value {
        case let value as Bool: value
        default: (number(value) ?? 0) != 0
        }
    }
}
