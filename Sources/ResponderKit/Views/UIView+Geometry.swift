import Foundation

/// Setting `frame` under a transform (G4), and conversions whose result overflows (G5).
extension UIView {
    /// `transform`'s setter (G2, G5): the inverse is cached, a singular transform noted.
    func setTransformChecked(_ newValue: CGAffineTransform) {
        let finite =
            newValue.a.isFinite && newValue.b.isFinite && newValue.c.isFinite && newValue.d.isFinite
            && newValue.tx.isFinite && newValue.ty.isFinite
        guard acceptsGeometry(finite, "transform", "\(newValue)") else { return }
        transformStorage = newValue
        let inverse = newValue.isIdentity ? nil : newValue.exactInverse()
        transformIsSingular = !newValue.isIdentity && inverse == nil
        inverseTransform = newValue.isIdentity ? nil : inverse ?? newValue.pseudoInverse()
        reportedNonFiniteConversion = false
        geometryDidChange()
    }

    /// G4: the transformed bounds' box becomes `frame`. `bounds.size` is the size of the frame's box mapped
    /// back through the transform's linear part, as WinObjC's `CALayer` and flowkey's UIKit port compute
    /// it; `center` is the frame's midpoint less the transform's translation (the frame includes it), so
    /// the frame reads back. That is exact for scales, flips and quarter turns; for other angles no bounds
    /// size may have the frame as its box, and the view comes out larger than the frame. With a singular
    /// transform only `center` can be set: `bounds.size` is kept (UIKit raises nothing either).
    /// False, changing nothing, when the center or size this needs is not finite (finite extremes can
    /// overflow: `x + width / 2` for x = width = 1.7e308).
    func setFrameStorage(_ frame: CGRect) -> Bool {
        // The frame's midpoint less the transform's translation; `centerForFrameMidpoint` then moves it by
        // the anchor point's transformed offset (AP6).
        var center = CGPoint(x: frame.midX, y: frame.midY)
        var size = frame.size
        if let inverse = inverseTransform {
            let t = transformStorage
            center = CGPoint(x: center.x - t.tx, y: center.y - t.ty)
            let w = abs(frame.width)
            let h = abs(frame.height)
            size =
                transformIsSingular
                ? boundsStorage.size
                : CGSize(
                    width: abs(inverse.a) * w + abs(inverse.c) * h, height: abs(inverse.b) * w + abs(inverse.d) * h)
        }
        center = centerForFrameMidpoint(center, size: size)
        guard center.isFinite, size.width.isFinite, size.height.isFinite else { return false }
        centerStorage = center
        boundsStorage.size = size
        return true
    }

    // MARK: Conversions that overflow (G5)

    /// The public conversions' result, reported (once per target view until its transform changes) when it
    /// is not finite: finite extremes can overflow, and a NaN must not pass silently (G5). A singular
    /// transform is not reported: its pseudo-inverse gives a finite point, and UIKit raises nothing.
    static func checkedConversion(
        _ point: CGPoint, from source: UIView, to target: UIView, _ api: String
    ) -> CGPoint {
        let result = convert(point, from: source, to: target)
        if !result.isFinite { reportNonFinite(SeedFormat.point(result), from: source, to: target, api) }
        return result
    }

    static func checkedConversion(_ rect: CGRect, from source: UIView, to target: UIView, _ api: String) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, from: source, to: target) }
        let result = CGRect.boundingBox(of: corners)
        if !result.isFiniteRect { reportNonFinite(SeedFormat.rect(result), from: source, to: target, api) }
        return result
    }

    private static func reportNonFinite(_ result: String, from source: UIView, to target: UIView, _ api: String) {
        guard !target.reportedNonFiniteConversion else { return }
        target.reportedNonFiniteConversion = true
        target.reportProgrammerError(
            "\(api) from \(TraceNames.preferredName(source)) to \(TraceNames.preferredName(target)) is not finite "
                + "(\(result)): the views' geometry overflows (G5)")
    }
}
