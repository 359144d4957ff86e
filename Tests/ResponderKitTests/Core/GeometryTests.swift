import Foundation
import ResponderKit
import Testing

/// A parent at (100, 100, 200, 200) in the window with three transformed children, all hand-computed:
/// - `rotated`: bounds 100×50, center (100, 100), rotated by 90°;
/// - `scaled`: bounds 40×40, center (50, 50), scaled by (2, 0.5);
/// - `both`: bounds 20×10, center (150, 50), `CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)`.
@MainActor private struct TransformedScene {
    let simulator = EventSimulator()
    let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    let rotated = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
    let scaled = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
    let both = UIView(frame: CGRect(x: 140, y: 45, width: 20, height: 10))

    init() {
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        both.transform = CGAffineTransform(scaleX: 2, y: 2).rotated(by: .pi / 2)
        simulator.window.addSubview(parent)
        for view in [rotated, scaled, both] { parent.addSubview(view) }
    }
}

@MainActor @Suite struct GeometryTests {
    @Test("G1: setting frame sets center and bounds.size; bounds.origin and frame are independent")
    func frameSetsCenterAndSize() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: -30, y: 40)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
    }

    @Test("G1: setting bounds grows the view around its center")
    func boundsGrowAroundCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test("G1: the frame of a transformed view is the bounding box of its transformed bounds")
    func transformedFrame() {
        let view = UIView(frame: CGRect(x: 150, y: 175, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 175, y: 150, width: 50, height: 100)))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 200, y: 200))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 150 / 2.squareRoot()  // (100 + 50) · cos 45°
        #expect(isClose(view.frame, CGRect(x: 200 - side / 2, y: 200 - side / 2, width: side, height: side)))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(isClose(view.frame, CGRect(x: 100, y: 125, width: 200, height: 150)))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
    }

    @Test("G1/H1: bounds.origin shifts the subviews' coordinate system, for conversion and hit-testing")
    func boundsOriginShiftsSubviews() {
        let simulator = EventSimulator()
        let log = Log()
        let parent = LoggingView("Parent", frame: CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let child = LoggingView("Child", frame: CGRect(x: 0, y: 100, width: 50, height: 50), log: log)
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100 pt
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 0)))
        #expect(isClose(parent.convert(CGPoint(x: 10, y: 10), from: nil), CGPoint(x: 10, y: 110)))
        simulator.tap(at: CGPoint(x: 10, y: 10))
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 10, y: 110))  // where the child was before scrolling
        #expect(
            log.lines == [
                "Child touchesBegan", "Parent touchesBegan", "Child touchesEnded", "Parent touchesEnded",
                "Parent touchesBegan", "Parent touchesEnded",
            ])
    }

    @Test("G2: points convert through rotation and scale about the center, both ways")
    func pointsThroughTransforms() {
        let scene = TransformedScene()
        let window = scene.simulator.window
        // rotated (0, 0): (-50, -25) from the center, turned 90° → (25, -50); parent (125, 50).
        #expect(isClose(scene.rotated.convert(CGPoint.zero, to: scene.parent), CGPoint(x: 125, y: 50)))
        #expect(isClose(scene.rotated.convert(CGPoint.zero, to: window), CGPoint(x: 225, y: 150)))
        #expect(isClose(scene.rotated.convert(CGPoint(x: 100, y: 50), to: window), CGPoint(x: 175, y: 250)))
        #expect(isClose(scene.rotated.convert(CGPoint(x: 225, y: 150), from: window), .zero))
        #expect(isClose(scene.rotated.convert(CGPoint(x: 200, y: 200), from: window), CGPoint(x: 50, y: 25)))
        // scaled (10, 10): (-10, -10) from the center, scaled → (-20, -5); parent (30, 45).
        #expect(isClose(scene.scaled.convert(CGPoint(x: 10, y: 10), to: window), CGPoint(x: 130, y: 145)))
        // both (0, 0): (-10, -5), turned → (5, -10), doubled → (10, -20); parent (160, 30).
        #expect(isClose(scene.both.convert(CGPoint.zero, to: scene.parent), CGPoint(x: 160, y: 30)))
        #expect(isClose(scene.both.convert(CGPoint.zero, to: window), CGPoint(x: 260, y: 130)))
    }

    @Test("G2: conversion between two transformed siblings goes through their common parent")
    func betweenTransformedSiblings() {
        let scene = TransformedScene()
        // scaled (10, 10) is parent (30, 45): (-70, -55) from rotated's center, turned back → (-55, 70),
        // plus rotated's bounds center (50, 25).
        #expect(isClose(scene.scaled.convert(CGPoint(x: 10, y: 10), to: scene.rotated), CGPoint(x: -5, y: 95)))
        #expect(isClose(scene.rotated.convert(CGPoint(x: 10, y: 10), from: scene.scaled), CGPoint(x: -5, y: 95)))
        #expect(isClose(scene.rotated.convert(CGPoint(x: -5, y: 95), to: scene.scaled), CGPoint(x: 10, y: 10)))
        // both (0, 0) is parent (160, 30): from scaled's center (110, -20), unscaled → (55, -40), plus (20, 20).
        #expect(isClose(scene.both.convert(CGPoint.zero, to: scene.scaled), CGPoint(x: 75, y: -20)))
    }

    @Test("G1/G2: rects convert to the bounding box of their transformed corners")
    func rectsThroughTransforms() {
        let scene = TransformedScene()
        #expect(isClose(scene.rotated.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        #expect(isClose(scene.rotated.convert(scene.rotated.bounds, to: scene.parent), scene.rotated.frame))
        #expect(
            isClose(
                scene.rotated.convert(scene.rotated.bounds, to: nil), CGRect(x: 175, y: 150, width: 50, height: 100)))
        #expect(isClose(scene.both.frame, CGRect(x: 140, y: 30, width: 20, height: 40)))
        #expect(isClose(scene.both.convert(scene.both.bounds, to: scene.parent), scene.both.frame))
        let inParent = scene.parent.convert(CGRect(x: 140, y: 30, width: 20, height: 40), to: scene.both)
        #expect(isClose(inParent, CGRect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test("G2: nil means the view's window coordinates, also in a second window")
    func nilMeansWindow() {
        let scene = TransformedScene()
        let window = scene.simulator.window
        let point = CGPoint(x: 12.5, y: -3)
        #expect(scene.rotated.convert(point, to: nil) == scene.rotated.convert(point, to: window))
        #expect(scene.rotated.convert(point, from: nil) == scene.rotated.convert(point, from: window))
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(scene.scaled.convert(rect, to: nil) == scene.scaled.convert(rect, to: window))
        #expect(scene.scaled.convert(rect, from: nil) == scene.scaled.convert(rect, from: window))

        let second = UIWindow(windowScene: window.windowScene!)
        second.frame = CGRect(x: 50, y: 100, width: 200, height: 300)
        second.isHidden = false
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        second.addSubview(inner)
        #expect(isClose(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 10, y: 10)))
        #expect(isClose(inner.convert(CGPoint(x: 10, y: 10), from: nil), CGPoint.zero))
    }

    @Test("G2: between two windows, conversion goes through screen coordinates")
    func acrossWindows() {
        let simulator = EventSimulator()
        let second = UIWindow(windowScene: simulator.window.windowScene!)
        second.frame = CGRect(x: 50, y: 100, width: 200, height: 300)
        second.makeKeyAndVisible()
        let inSecond = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        second.addSubview(inSecond)
        let inMain = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        simulator.window.addSubview(inMain)
        // inSecond (0, 0) is second (10, 10), screen (60, 110), main window (60, 110), inMain (55, 105).
        #expect(isClose(inSecond.convert(CGPoint.zero, to: inMain), CGPoint(x: 55, y: 105)))
        #expect(isClose(inMain.convert(CGPoint(x: 55, y: 105), to: inSecond), CGPoint.zero))
        #expect(isClose(inMain.convert(CGPoint.zero, from: inSecond), CGPoint(x: 55, y: 105)))
        #expect(isClose(second.convert(CGPoint.zero, to: simulator.window), CGPoint(x: 50, y: 100)))
        #expect(isClose(simulator.window.convert(CGPoint.zero, to: second), CGPoint(x: -50, y: -100)))
        let rect = inSecond.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: inMain)
        #expect(isClose(rect, CGRect(x: 55, y: 105, width: 50, height: 50)))
    }

    @Test("G2/T1: a touch in a second window reports its locations through screen coordinates")
    func touchLocationsAcrossWindows() {
        let simulator = EventSimulator()
        let second = UIWindow(windowScene: simulator.window.windowScene!)
        second.frame = CGRect(x: 50, y: 100, width: 200, height: 300)
        second.isHidden = false
        let inSecond = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        second.addSubview(inSecond)
        let inMain = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        simulator.window.addSubview(inMain)
        // The simulator's points are the main window's, which covers the screen.
        let finger = simulator.touchDown(at: CGPoint(x: 70, y: 120))
        #expect(finger.touch.view === inSecond)
        #expect(finger.touch.window === second)
        #expect(isClose(finger.touch.location(in: nil), CGPoint(x: 20, y: 20)))
        #expect(isClose(finger.touch.location(in: inSecond), CGPoint(x: 10, y: 10)))
        #expect(isClose(finger.touch.location(in: inMain), CGPoint(x: 65, y: 115)))
        simulator.lift(finger)
    }

    @Test("G2: round trips between any two views of a deep transformed tree are exact to 1e-9")
    func roundTrips() {
        let simulator = EventSimulator()
        var views: [UIView] = [simulator.window]
        let transforms: [CGAffineTransform] = [
            CGAffineTransform(rotationAngle: 0.3),
            CGAffineTransform(scaleX: 1.7, y: 0.6).rotated(by: -1.1),
            CGAffineTransform(translationX: 13, y: -7).scaledBy(x: 0.4, y: 2.5),
            CGAffineTransform(rotationAngle: 2.2).translatedBy(x: 5, y: 9),
        ]
        for (index, transform) in transforms.enumerated() {
            let offset = CGFloat(index + 1) * 17
            let view = UIView(frame: CGRect(x: offset, y: offset * 1.5, width: 120 + offset, height: 80 + offset))
            view.bounds.origin = CGPoint(x: -offset / 3, y: offset / 5)
            view.transform = transform
            views.last!.addSubview(view)
            views.append(view)
            // A sibling branch, so that conversions also cross between subtrees.
            let sibling = UIView(frame: CGRect(x: -offset, y: offset, width: 60, height: 60))
            sibling.transform = transform.inverted()
            views[index].addSubview(sibling)
            views.append(sibling)
        }
        let points = (0..<12).map { CGPoint(x: CGFloat($0) * 37.25 - 150, y: CGFloat($0 * $0) * 3.5 - 90) }
        for source in views {
            for target in views {
                for point in points {
                    let there = source.convert(point, to: target)
                    #expect(isClose(target.convert(there, to: source), point))
                    #expect(isClose(target.convert(point, from: source), there))
                }
            }
        }
    }
}
