import Foundation
import ResponderKit
import Testing

/// L3: the same engine driven by a real-time clock through a live input source.
@MainActor @Suite struct LiveInputTests {
    @Test("L3: a live source on a RealTimeClock delivers a tap and stamps events with real, non-decreasing time")
    func liveTap() {
        let source = LiveTouchSource()
        let window = UIWindow(windowScene: source.windowScene)
        window.makeKeyAndVisible()
        let log = Log()
        let view = LoggingView("live", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        window.addSubview(view)
        var stamps: [TimeInterval] = []
        final class Stamping: UIView {
            var onTouch: ((UITouch) -> Void)?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.forEach { onTouch?($0) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                touches.forEach { onTouch?($0) }
            }
        }
        let stamping = Stamping(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        stamping.onTouch = { stamps.append($0.timestamp) }
        window.addSubview(stamping)

        #expect(source.report([(finger: 7, phase: .began, location: CGPoint(x: 50, y: 50))]).isEmpty)
        #expect(source.report([(finger: 7, phase: .ended, location: CGPoint(x: 50, y: 50))]).isEmpty)
        #expect(log.lines == ["live touchesBegan", "live touchesEnded"])

        source.report([(finger: 1, phase: .began, location: CGPoint(x: 50, y: 350))])
        source.report([(finger: 1, phase: .ended, location: CGPoint(x: 50, y: 350))])
        #expect(stamps.count == 2 && stamps[0] > 0 && stamps[1] >= stamps[0])
    }

    @Test("L3, bad input: unknown fingers, double downs and NaN are refused with messages; nothing is delivered")
    func liveBadInput() {
        let source = LiveTouchSource()
        let window = UIWindow(windowScene: source.windowScene)
        window.makeKeyAndVisible()
        let log = Log()
        window.addSubview(LoggingView("v", frame: window.bounds, log: log))
        #expect(source.report([(finger: 3, phase: .moved, location: .zero)]) == ["finger 3 is not down"])
        #expect(source.report([(finger: 4, phase: .began, location: CGPoint(x: CGFloat.nan, y: 1))]).count == 1)
        source.report([(finger: 5, phase: .began, location: CGPoint(x: 10, y: 10))])
        #expect(
            source.report([(finger: 5, phase: .began, location: CGPoint(x: 10, y: 10))]) == [
                "finger 5 began while already down"
            ])
        #expect(log.lines == ["v touchesBegan"])
        #expect(source.application.windows.count == 1)
    }
}
