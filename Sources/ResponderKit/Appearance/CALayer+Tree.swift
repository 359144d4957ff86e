import Foundation

/// The layer tree (AP7). A view's layer lists its subviews' layers, in subview order, among the layers
/// added to it directly: the list is brought up to date with the subviews whenever it is read or
/// changed, so views never have to tell their layers about hierarchy changes.
extension CALayer {
    /// The sublayers now: for a view's layer, reconciled with its view's subviews.
    func currentSublayers() -> [CALayer] {
        guard let view = viewStorage else { return sublayerStorage ?? [] }
        let subviews = view.subviewStorage
        guard var list = sublayerStorage else {
            let initial = subviews.map(\.layer)
            sublayerStorage = initial
            return initial
        }
        // Layers of views that left this view.
        list.removeAll { layer in
            guard let owner = layer.viewStorage else { return false }
            return owner.superviewStorage !== view
        }
        // The layers of subviews still listed keep their slots, refilled in subview order (reordering).
        let slots = list.indices.filter { list[$0].viewStorage != nil }
        let listed = Set(slots.map { ObjectIdentifier(list[$0]) })
        let listedSubviews = subviews.filter { sub in
            sub.layerStorage.map { listed.contains(ObjectIdentifier($0)) } ?? false
        }
        for (slot, subview) in zip(slots, listedSubviews) { list[slot] = subview.layer }
        // New subviews: just below the layer of the next subview already listed, else on top.
        for (index, subview) in subviews.enumerated() {
            if let own = subview.layerStorage, list.contains(where: { $0 === own }) { continue }
            var position = list.count
            for next in subviews[(index + 1)...] {
                if let nextLayer = next.layerStorage, let found = list.firstIndex(where: { $0 === nextLayer }) {
                    position = found
                    break
                }
            }
            list.insert(subview.layer, at: position)
        }
        sublayerStorage = list
        return list
    }

    func insert(_ layer: CALayer, at requestedIndex: Int) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var list = currentSublayers()
        list.insert(layer, at: Swift.min(Swift.max(requestedIndex, 0), list.count))
        sublayerStorage = list
        layer.superlayerStorage = self
        layer.scheduleIfMarked()
    }

    func insert(_ layer: CALayer, relativeTo sibling: CALayer?, above: Bool) {
        guard let sibling else {
            insert(layer, at: above ? currentSublayers().count : 0)
            return
        }
        guard canAdopt(layer), layer !== sibling else { return }
        layer.detachFromSuperlayer()
        var list = currentSublayers()
        guard let position = list.firstIndex(where: { $0 === sibling }) else {
            report("insertSublayer(_:\(above ? "above" : "below"):): the sibling is not a sublayer")
            return
        }
        list.insert(layer, at: above ? position + 1 : position)
        sublayerStorage = list
        layer.superlayerStorage = self
        layer.scheduleIfMarked()
    }

    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let position = currentSublayers().firstIndex(where: { $0 === oldLayer }) else {
            report("replaceSublayer(_:with:): the layer to replace is not a sublayer")
            return
        }
        guard canAdopt(newLayer) else { return }
        oldLayer.detachFromSuperlayer()
        insert(newLayer, at: position)
    }

    /// `sublayers = ...`: the layers added directly are replaced; a view's subviews' layers stay, as the
    /// subviews do (AP7).
    func replaceFreeSublayers(with layers: [CALayer]) {
        for layer in currentSublayers() where layer.viewStorage == nil { layer.detachFromSuperlayer() }
        for layer in layers {
            if let owner = layer.viewStorage, owner.superviewStorage === viewStorage, viewStorage != nil { continue }
            addSublayer(layer)
        }
    }

    /// DR1: a free layer marked while outside a window is displayed once its new tree is in one (a view's
    /// layer waits for its view to enter the window instead).
    private func scheduleIfMarked() {
        if needsDisplayFlag, viewStorage == nil { DisplayPass.schedule(self) }
    }

    func detachFromSuperlayer() {
        if let view = viewStorage {
            view.removeFromSuperview()
            return
        }
        guard let parent = superlayerStorage else { return }
        parent.sublayerStorage?.removeAll { $0 === self }
        superlayerStorage = nil
    }

    /// A view's layer moves only with its view, and no layer may contain itself: both are refused with a
    /// message (UIKit leaves the first inconsistent and raises on the second).
    private func canAdopt(_ layer: CALayer) -> Bool {
        if layer.viewStorage != nil {
            report("a view's layer cannot be added to another layer: add its view as a subview instead")
            return false
        }
        // A layer without sublayers has no descendants: no walk up this (possibly very deep) branch (H11).
        if layer === self || (layer.sublayerStorage?.isEmpty ?? true) {
            if layer === self { report("cannot add a layer as a sublayer of itself or of its own descendant") }
            return layer !== self
        }
        var current: CALayer? = self
        while let ancestor = current {
            if ancestor === layer {
                report("cannot add a layer as a sublayer of itself or of its own descendant")
                return false
            }
            current = ancestor.superlayer
        }
        return true
    }

    /// The topmost ancestor (self if none).
    var rootLayer: CALayer {
        var root = self
        while let parent = root.superlayer { root = parent }
        return root
    }

    /// Programmer errors go to the application of the window the layer is in, else to standard error.
    func report(_ message: String) {
        var current: CALayer? = self
        while let layer = current {
            if let view = layer.viewStorage {
                view.reportProgrammerError("CALayer: \(message)")
                return
            }
            current = layer.superlayer
        }
        Diagnostics.report("CALayer: \(message)", application: nil)
    }
}
