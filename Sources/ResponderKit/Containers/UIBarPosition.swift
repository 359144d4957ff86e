import Foundation

/// Where a bar sits (SR11), UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}
