import Foundation

/// DA6: `NSCoding`, as UIKit's views and view controllers declare it, so iOS code's
/// `override func encode(with coder: NSCoder)` compiles and its `super` call writes the object's own state.
/// The conformance is `@preconcurrency`: `NSCoding` is nonisolated and these classes are main-actor isolated, as
/// UIKit's are. Only keyed coders are written and read (`allowsKeyedCoding`); the keys are ResponderKit's own
/// (UIKit's archive format is private): a view archived here is read back here.
extension UIView: @preconcurrency NSCoding {
    static let archivedBoundsKey = "UIBounds"
    static let archivedCenterKey = "UICenter"
    static let archivedTagKey = "UITag"
    static let archivedAlphaKey = "UIAlpha"
    static let archivedHiddenKey = "UIHidden"

    func encodeArchivedState(_ coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return }
        coder.encode(bounds, forKey: Self.archivedBoundsKey)
        coder.encode(center, forKey: Self.archivedCenterKey)
        coder.encode(tag, forKey: Self.archivedTagKey)
        coder.encode(Double(alpha), forKey: Self.archivedAlphaKey)
        coder.encode(isHidden, forKey: Self.archivedHiddenKey)
    }

    /// A keyed archive written by `encode(with:)`; any other coder leaves the view as `init(frame: .zero)`.
    func decodeArchivedState(_ coder: NSCoder) {
        guard coder.allowsKeyedCoding, coder.containsValue(forKey: Self.archivedBoundsKey) else { return }
        let bounds = coder.decodeRect(forKey: Self.archivedBoundsKey)
        let center = coder.decodePoint(forKey: Self.archivedCenterKey)
        // Hostile archives: a non-finite geometry is refused as `init(frame:)` refuses it.
        guard bounds.isFiniteRect, center.isFinite else {
            refuseInitialFrame(CGRect(origin: center, size: bounds.size))
            return
        }
        self.bounds = bounds
        self.center = center
        tag = coder.decodeInteger(forKey: Self.archivedTagKey)
        if coder.containsValue(forKey: Self.archivedAlphaKey) {
            alpha = CGFloat(coder.decodeDouble(forKey: Self.archivedAlphaKey))
        }
        isHidden = coder.decodeBool(forKey: Self.archivedHiddenKey)
    }
}

extension UIViewController: @preconcurrency NSCoding {
    static let archivedTitleKey = "UITitle"

    func encodeArchivedState(_ coder: NSCoder) {
        guard coder.allowsKeyedCoding, let title else { return }
        coder.encode(title as NSString, forKey: Self.archivedTitleKey)
    }

    func decodeArchivedState(_ coder: NSCoder) {
        guard !(coder is IBCoder), coder.allowsKeyedCoding, coder.containsValue(forKey: Self.archivedTitleKey)
        else { return }
        title = coder.decodeObject(of: NSString.self, forKey: Self.archivedTitleKey) as String?
    }
}
