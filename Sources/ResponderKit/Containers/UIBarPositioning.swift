import Foundation

/// A bar that has a position (SR11): `UISearchBar` here.
@preconcurrency @MainActor public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}
