import Foundation

/// A bar's delegate that can place it (SR11); `position(for:)` is optional and answers `.any` by default.
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
