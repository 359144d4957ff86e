import Foundation

#if !canImport(Darwin)
    /// Replaying recorded drawing into another context (DR11): `CALayer.render(in:)` draws each layer's
    /// recording where the layer lies.
    extension CGContext {
        /// Appends `operations` (recorded in some layer's bounds space) as if drawn now: their transforms
        /// and clips are mapped through the current CTM, the current clip is added, the current alpha multiplies.
        func replay(_ operations: [DrawingOperation]) {
            var ctm = state.transform
            for operation in operations {
                var copy = operation
                copy.transform = operation.transform.concatenating(ctm)
                copy.clip = operation.clip.map { path in path.copy(using: &ctm) ?? path } + state.clip
                copy.alpha = operation.alpha * state.alpha
                recordedDrawing.append(copy)
            }
        }

        /// The graphics state's alpha, read by layer rendering to multiply a layer's opacity in (DR11).
        var currentAlpha: CGFloat { state.alpha }
    }
#endif
