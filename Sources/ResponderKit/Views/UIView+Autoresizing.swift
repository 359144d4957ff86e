import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change size (LY19).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// LY19: when this view's bounds change size, each subview that translates its mask and is not laid
    /// out by the engine (whose autoresizing constraints do the same) is resized at once, as UIKit does.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = boundsStorage.size
        for subview in subviewStorage {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints,
                !subview.layoutStorage.flags.contains(.participant)
            else { continue }
            let frame = subview.untransformedFrame
            let horizontal = AutoresizingRule(
                leading: frame.minX, size: frame.width, total: oldSize.width,
                flexibleLeading: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                flexibleTrailing: mask.contains(.flexibleRightMargin))
            let vertical = AutoresizingRule(
                leading: frame.minY, size: frame.height, total: oldSize.height,
                flexibleLeading: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                flexibleTrailing: mask.contains(.flexibleBottomMargin))
            let resized = CGRect(
                x: horizontal.leading(forTotal: newSize.width), y: vertical.leading(forTotal: newSize.height),
                width: horizontal.size(forTotal: newSize.width), height: vertical.size(forTotal: newSize.height))
            if resized != frame { subview.setUntransformedFrame(resized) }
        }
    }
}

/// UIKit's autoresizing along one axis (LY19), as a linear function of the superview's length:
/// the fixed parts (leading margin, size, trailing margin) keep their lengths and the flexible ones share
/// the change in proportion to their current lengths (Apple: "distribute the size difference
/// proportionally among the flexible portions"); flexible parts of zero length share it equally. With
/// nothing flexible the trailing margin takes the change: the view stays where it is.
struct AutoresizingRule {
    let leadingShare: CGFloat
    let leadingConstant: CGFloat
    let sizeShare: CGFloat
    let sizeConstant: CGFloat
    /// UIKit's notation in three bits: leading margin, size, trailing margin flexible (`&`) or fixed (`-`).
    let maskCode: Int

    /// UIKit's notation: leading margin, size, trailing margin; `&` flexible, `-` fixed.
    var maskText: String { Self.maskTexts[maskCode] }

    /// The annotation UIKit prints on a view's autoresizing constraints (`h=-&- v=--&`), from a table:
    /// a frame set on a view laid out by the engine compares it without building strings (perf, LY19).
    static func note(_ horizontal: AutoresizingRule, _ vertical: AutoresizingRule) -> String {
        notes[horizontal.maskCode * 8 + vertical.maskCode]
    }

    private static let maskTexts: [String] = (0..<8).map { code in
        (code & 4 != 0 ? "&" : "-") + (code & 2 != 0 ? "&" : "-") + (code & 1 != 0 ? "&" : "-")
    }
    private static let notes: [String] = (0..<64).map { "h=\(maskTexts[$0 / 8]) v=\(maskTexts[$0 % 8])" }

    init(
        leading: CGFloat, size: CGFloat, total: CGFloat, flexibleLeading: Bool, flexibleSize: Bool,
        flexibleTrailing: Bool
    ) {
        let trailing = total - leading - size
        // The flexible parts' lengths, summed in order (no arrays: this runs on every frame set on a view the
        // engine lays out).
        var sum: CGFloat = 0
        var flexibleCount = 0
        if flexibleLeading {
            sum += Swift.max(leading, 0)
            flexibleCount += 1
        }
        if flexibleSize {
            sum += Swift.max(size, 0)
            flexibleCount += 1
        }
        if flexibleTrailing {
            sum += Swift.max(trailing, 0)
            flexibleCount += 1
        }
        func share(_ length: CGFloat, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return sum > 0 ? Swift.max(length, 0) / sum : 1 / CGFloat(flexibleCount)
        }
        // new length = length + share × (newTotal − total) = share × newTotal + (length − share × total)
        leadingShare = share(leading, flexibleLeading)
        leadingConstant = leading - leadingShare * total
        sizeShare = share(size, flexibleSize)
        sizeConstant = size - sizeShare * total
        let fixedTrailing = !flexibleTrailing && (flexibleLeading || flexibleSize)
        maskCode = (flexibleLeading ? 4 : 0) + (flexibleSize ? 2 : 0) + (fixedTrailing ? 0 : 1)
    }

    func leading(forTotal total: CGFloat) -> CGFloat { leadingShare * total + leadingConstant }
    func size(forTotal total: CGFloat) -> CGFloat { sizeShare * total + sizeConstant }
}
