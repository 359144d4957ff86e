import Foundation

/// DR13: drawing a replicator's instances.
extension CAReplicatorLayer {
    /// Each instance k (0 ..< `instanceCount`): the sublayers drawn with `instanceTransform` applied k times
    /// about the centre, their colours multiplied by instance k's colour (`instanceColor` plus k times the
    /// offsets, each component clamped to 0…1). A count below 1 draws nothing.
    func renderInstances(in ctx: CGContext) {
        guard instanceCount > 0, let sublayers, !sublayers.isEmpty else { return }
        let box = bounds
        let step = CGAffineTransform(translationX: -box.midX, y: -box.midY)
            .concatenating(CATransform3DGetAffineTransform(instanceTransform))
            .concatenating(CGAffineTransform(translationX: box.midX, y: box.midY))
        let base = instanceColor?.components.map(Self.rgba) ?? [1, 1, 1, 1]
        let offsets = [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset].map {
            CGFloat($0)
        }
        var placement = CGAffineTransform.identity
        for index in 0..<Swift.min(instanceCount, Self.instanceLimit) {
            let modulation = zip(base, offsets).map { Swift.min(1, Swift.max(0, $0 + CGFloat(index) * $1)) }
            let instance = CGContext(size: box.size, scale: contentsScale)
            instance.concatenate(placement)
            for sublayer in sublayers where !sublayer.isHidden && sublayer.opacity > 0 {
                instance.saveGState()
                instance.concatenate(sublayer.transformToSuperlayer)
                instance.setAlpha(CGFloat(sublayer.opacity))
                sublayer.renderOwnDrawing(in: instance)
                instance.restoreGState()
            }
            ctx.replay(instance.recordedDrawing.map { Self.modulated($0, by: modulation) })
            placement = placement.concatenating(step)
        }
    }

    /// More instances than this are not drawn (a hostile count must not hang the display pass; Fidelity).
    static let instanceLimit = 10_000

    private static func rgba(_ components: [CGFloat]) -> [CGFloat] {
        components.count == 2 ? [components[0], components[0], components[0], components[1]] : components
    }

    /// The operation's colour multiplied by `modulation` (red, green, blue, alpha).
    private static func modulated(_ operation: DrawingOperation, by modulation: [CGFloat]) -> DrawingOperation {
        guard modulation != [1, 1, 1, 1] else { return operation }
        var copy = operation
        guard let color = operation.color?.components.map(rgba), color.count == 4 else {
            copy.alpha *= modulation[3]  // an image: only the alpha applies
            return copy
        }
        let product = zip(color, modulation).map { $0 * $1 }
        copy.color = CGColor(red: product[0], green: product[1], blue: product[2], alpha: product[3])
        return copy
    }
}
