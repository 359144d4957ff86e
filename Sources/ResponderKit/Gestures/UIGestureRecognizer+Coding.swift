import Foundation

/// UIKit's `convenience init?(coder:)`: a recognizer from a document (IB11). It is a convenience
/// initializer on iOS too, so it runs the class's designated `init(target:action:)` (a subclass's override
/// included) with no target; the document's attributes and targets are applied after it returns.
extension UIGestureRecognizer {
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }
}
