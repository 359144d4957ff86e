import Foundation

/// A layer's display (DR1, DR8): marking, the delegate, and drawing into a recorded backing store.
extension CALayer {
    /// What the layer's last display drew (its `contents`, when a `CGImage`), in its bounds space; empty
    /// when nothing was drawn. The testing view of drawing (DR5).
    public var recordedDrawing: [DrawingOperation] { (contents as? CGImage)?.recordedDrawing ?? [] }

    func markNeedsDisplay(in rect: CGRect?) {
        let wasMarked = needsDisplayFlag
        needsDisplayFlag = true
        if let rect {
            let state = drawingState ?? LayerDrawingState()
            drawingState = state
            if !wasMarked || state.partial {
                state.dirtyRect = state.dirtyRect.map { $0.union(rect) } ?? rect
                state.partial = true
            }
        } else if let state = drawingState {
            state.dirtyRect = nil
            state.partial = false
        }
        if !wasMarked { DisplayPass.schedule(self) }
    }

    func setDelegate(_ delegate: (any CALayerDelegate)?) {
        guard viewStorage == nil else {
            report("delegate of a view's layer not changed: a view's layer keeps its view as delegate (DR8)")
            return
        }
        if delegate == nil, drawingState == nil { return }
        let state = drawingState ?? LayerDrawingState()
        drawingState = state
        state.delegate = delegate
    }

    func displayThroughDelegate() {
        if let delegate { delegate.display(self) } else { drawIntoContents() }
    }

    /// Core Animation's default display (DR8): a context the size of the bounds, user space the bounds
    /// space; `draw(in:)`; the recording becomes `contents`. A partial redraw (`setNeedsDisplay(_:)`)
    /// keeps what was drawn, clears the marked rectangle (unless opaque) and clips the new drawing to it.
    /// An empty layer draws nothing and stays marked until it has a size.
    func drawIntoContents() {
        let box = bounds
        guard box.width > 0, box.height > 0 else { return }
        needsDisplayFlag = false
        let dirty = drawingState?.partial == true ? drawingState?.dirtyRect?.intersection(box) : nil
        drawingState?.dirtyRect = nil
        drawingState?.partial = false
        let context = CGContext(size: box.size, scale: contentsScale)
        context.translateBy(x: -box.minX, y: -box.minY)
        context.drawRect = box
        if let dirty, !dirty.isNull, let previous = contents as? CGImage {
            context.adopt(previous.recordedDrawing)
            if !isOpaque { context.clear(dirty) }
            context.clip(to: dirty)
            context.drawRect = dirty
        }
        let before = context.recordedDrawing.count
        delegate?.layerWillDraw(self)
        context.saveGState()
        draw(in: context)
        let drewNothing = context.recordedDrawing.count == before
        if let view = viewStorage {
            DisplayPass.classify(type(of: view), draws: !(context.reachedPlainViewDraw && drewNothing))
            if context.reachedPlainViewDraw && drewNothing && before == 0 {
                contents = nil
                return
            }
        }
        contents = context.makeImage()
    }
}
