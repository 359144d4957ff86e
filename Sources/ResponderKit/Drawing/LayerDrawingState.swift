import Foundation

/// A layer's drawing state that most layers never use, out of line (DR8): the delegate of a layer that
/// belongs to no view, and the union of the rectangles marked since the last display.
@MainActor final class LayerDrawingState {
    weak var delegate: (any CALayerDelegate)?
    /// Nil: the whole layer (`setNeedsDisplay()`, first display).
    var dirtyRect: CGRect?
    /// At least one `setNeedsDisplay(_:)` with a rectangle and none without since the last display.
    var partial = false
}
