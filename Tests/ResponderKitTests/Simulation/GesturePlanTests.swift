import Foundation
import Testing

@testable import ResponderKit

/// A.2: gesture plans are values; the simulator's helpers are their plans, played.
@MainActor @Suite struct GesturePlanTests {
    /// The points of each move, in order.
    func moves(_ plan: GesturePlan) -> [[CGPoint]] {
        plan.steps.compactMap { if case .move(let points) = $0 { points } else { nil } }
    }

    @Test("A.2: a drag is down, `steps` moves evenly spaced in space and time, up")
    func dragShape() {
        let plan = GesturePlan.drag(
            from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 60), duration: 0.4, steps: 4)
        #expect(plan.refusal == nil)
        #expect(plan.steps.first == .down([CGPoint(x: 10, y: 20)]))
        #expect(plan.steps.last == .lift)
        let waits = plan.steps.compactMap { if case .wait(let t) = $0 { t } else { nil } }
        #expect(waits == [0.1, 0.1, 0.1, 0.1])
        #expect(abs(plan.duration - 0.4) < 1e-12)
        let points = moves(plan).map { $0[0] }
        #expect(points.last == CGPoint(x: 110, y: 60))
        // Evenly spaced: each move is a quarter of the way further along the segment.
        for (index, point) in points.enumerated() {
            let t = CGFloat(index + 1) / 4
            #expect(abs(point.x - (10 + 100 * t)) < 1e-9 && abs(point.y - (20 + 40 * t)) < 1e-9)
        }
    }

    @Test("A.2: a pinch keeps its fingers on a line through the center; a rotation keeps them on the circle")
    func twoFingerShapes() {
        let center = CGPoint(x: 200, y: 300)
        let pinch = GesturePlan.pinch(center: center, startDistance: 50, endDistance: 150, duration: 0.5, steps: 5)
        for points in moves(pinch) {
            #expect(points[0].y == center.y && points[1].y == center.y)
            #expect(abs((points[0].x + points[1].x) / 2 - center.x) < 1e-9)
        }
        #expect(moves(pinch).last.map { $0[1].x - $0[0].x } == 150)
        let rotate = GesturePlan.rotate(center: center, radius: 40, angle: .pi / 2, duration: 0.4, steps: 4)
        for points in moves(rotate) {
            for point in points { #expect(abs(point.distance(to: center) - 40) < 1e-9) }
        }
        // A quarter turn clockwise (y down): the right-hand finger ends below the center.
        let last = moves(rotate).last!
        #expect(abs(last[1].x - center.x) < 1e-9 && abs(last[1].y - (center.y + 40)) < 1e-9)
    }

    @Test("A.2: taps with a count wait `interval` between a lift and the next touch-down")
    func tapCount() {
        let plan = GesturePlan.tap(at: [CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 9)], count: 2, interval: 0.3)
        let points = [CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 9)]
        #expect(
            plan.steps == [.down(points), .wait(0.05), .lift, .wait(0.3), .down(points), .wait(0.05), .lift])
    }

    @Test("A.2: bad parameters give a refused plan with the helper's message, and playing it sends nothing")
    func refusals() {
        let refused: [GesturePlan] = [
            .drag(from: .zero, to: CGPoint(x: CGFloat.nan, y: 0)),
            .longPress(at: .zero, duration: -1),
            .swipe(from: .zero, direction: [.left, .up]),
            .swipe(from: .zero, direction: .left, distance: 0),
            .pinch(center: .zero, startDistance: 0, endDistance: 10),
            .rotate(center: .zero, radius: 10, angle: .infinity),
            .tap(at: []),
            .tap(at: [.zero], count: 0),
        ]
        #expect(
            refused.map(\.refusal) == [
                "drag: point is not finite: {nan, 0}",
                "longPress: duration must be between 0 and 1000000000 s, got -1.0",
                "swipe: direction must be exactly one of .right, .left, .up, .down",
                "swipe: distance must be finite and positive, got 0.0",
                "pinch: distances must be finite and positive, got 0.0 and 10.0",
                "rotate: radius must be finite and positive and angle finite, got 10.0 and inf",
                "tap(at:): no points",
                "tap(count:): steps must be between 1 and 100000, got 0",
            ])
        #expect(refused.allSatisfy { $0.steps.isEmpty })
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        for plan in refused { #expect(simulator.play(plan).isEmpty) }
        // Only the refusals are traced: no event was sent.
        #expect(simulator.trace.entries.map(\.kind) == Array(repeating: "issue", count: refused.count))
        #expect(simulator.issues == refused.compactMap(\.refusal))
    }

    @Test("A.2: a helper sends exactly its plan: the same trace as playing the plan")
    func helperIsItsPlan() {
        func world() -> EventSimulator {
            let simulator = EventSimulator()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            simulator.window.addSubview(view)
            view.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in }))
            view.addGestureRecognizer(UIPinchGestureRecognizer(handler: { _ in }))
            simulator.trace.isEnabled = true
            return simulator
        }
        let helpers = world()
        helpers.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 40), duration: 0.3, steps: 7)
        helpers.pinch(center: CGPoint(x: 200, y: 300), startDistance: 50, endDistance: 150)
        helpers.tap(at: CGPoint(x: 20, y: 20), count: 2)
        let plans = world()
        plans.play(.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 40), duration: 0.3, steps: 7))
        plans.play(.pinch(center: CGPoint(x: 200, y: 300), startDistance: 50, endDistance: 150))
        plans.play(.tap(at: [CGPoint(x: 20, y: 20)], count: 2))
        #expect(helpers.trace.text() == plans.trace.text())
        #expect(!helpers.trace.text().isEmpty)
    }
}
