import ObjectiveC
import UIKit

private var badgeTextKey: UInt8 = 0

/// A stored property added in an extension through associated objects (SPEC PT7).
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeTextKey) as? String }
        set { objc_setAssociatedObject(self, &badgeTextKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
