import Foundation

#if !canImport(Darwin)
    /// A Core Graphics drawing context that records instead of rasterizing (DR2, DR5), because Linux
    /// Foundation has none. Paths, fills, strokes, clips, transforms, images and text are kept as
    /// `DrawingOperation`s with the graphics state of the moment; `recordedDrawing` reads them back.
    ///
    /// Contexts are made by the display pass (a layer's `display()`), `UIGraphicsImageRenderer` and
    /// `UIGraphicsBeginImageContextWithOptions`; user space starts as the layer's or image's point space
    /// (origin top-left, y down, as UIKit's contexts are).
    public class CGContext {
        var state = GraphicsState()
        var savedStates: [GraphicsState] = []
        /// The current path, in the base space (points transformed by the CTM when added, as Core Graphics).
        var currentPath = CGMutablePath()
        /// What has been drawn, in order.
        public internal(set) var recordedDrawing: [DrawingOperation] = []
        /// The size in points and the scale (pixels per point) of what it draws into.
        let pointSize: CGSize
        let scale: CGFloat
        /// Set by `UIView.draw(_:)`'s default implementation: the view's class may not draw (DR1).
        var reachedPlainViewDraw = false
        /// The rectangle `draw(_:)` is given: the bounds, or the marked part of them (DR1).
        var drawRect = CGRect.zero

        init(size: CGSize, scale: CGFloat) {
            pointSize = size
            self.scale = scale > 0 && scale.isFinite ? scale : 1
        }

        /// Width and height in pixels, as a bitmap context's.
        public var width: Int { Int((pointSize.width * scale).rounded(.up)) }
        public var height: Int { Int((pointSize.height * scale).rounded(.up)) }

        /// A snapshot of what has been drawn so far.
        public func makeImage() -> CGImage? {
            CGImage(pointSize: pointSize, scale: scale, operations: recordedDrawing)
        }

        // MARK: Graphics state (DR3)

        public func saveGState() { savedStates.append(state) }

        /// Without a matching save it does nothing (Core Graphics logs and ignores it too).
        public func restoreGState() {
            guard let saved = savedStates.popLast() else { return }
            state = saved
        }

        public var ctm: CGAffineTransform { state.transform }
        public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
            state.transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        }

        public func translateBy(x tx: CGFloat, y ty: CGFloat) {
            state.transform = CGAffineTransform(translationX: tx, y: ty).concatenating(state.transform)
        }

        public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
            state.transform = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.transform)
        }

        public func rotate(by angle: CGFloat) {
            state.transform = CGAffineTransform(rotationAngle: angle).concatenating(state.transform)
        }

        public func concatenate(_ transform: CGAffineTransform) {
            state.transform = transform.concatenating(state.transform)
        }

        public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.transform.inverted()) }
        public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.transform) }

        public func setFillColor(_ color: CGColor) { state.fillColor = color }
        public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
        public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(gray: gray, alpha: alpha)
        }

        public func setLineWidth(_ width: CGFloat) { state.line.width = width }
        public func setLineCap(_ cap: CGLineCap) { state.line.cap = cap }
        public func setLineJoin(_ join: CGLineJoin) { state.line.join = join }
        public func setMiterLimit(_ limit: CGFloat) { state.line.miterLimit = limit }

        /// An empty `lengths` turns dashing off.
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
            state.line.dashPhase = phase
            state.line.dashLengths = lengths
        }

        /// Clamped to 0…1, as Core Graphics.
        public func setAlpha(_ alpha: CGFloat) { state.alpha = Swift.min(1, Swift.max(0, alpha)) }
        public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
        public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
        public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
        public var interpolationQuality: CGInterpolationQuality = .default

        /// Stored with the state; shadows are not part of the recording (Fidelity, DR5).
        public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
            state.shadow = (offset, blur, color)
        }

        public func setShadow(offset: CGSize, blur: CGFloat) {
            state.shadow = (offset, blur, CGColor(gray: 0, alpha: 1.0 / 3))
        }

        // MARK: Recording

        /// Starts from an earlier recording (a partial redraw keeps what was drawn, DR8).
        func adopt(_ operations: [DrawingOperation]) { recordedDrawing = operations }

        func record(_ kind: DrawingOperation.Kind, color: CGColor?) {
            recordedDrawing.append(
                DrawingOperation(
                    kind: kind, color: color, transform: state.transform, clip: state.clip, alpha: state.alpha,
                    blendMode: state.blendMode))
        }
    }
#endif
