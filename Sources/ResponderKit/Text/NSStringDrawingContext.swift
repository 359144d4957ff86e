import Foundation

/// What a string measurement reports back (TK8): `totalBounds` is set by `boundingRect(with:…)` to the
/// rectangle it returned. No font is shrunk here, so `actualScaleFactor` is 1 (Fidelity, TK8).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
