import Foundation

#if !canImport(Darwin)
    /// One recorded drawing operation (DR5): what was painted, in the user space of the moment, with the
    /// graphics state that applies to it. There are no pixels: a layer's drawing is the list of these
    /// (`CALayer.recordedDrawing`), and `responder render` and Responder Studio write them as SVG.
    public struct DrawingOperation: Hashable, Sendable {
        /// What was painted. Geometry is in user space: `transform` maps it to the layer's bounds space.
        public enum Kind: Hashable, Sendable {
            /// A filled path (`fillPath`, `fill(_:)` of a rectangle, `UIBezierPath.fill()`, `UIRectFill`).
            case fill(CGPath, CGPathFillRule)
            /// A stroked path with the line style of the moment.
            case stroke(CGPath, DrawingOperation.LineStyle)
            /// `clear(_:)`: the rectangle made transparent.
            case clear(CGRect)
            /// An image drawn into a rectangle (`draw(_:in:)`, `UIImage.draw(in:)`).
            case image(CGImage, CGRect)
            /// A string drawn (`NSString`/`NSAttributedString` drawing) with its font.
            case text(DrawingOperation.Text)
        }

        /// The stroke's line style, from the graphics state (or the `UIBezierPath`'s own properties).
        public struct LineStyle: Hashable, Sendable {
            public var width: CGFloat = 1
            public var cap: CGLineCap = .butt
            public var join: CGLineJoin = .miter
            public var miterLimit: CGFloat = 10
            public var dashPhase: CGFloat = 0
            public var dashLengths: [CGFloat] = []

            public init() {}
        }

        /// A string as drawn: where (its layout rectangle, its size measured with the font when drawn at a
        /// point), its font's name and size.
        public struct Text: Hashable, Sendable {
            public var string: String
            public var rect: CGRect
            public var fontName: String
            public var pointSize: CGFloat
        }

        public var kind: Kind
        /// The fill colour (fill, text) or stroke colour (stroke); nil for clear and images.
        public var color: CGColor?
        /// The current transformation matrix when it was drawn: user space to the layer's bounds space.
        public var transform: CGAffineTransform
        /// The clipping paths in effect, in the layer's bounds space (their intersection clips).
        public var clip: [CGPath]
        /// The graphics state's alpha (`setAlpha(_:)`), multiplied into the colour.
        public var alpha: CGFloat
        public var blendMode: CGBlendMode
    }
#endif
