import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The Sketch a Route screen (More tab): a view that collects strokes from raw touches and draws them in
/// `draw(_:)` (SPEC DR1, DR5, DR6), with the pencil's coalesced samples and force (TD2, TD6, TD10).
@MainActor @Suite struct CanvasFlowTests {
    private func openCanvas(_ app: AppWorld) throws -> CanvasViewController {
        app.selectTab("More")
        app.tap("more.Sketch a Route")
        return try #require(app.visibleController as? CanvasViewController)
    }

    /// The navigation bar's button for the item titled `title` (NV6).
    private func barButton(_ title: String, _ app: AppWorld, _ controller: CanvasViewController) throws -> UIButton {
        let bar = try #require(controller.navigationController?.navigationBar)
        return try #require(app.button(titled: title, in: bar))
    }

    /// The strokes recorded in the canvas's layer by its last display (DR5).
    private func strokes(_ canvas: CanvasView) -> [(path: CGPath, width: CGFloat)] {
        canvas.layer.recordedDrawing.compactMap { operation in
            if case .stroke(let path, let style) = operation.kind { return (path, style.width) }
            return nil
        }
    }

    @Test("DR1, DR5, DR6: a finger's stroke is drawn by draw(_:) as one stroked path along the finger")
    func fingerStrokeIsDrawn() throws {
        let app = AppWorld()
        let canvas = try openCanvas(app).canvasView
        #expect(strokes(canvas).isEmpty)
        let start = app.point(CGPoint(x: 60, y: 120), in: canvas)
        let end = app.point(CGPoint(x: 260, y: 220), in: canvas)
        app.expect(start, reaches: canvas)
        app.simulator.drag(from: start, to: end)
        app.settle(0.1)
        let drawn = strokes(canvas)
        try #require(drawn.count == 1)
        #expect(drawn[0].width == CanvasView.fingerLineWidth)
        let box = drawn[0].path.boundingBox
        #expect(abs(box.minX - 60) < 1 && abs(box.maxX - 260) < 1)
        #expect(abs(box.minY - 120) < 1 && abs(box.maxY - 220) < 1)
        #expect(canvas.strokes.count == 1)
        app.expectNoIssues()
    }

    @Test("TD2, TD6, TD10: a pencil stroke keeps every coalesced sample and its force widens the line")
    func pencilForceWidensTheLine() throws {
        let app = AppWorld()
        let canvas = try openCanvas(app).canvasView
        let points = (0...16).map { app.point(CGPoint(x: 40 + CGFloat($0) * 15, y: 300), in: canvas) }
        app.simulator.pencilStroke(through: points, force: 1)
        app.settle(0.1)
        app.simulator.pencilStroke(through: points.map { CGPoint(x: $0.x, y: $0.y + 80) }, force: 3.5)
        app.settle(0.1)
        let drawn = strokes(canvas)
        try #require(drawn.count == 2)
        // Four samples a frame, one event a frame: only coalesced touches give all seventeen points.
        #expect(canvas.strokes[0].points.count == 17)
        #expect(drawn[0].width > CanvasView.fingerLineWidth)
        #expect(drawn[1].width > drawn[0].width + 5)
        app.expectNoIssues()
    }

    @Test("DR1, C2: Clear empties the drawing; a tap on Undo draws nothing and takes the last stroke away")
    func clearAndUndo() throws {
        let app = AppWorld()
        let controller = try openCanvas(app)
        let canvas = controller.canvasView
        #expect(!controller.clearItem.isEnabled)
        for y in [100, 200] as [CGFloat] {
            app.simulator.drag(
                from: app.point(CGPoint(x: 80, y: y), in: canvas), to: app.point(CGPoint(x: 240, y: y), in: canvas))
            app.settle(0.1)
        }
        #expect(strokes(canvas).count == 2)
        app.tap(try barButton("Undo", app, controller))
        #expect(canvas.strokes.count == 1)
        #expect(strokes(canvas).count == 1)
        app.tap(try barButton("Clear", app, controller))
        #expect(canvas.strokes.isEmpty)
        #expect(strokes(canvas).isEmpty)
        #expect(!controller.undoItem.isEnabled)
        app.expectNoIssues()
    }

    @Test("C2, NV6: a drag that starts on a bar button never reaches the canvas below the bar")
    func touchesOnTheButtonsDrawNothing() throws {
        let app = AppWorld()
        let controller = try openCanvas(app)
        let canvas = controller.canvasView
        app.simulator.drag(
            from: app.point(CGPoint(x: 80, y: 150), in: canvas), to: app.point(CGPoint(x: 200, y: 150), in: canvas))
        app.settle(0.1)
        let clear = try barButton("Clear", app, controller)
        let onClear = app.point(CGPoint(x: clear.bounds.midX, y: clear.bounds.midY), in: clear)
        app.expect(onClear, reaches: clear)
        app.simulator.drag(from: onClear, to: CGPoint(x: onClear.x, y: onClear.y - 200))
        app.settle(0.1)
        // Dragged off the button before lifting: no touchUpInside, and not a stroke either.
        #expect(canvas.strokes.count == 1)
        #expect(strokes(canvas).count == 1)
        app.expectNoIssues()
    }
}
