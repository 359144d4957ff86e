import Foundation

/// An object added to a view with `addInteraction(_:)` that handles some kind of input there (CM1).
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
