import Foundation

/// A layer that draws its sublayers `instanceCount` times (DR13), each instance the previous one moved by
/// `instanceTransform` (about the layer's centre, Apple) and coloured by `instanceColor` plus the offsets
/// times the instance's index. Its display records the replicated drawing (`recordedDrawing`), and
/// `render(in:)` draws the instances.
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1 { didSet { setNeedsDisplay() } }
    /// Stored: there is no depth here (layers are flattened in their order).
    open var preservesDepth = false
    /// Stored: each instance's animations would start this much later; recorded drawing has no time.
    open var instanceDelay: CFTimeInterval = 0
    open var instanceTransform = CATransform3DIdentity { didSet { setNeedsDisplay() } }
    /// Apple: "defaults to opaque white", multiplying the sublayers' colours.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    open var instanceRedOffset: Float = 0 { didSet { setNeedsDisplay() } }
    open var instanceGreenOffset: Float = 0 { didSet { setNeedsDisplay() } }
    open var instanceBlueOffset: Float = 0 { didSet { setNeedsDisplay() } }
    open var instanceAlphaOffset: Float = 0 { didSet { setNeedsDisplay() } }

    public required init() {
        super.init()
        setNeedsDisplay()
    }

    /// The copy initializer (presentation layers): the replication's properties too.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let replicator = layer as? CAReplicatorLayer else { return }
        instanceCount = replicator.instanceCount
        preservesDepth = replicator.preservesDepth
        instanceDelay = replicator.instanceDelay
        instanceTransform = replicator.instanceTransform
        instanceColor = replicator.instanceColor
        instanceRedOffset = replicator.instanceRedOffset
        instanceGreenOffset = replicator.instanceGreenOffset
        instanceBlueOffset = replicator.instanceBlueOffset
        instanceAlphaOffset = replicator.instanceAlphaOffset
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setNeedsDisplay()
    }

    /// DR13: the replicated sublayers, recorded (then the delegate's drawing, as `CALayer.draw(in:)`).
    open override func draw(in ctx: CGContext) {
        renderInstances(in: ctx)
        super.draw(in: ctx)
    }
}
