import Foundation

/// Every responder has `observe(_:options:changeHandler:)`, as NSObject's subclasses do on iOS (A10);
/// which of its properties notify depends on its class (views, scroll views, controls).
extension UIResponder: _KeyValueCodingAndObserving {}
