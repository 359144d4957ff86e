import Foundation

/// A string that identifies a user-interface element to tests and automation, never spoken (AX1).
/// `UIView` and `UIAccessibilityElement` adopt it, as UIKit declares (`UIBarItem` does not yet here).
@preconcurrency @MainActor public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
