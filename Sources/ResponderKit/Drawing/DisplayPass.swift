import Foundation

/// The display pass (DR1): after layout at the end of each run-loop turn, every layer marked since the
/// last pass and in a window is displayed, once however many times it was marked.
///
/// A view is displayed on its first entry into a window only if its class overrides `draw(_:)`, as UIKit
/// gives a backing store only to those. Swift offers no way to ask whether a class overrides a method,
/// so the first view of each class from outside ResponderKit is displayed once to find out: if it reaches
/// `UIView.draw(_:)` and draws nothing, its class is remembered as one that does not draw and its later
/// views cost one set lookup when they enter a window (DR1 Fidelity). ResponderKit's own classes do not
/// override `draw(_:)`: they are never displayed unless marked.
@MainActor enum DisplayPass {
    /// Classes whose views do not draw.
    static var plainClasses: Set<ObjectIdentifier> = []
    /// Classes seen drawing.
    static var drawingClasses: Set<ObjectIdentifier> = []
    /// The last class found plain: a tree of views of one class costs one comparison per view.
    static var lastPlainClass: ObjectIdentifier?

    /// Queues a marked layer for its application's next pass; a layer in no window waits (its flag
    /// stays set) until its view enters one.
    static func schedule(_ layer: CALayer) {
        guard let loop = application(of: layer)?.layoutLoop else { return }
        loop.pendingDisplay.append(layer)
        loop.pending = true
    }

    /// The application of the window the layer is in, through its superlayers to a view.
    static func application(of layer: CALayer) -> UIApplication? {
        var current = layer
        while true {
            if let view = current.viewStorage { return view.windowStorage?.application }
            guard let parent = current.superlayerStorage else { return nil }
            current = parent
        }
    }

    /// A view just entered a window: displayed if marked, or if it has never been displayed and its
    /// class may draw (DR1).
    static func viewEnteredWindow(_ view: UIView) {
        if let layer = view.layerStorage, layer.needsDisplayFlag {
            schedule(layer)
            return
        }
        let id = ObjectIdentifier(type(of: view))
        if id == lastPlainClass { return }
        if plainClasses.contains(id) {
            lastPlainClass = id
            return
        }
        if !drawingClasses.contains(id), String(reflecting: type(of: view)).hasPrefix("ResponderKit.") {
            plainClasses.insert(id)
            lastPlainClass = id
            return
        }
        if view.layerStorage?.contents != nil { return }
        view.layer.setNeedsDisplay()
    }

    /// Whether views of `type` may draw: not known plain, and not one of ResponderKit's own classes unless
    /// seen drawing (DR1); `render(in:)` displays such a view that has no contents yet (DR11).
    static func mayDraw(_ type: UIView.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if drawingClasses.contains(id) { return true }
        if plainClasses.contains(id) { return false }
        return !String(reflecting: type).hasPrefix("ResponderKit.")
    }

    /// What a view's display showed about its class.
    static func classify(_ type: UIView.Type, draws: Bool) {
        let id = ObjectIdentifier(type)
        if draws {
            drawingClasses.insert(id)
            plainClasses.remove(id)
        } else if !drawingClasses.contains(id) {
            plainClasses.insert(id)
        }
    }

    /// Displays the queued layers still marked and in a window, in the order marked (DR1).
    static func run(_ loop: LayoutLoop) {
        let queued = loop.pendingDisplay
        loop.pendingDisplay = []
        for layer in queued where layer.needsDisplayFlag && application(of: layer) != nil {
            layer.display()
        }
    }
}
