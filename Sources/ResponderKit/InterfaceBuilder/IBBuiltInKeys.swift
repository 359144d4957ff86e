import Foundation

/// The keys only IB documents set on ResponderKit's own classes (IB6, IB7): the outlets Xcode connects on
/// UIKit classes (`view`, `dataSource`, `delegate`, ...) and `accessibilityLabel`. Asked after PT6's lookup
/// (a translated class's `_objcProperty` table, then `BuiltInKeys`), which already answers the view and layer
/// properties runtime attributes set (`layer.cornerRadius`, `backgroundColor`, ...) and `layer`/`view`.
@MainActor enum IBBuiltInKeys {
    static func get(_ key: String, of object: AnyObject) -> Any? {
        switch (object, key) {
        case (let controller as UIViewController, "navigationItem"): return controller.navigationItem
        case (let cell as UITableViewCell, "contentView"): return cell.contentView
        default: return nil
        }
    }

    static func set(_ value: Any?, forKey key: String, on object: AnyObject) -> Bool {
        switch (object, key) {
        case (let view as UIView, "accessibilityLabel"): view.accessibilityLabel = value as? String
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
}
