import Foundation
import ResponderKit

/// The text operations a layer recorded (DR5), as (string, rectangle) pairs, for the TK tests.
@MainActor func recordedTexts(of view: UIView) -> [(String, CGRect)] {
    view.layer.recordedDrawing.compactMap {
        if case .text(let text) = $0.kind { return (text.string, text.rect) }
        return nil
    }
}

/// A field padded the way real apps pad one: both text rectangles inset by the same insets (TK1).
@MainActor final class PaddedTextField: UITextField {
    let padding = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

/// A field that draws its placeholder in its own colour (TK3).
@MainActor final class TintedPlaceholderField: UITextField {
    var placeholderRects: [CGRect] = []
    override func drawPlaceholder(in rect: CGRect) {
        placeholderRects.append(rect)
        (placeholder ?? "").draw(in: rect, withAttributes: [.foregroundColor: UIColor.red, .font: font as Any])
    }
}

/// The padded label real apps write: insets drawn through `drawText(in:)`, added to the intrinsic size.
@MainActor final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

/// The other padded label: the text rectangle itself inset and outset again, so sizing follows (TK5).
@MainActor final class InsetRectLabel: UILabel {
    let insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
}

/// A button that puts its image after its title, by its content rectangles (TK7).
@MainActor final class TrailingImageButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        var rect = super.titleRect(forContentRect: contentRect)
        rect.origin.x = contentRect.minX
        return rect
    }
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        var rect = super.imageRect(forContentRect: contentRect)
        rect.origin.x = contentRect.maxX - rect.width
        return rect
    }
}
