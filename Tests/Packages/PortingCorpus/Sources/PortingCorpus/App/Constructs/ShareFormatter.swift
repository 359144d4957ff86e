import Foundation
import UIKit

/// An `NSObject` subclass used as a target, with `@objcMembers` and a renamed class (SPEC PT1, PT2).
@objcMembers
@objc(RKShareFormatter)
class ShareFormatter: NSObject {
    var prefix = "Shared: "
    private(set) var shared: [String] = []
    @nonobjc var swiftOnly = 0

    func share(_ text: String) {
        shared.append(prefix + text)
    }

    func shareButtonTapped(_ sender: UIButton) {
        share("button \(sender.tag)")
    }
}
