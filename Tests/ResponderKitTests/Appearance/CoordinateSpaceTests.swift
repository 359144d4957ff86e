import ResponderKit
import Testing

@MainActor @Suite struct CoordinateSpaceTests {
    @Test("CS1: a view converts to and from the screen's coordinate space through its window")
    func viewToScreen() {
        let simulator = EventSimulator(screenSize: CGSize(width: 400, height: 800))
        let view = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        simulator.window.addSubview(view)
        let screen = simulator.window.windowScene!.screen
        let space = screen.coordinateSpace
        #expect(view.convert(CGPoint(x: 10, y: 10), to: space) == CGPoint(x: 60, y: 70))
        #expect(view.convert(CGPoint(x: 60, y: 70), from: space) == CGPoint(x: 10, y: 10))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: space)
                == CGRect(x: 50, y: 60, width: 10, height: 10))
        #expect(space.convert(CGPoint(x: 60, y: 70), to: view) == CGPoint(x: 10, y: 10))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(screen.fixedCoordinateSpace.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 1, y: 2))
        #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
    }

    @Test("CS1: a window placed away from the screen's origin adds its offset; views of two windows meet")
    func movedWindow() {
        let simulator = EventSimulator()
        let other = UIWindow(windowScene: simulator.window.windowScene!)
        other.frame = CGRect(x: 100, y: 200, width: 100, height: 100)
        let inOther = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        other.addSubview(inOther)
        let space = simulator.window.screen.coordinateSpace
        #expect(inOther.convert(CGPoint.zero, to: space) == CGPoint(x: 110, y: 210))
        let inMain = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        simulator.window.addSubview(inMain)
        // Through the coordinate-space overload: a view as `any UICoordinateSpace`.
        let target: UICoordinateSpace = inMain
        #expect(inOther.convert(CGPoint.zero, to: target) == CGPoint(x: 110, y: 210))
    }

    @Test("CS1: rotated views convert to the screen as through their window")
    func rotated() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        simulator.window.addSubview(view)
        let space: UICoordinateSpace = simulator.window.screen.coordinateSpace
        let viaWindow = view.convert(CGPoint(x: 3, y: 4), to: simulator.window)
        #expect(isClose(view.convert(CGPoint(x: 3, y: 4), to: space), viaWindow))
        #expect(isClose(view.convert(viaWindow, from: space), CGPoint(x: 3, y: 4)))
    }

    @Test("CS1: the screen's scale, native scale and native bounds")
    func screenMetrics() {
        let simulator = EventSimulator(screenSize: CGSize(width: 667, height: 375), screenScale: 3)
        let screen = simulator.window.screen
        #expect(screen.scale == 3 && screen.nativeScale == 3)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1125, height: 2001))
        #expect(screen.maximumFramesPerSecond == 60)
    }
}
