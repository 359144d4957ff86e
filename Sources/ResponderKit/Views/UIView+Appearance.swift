import Foundation

/// What a view stores for its appearance (AP3): nothing reads it but user code and the layer.
struct ViewAppearance {
    var backgroundColor: UIColor?
    /// Set on this view; nil inherits.
    var ownTintColor: UIColor?
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var isOpaque = true
    var contentMode: UIView.ContentMode = .scaleToFill
}

extension UIView {
    /// `backgroundColor`'s setter: an animation block captures the old colour first (AN).
    func setBackgroundColor(_ color: UIColor?) {
        if AnimationTransaction.isCapturing { AnimationTransaction.willChange(self, .backgroundColor) }
        appearanceStorage.backgroundColor = color
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    // MARK: Layer (AP4)

    func makeLayer() -> CALayer {
        let requested: AnyClass = type(of: self).layerClass
        let layerType: CALayer.Type
        if let type = requested as? CALayer.Type {
            layerType = type
        } else {
            reportProgrammerError("layerClass \(requested) is not a CALayer class: a CALayer is used")
            layerType = CALayer.self
        }
        let layer = layerType.init()
        layer.viewStorage = self
        layerStorage = layer
        return layer
    }

    // MARK: Anchor point (AP6)

    /// The layer's anchor point moves the frame and keeps `center` (which is the layer's position).
    func setAnchorPoint(_ anchor: CGPoint) {
        guard anchor != anchorStorage else { return }
        anchorStorage = anchor
        geometryDidChange()
    }

    /// `center` for a frame whose (untranslated) midpoint is `midpoint` and bounds size `size`: the
    /// midpoint itself at the default anchor, else moved by the transformed offset of the anchor from the
    /// bounds' middle (G1, G4 with AP6).
    func centerForFrameMidpoint(_ midpoint: CGPoint, size: CGSize) -> CGPoint {
        guard anchorStorage.x != 0.5 || anchorStorage.y != 0.5 else { return midpoint }
        let offset = CGPoint(x: (anchorStorage.x - 0.5) * size.width, y: (anchorStorage.y - 0.5) * size.height)
        let t = transformStorage
        return CGPoint(x: midpoint.x + t.a * offset.x + t.c * offset.y, y: midpoint.y + t.b * offset.x + t.d * offset.y)
    }

    // MARK: Tint (AP3)

    /// Its own tint, else the nearest ancestor's, else the system default.
    var inheritedTintColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let tint = view.appearanceStorage.ownTintColor { return tint }
            current = view.superviewStorage
        }
        return .systemBlue
    }

    func setOwnTintColor(_ color: UIColor?) {
        let before = inheritedTintColor
        appearanceStorage.ownTintColor = color
        guard inheritedTintColor != before else { return }
        notifyTintChange()
    }

    /// `tintColorDidChange()` on this view, then on the descendants that inherit from it.
    private func notifyTintChange() {
        walkSubtree(including: { _, subview in subview.appearanceStorage.ownTintColor == nil }) { view, _ in
            view.tintColorDidChange()
            return .descend
        }
    }
}
