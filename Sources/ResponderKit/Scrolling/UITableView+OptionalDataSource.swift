import Foundation

/// UIKit's answers that depend on which optional members the data source implements (PT4): asked of a
/// translated data source's table (PT2); any other data source is asked through the protocol's defaults,
/// as before (SW6, ED4).
extension UITableView {
    /// `canEditRowAt`: a translated data source that does not implement it lets every row be edited, as
    /// UIKit does; swiping to delete then also needs its `commit` (UIKit offers no Delete otherwise).
    func dataSourceCanEdit(_ dataSource: UITableViewDataSource, _ indexPath: IndexPath, forSwipe: Bool = false) -> Bool
    {
        guard Self.isTranslated(dataSource) else { return dataSource.tableView(self, canEditRowAt: indexPath) }
        if forSwipe && !ObjCRuntime.implements(dataSource, "tableView:commit:forRowAt:") { return false }
        guard ObjCRuntime.implements(dataSource, "tableView:canEditRowAt:") else { return true }
        return dataSource.tableView(self, canEditRowAt: indexPath)
    }

    /// `canMoveRowAt`: a translated data source that does not implement it shows the reorder control exactly
    /// when it implements `moveRowAt`, as UIKit does.
    func dataSourceCanMove(_ dataSource: UITableViewDataSource, _ indexPath: IndexPath) -> Bool {
        guard Self.isTranslated(dataSource) else { return dataSource.tableView(self, canMoveRowAt: indexPath) }
        guard ObjCRuntime.implements(dataSource, "tableView:canMoveRowAt:") else {
            return ObjCRuntime.implements(dataSource, "tableView:moveRowAt:to:")
        }
        return dataSource.tableView(self, canMoveRowAt: indexPath)
    }

    private static func isTranslated(_ object: AnyObject) -> Bool {
        (object as? any ObjCMessaging)?._objcHasMethodTable ?? false
    }
}
