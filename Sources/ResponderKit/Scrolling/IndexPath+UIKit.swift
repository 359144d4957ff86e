import Foundation

/// UIKit's additions to `IndexPath` for tables (S4) and collection views (CV1).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// Collection views' spelling (CV1).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
