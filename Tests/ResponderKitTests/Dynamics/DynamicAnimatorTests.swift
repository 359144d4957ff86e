import Foundation
import ResponderKit
import Testing

/// DY1–DY10: UIKit Dynamics on the virtual clock, with the units Apple documents: "A magnitude value of 1.0
/// represents an acceleration of 1000 points / second²" (UIGravityBehavior.magnitude); "A continuous force
/// vector with a magnitude of 1.0, applied to a 100 point x 100 point view whose density value is 1.0,
/// results in view acceleration of 100 points / second²" (UIPushBehavior.magnitude).
@MainActor @Suite struct DynamicAnimatorTests {
    final class Listener: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var log: [String] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
            withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
        ) { log.append("contact \(identifier.map { "\($0)" } ?? "bounds") at y \(Int(p.y.rounded()))") }
    }

    private func world() -> (EventSimulator, UIView) {
        let simulator = EventSimulator()
        let stage = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(stage)
        return (simulator, stage)
    }

    @Test("DY5: gravity of magnitude 1 moves an item 1000/2 · t² points (semi-implicit Euler at 60 Hz)")
    func gravityUnits() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        simulator.advance(by: 0.5)
        // 30 steps of 1/60 s: semi-implicit Euler gives a·dt²·n(n+1)/2 = 1000/3600 · 465 = 129.17 points
        // (the exact 125 for a continuous fall, plus the half step the method leads by).
        #expect(abs(box.center.y - (25 + 1000.0 / 3600 * 465)) < 1e-6)
        #expect(abs(animator.elapsedTime - 0.5) < 1e-9 && animator.isRunning)
    }

    @Test("DY3, DY7: a fall onto the reference bounds stops on the boundary; the animator pauses, delegate told")
    func gravityFallStops() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let listener = Listener()
        animator.delegate = listener
        let collision = UICollisionBehavior(items: [box])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = listener
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        simulator.advance(by: 3)
        #expect(box.frame.maxY == stage.bounds.maxY)
        #expect(box.center.x == 125 && box.transform == .identity)
        #expect(!animator.isRunning)
        #expect(listener.log == ["resume", "contact bounds at y 667", "pause"])
        #expect(animator.elapsedTime < 1.5)
    }

    @Test("DY7: a line boundary with an identifier stops the item and names itself to the delegate")
    func lineBoundary() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let listener = Listener()
        let collision = UICollisionBehavior(items: [box])
        collision.addBoundary(
            withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 375, y: 300))
        collision.collisionDelegate = listener
        animator.addBehavior(UIGravityBehavior(items: [box]))
        animator.addBehavior(collision)
        simulator.advance(by: 2)
        #expect(abs(box.frame.maxY - 300) < 1e-9 && !animator.isRunning)
        #expect(listener.log == ["contact shelf at y 300"])
        #expect(
            collision.boundaryIdentifiers?.count == 1 && collision.boundary(withIdentifier: "shelf" as NSString) != nil)
        collision.removeBoundary(withIdentifier: "shelf" as NSString)
        #expect(collision.boundaryIdentifiers == nil)
    }

    @Test("DY8: a snap ends exactly at its point, upright, and the animator pauses")
    func snapEndsAtPoint() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        box.transform = CGAffineTransform(rotationAngle: 0.4)
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 200, y: 400))
        snap.damping = 0.7
        animator.addBehavior(snap)
        simulator.advance(by: 5)
        #expect(box.center == CGPoint(x: 200, y: 400))
        #expect(box.transform == CGAffineTransform(rotationAngle: 0))
        #expect(!animator.isRunning)
    }

    @Test("DY6: an instantaneous push of 1 gives a 100 × 100 item of density 1 a speed of 100 points/s")
    func instantaneousPush() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let push = UIPushBehavior(items: [box], mode: .instantaneous)
        push.setAngle(0, magnitude: 1)
        let item = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(item)
        simulator.advance(by: 1)
        #expect(abs(item.linearVelocity(for: box).x - 100) < 1e-9)
        #expect(abs(box.center.x - 150) < 1e-6)
        #expect(!push.active)
        // Density 4 quarters the speed of the next push.
        item.density = 4
        push.active = true
        simulator.advance(by: 1 / 60)
        #expect(abs(item.linearVelocity(for: box).x - 125) < 1e-9)
    }

    @Test("DY6: a continuous push of 1 accelerates a 100 × 100 item at 100 points/s²; resistance 1 stops it at once")
    func continuousPush() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let push = UIPushBehavior(items: [box], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        let item = UIDynamicItemBehavior(items: [box])
        animator.addBehavior(push)
        animator.addBehavior(item)
        simulator.advance(by: 1)
        #expect(abs(item.linearVelocity(for: box).y - 100) < 1e-6)
        item.resistance = 1
        push.active = false
        simulator.advance(by: 1 / 60)
        #expect(item.linearVelocity(for: box) == .zero)
        simulator.advance(by: 1 / 60)
        #expect(!animator.isRunning)
    }

    @Test("DY3, DL4: a long advance runs a bounded number of steps (a fall with no floor never rests)")
    func longAdvanceBounded() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        animator.addBehavior(UIGravityBehavior(items: [box]))
        simulator.advance(by: 3600)
        #expect(animator.isRunning)
        // At most CADisplayLink.framesPerAdvance frames, plus the one late frame (DL4).
        #expect(animator.elapsedTime <= Double(CADisplayLink.framesPerAdvance + 1) / 60 + 1e-6)
        #expect(simulator.issues.contains { $0.contains("frames fired in one advance") })
        animator.removeAllBehaviors()
        #expect(!animator.isRunning && animator.behaviors.isEmpty)
    }

    @Test("DY2: behaviors, children, action each step and willMove(to:) in order")
    func behaviorTree() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.addSubview(box)
        final class Falling: UIDynamicBehavior {
            var moves: [Bool] = []
            override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
        }
        let falling = Falling()
        falling.addChildBehavior(UIGravityBehavior(items: [box]))
        var steps = 0
        falling.action = { steps += 1 }
        let animator = UIDynamicAnimator(referenceView: stage)
        animator.addBehavior(falling)
        #expect(falling.dynamicAnimator === animator && falling.childBehaviors[0].dynamicAnimator === animator)
        simulator.advance(by: 0.1)
        #expect(steps == 6)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 50, height: 100)).count == 1)
        #expect(animator.items(in: CGRect(x: 200, y: 0, width: 50, height: 50)).isEmpty)
        animator.removeBehavior(falling)
        #expect(falling.moves == [true, false] && falling.childBehaviors[0].dynamicAnimator == nil)
    }

    @Test("DY1: updateItem(usingCurrentState:) takes a position set outside the animator; without it, steps overwrite")
    func updateItem() {
        let (simulator, stage) = world()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.addSubview(box)
        let animator = UIDynamicAnimator(referenceView: stage)
        let gravity = UIGravityBehavior(items: [box])
        gravity.gravityDirection = CGVector(dx: 0, dy: 0.1)
        animator.addBehavior(gravity)
        simulator.advance(by: 1 / 60)
        box.center = CGPoint(x: 300, y: 5)
        simulator.advance(by: 1 / 60)
        #expect(box.center.x == 5)
        box.center = CGPoint(x: 300, y: 5)
        animator.updateItem(usingCurrentState: box)
        simulator.advance(by: 1 / 60)
        #expect(box.center.x == 300)
    }
}
