import Foundation

/// BA4: what a bar records of its current appearance in its drawing.
@MainActor enum BarAppearanceDrawing {
    /// What a blur background records: a translucent near-white fill (nothing is blurred; Fidelity BA4).
    static var materialColor: UIColor { UIColor(white: 0.97, alpha: 0.8) }

    enum ShadowEdge { case top, bottom }

    /// The background (effect, then colour, then image, as UIKit stacks them) and the one-pixel shadow line
    /// inside the bar's edge (UIKit's lies just outside it; Fidelity BA4), into the current context.
    static func draw(_ appearance: UIBarAppearance, in bounds: CGRect, shadowAt edge: ShadowEdge, scale: CGFloat) {
        if appearance.backgroundEffect != nil {
            materialColor.setFill()
            UIRectFill(bounds)
        }
        if let color = appearance.backgroundColor {
            color.setFill()
            UIRectFill(bounds)
        }
        appearance.backgroundImage?.draw(in: bounds)
        let line = 1 / Swift.max(scale, 1)
        let shadow = CGRect(
            x: bounds.minX, y: edge == .bottom ? bounds.maxY - line : bounds.minY, width: bounds.width, height: line)
        if let image = appearance.shadowImage {
            image.draw(in: shadow)
        } else if let color = appearance.shadowColor {
            color.setFill()
            UIRectFill(shadow)
        }
    }
}
