import Foundation
import ResponderKit

extension Picture {
    /// What the visible views' layers show (DR10): background colours, corner radii, borders, shape,
    /// gradient and text layers, labels' text and recorded drawing, under the views' outlines.
    /// Returns the views that showed something (their outlines are then drawn lighter).
    func drawAppearance(_ canvas: inout Canvas) -> Set<ObjectIdentifier> {
        var drawn: Set<ObjectIdentifier> = []
        let window = geometry.simulator.window
        canvas.open("g", [("class", "appearance")])
        if let fragment = LayerPicture.svg(of: window, in: window) { canvas.text += fragment }
        for shape in shapes where !shape.view.isHidden && shape.view.alpha >= 0.01 {
            guard let fragment = LayerPicture.svg(of: shape.view, in: window) else { continue }
            canvas.text += fragment
            drawn.insert(ObjectIdentifier(shape.view))
        }
        canvas.close("g")
        return drawn
    }
}
