import ResponderKit
import Testing

/// A view that draws: counts its `draw(_:)` calls and keeps the rectangles and whether a context was
/// current, as a real subclass would observe.
private class CountingDrawView: UIView {
    var rects: [CGRect] = []
    var hadContext: [Bool] = []
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        hadContext.append(UIGraphicsGetCurrentContext() != nil)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

/// Overrides something else, not `draw(_:)`: UIKit gives it no backing store.
private final class NonDrawingSubclassView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

private final class SecondCountingView: CountingDrawView {}
private final class RedrawView: CountingDrawView {}
private final class SizedLaterView: CountingDrawView {}
private final class OffWindowView: CountingDrawView {}
private final class PartialView: CountingDrawView {}

@MainActor @Suite struct DisplayPassTests {
    @Test(
        "DR1: a view whose class overrides draw(_:) is drawn once on first display, with its bounds and a current context"
    )
    func firstDisplay() {
        let simulator = EventSimulator()
        let view = CountingDrawView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        simulator.window.addSubview(view)
        #expect(view.rects.isEmpty)  // not during addSubview: at the end of the run-loop turn
        simulator.advance(by: 0)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        #expect(view.hadContext == [true])
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(view.layer.recordedDrawing.count == 1)
        simulator.advance(by: 1)
        #expect(view.rects.count == 1)  // nothing marked: not drawn again
    }

    @Test("DR1: several setNeedsDisplay() in one turn draw once; setNeedsDisplay(_:) rectangles are united")
    func coalesced() {
        let simulator = EventSimulator()
        let view = SecondCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(view)
        simulator.advance(by: 0)
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        view.layer.setNeedsDisplay()
        simulator.advance(by: 0)
        #expect(view.rects.count == 2)
        let partial = PartialView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(partial)
        simulator.advance(by: 0)
        partial.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        partial.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        simulator.advance(by: 0)
        #expect(partial.rects.last == CGRect(x: 0, y: 0, width: 30, height: 30))
        // A partial redraw keeps what was drawn and paints over the marked rectangle (DR8).
        let kinds = partial.layer.recordedDrawing.map { operation -> String in
            if case .clear = operation.kind { return "clear" }
            return "fill"
        }
        #expect(kinds == ["fill", "clear", "fill"])
    }

    @Test("DR1: a class that does not override draw(_:) gets no contents; marking it still calls nothing visible")
    func plainView() {
        let simulator = EventSimulator()
        let views = (0..<3).map { _ in NonDrawingSubclassView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for view in views { simulator.window.addSubview(view) }
        simulator.advance(by: 0)
        for view in views {
            #expect(view.layer.contents == nil)
            #expect(view.layer.recordedDrawing.isEmpty)
        }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(plain)
        simulator.advance(by: 0)
        #expect(plain.layer.contents == nil)
    }

    @Test("DR1: contentMode .redraw redraws on a change of size; the default mode does not")
    func redrawOnResize() {
        let simulator = EventSimulator()
        let scaled = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let redraw = RedrawView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        redraw.contentMode = .redraw
        simulator.window.addSubview(scaled)
        simulator.window.addSubview(redraw)
        simulator.advance(by: 0)
        scaled.frame.size = CGSize(width: 80, height: 60)
        redraw.frame.size = CGSize(width: 80, height: 60)
        simulator.advance(by: 0)
        #expect(scaled.rects.count == 1)
        #expect(redraw.rects == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 0, width: 80, height: 60)])
        redraw.frame.origin = CGPoint(x: 5, y: 5)  // a move is not a resize
        simulator.advance(by: 0)
        #expect(redraw.rects.count == 2)
    }

    @Test("DR1: a view of size zero is drawn once it has a size; one outside a window when it enters one")
    func deferredDisplay() {
        let simulator = EventSimulator()
        let later = SizedLaterView(frame: .zero)
        simulator.window.addSubview(later)
        simulator.advance(by: 0)
        #expect(later.rects.isEmpty)
        later.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        simulator.advance(by: 0)
        #expect(later.rects == [CGRect(x: 0, y: 0, width: 30, height: 40)])

        let outside = OffWindowView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        outside.setNeedsDisplay()
        simulator.advance(by: 0)
        #expect(outside.rects.isEmpty)
        simulator.window.addSubview(outside)
        simulator.advance(by: 0)
        #expect(outside.rects.count == 1)
    }
}
