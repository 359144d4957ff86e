import Dispatch
import Foundation
import ResponderKit
import Testing

/// PT8: timers, delayed performs and the main queue of translated code run on the world's virtual clock.
@MainActor @Suite struct VirtualTimeTests {
    private typealias Timer = VirtualTimer  // what the translator writes at the top of a file naming `Timer`

    /// As the translator writes a search controller with a debounce: `@objc func search(_ timer: Timer)`.
    class SearchController: UIViewController {
        var log: [String] = []
        func search(_ timer: VirtualTimer) { log.append("search \(timer.userInfo as? String ?? "-")") }
        func hideBanner() { log.append("hide") }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "search:":
                return ObjCMethod(arity: 1) { arguments in
                    guard let timer = arguments[0] as? VirtualTimer else { return nil }
                    self.search(timer)
                    return nil
                }
            case "hideBanner":
                return ObjCMethod(arity: 0) { _ in
                    self.hideBanner()
                    return nil
                }
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    @Test("PT8: a block timer fires only when the virtual clock reaches it; repeating ones on a fixed grid")
    func blockTimers() {
        let simulator = EventSimulator()
        var fired: [Double] = []
        let once = simulator.withCurrentWorld {
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
        }
        simulator.advance(by: 0.49)
        #expect(fired.isEmpty && once.isValid)
        simulator.advance(by: 0.01)
        #expect(fired == [0.5] && !once.isValid)
        var ticks = 0
        let repeating = simulator.withCurrentWorld {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                ticks += 1
                if ticks == 3 { timer.invalidate() }
            }
        }
        #expect(repeating.timeInterval == 0.25)
        simulator.advance(by: 2)
        #expect(ticks == 3 && !repeating.isValid)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT8: selector timers call the table with the timer; fire() and invalidate() behave as Foundation's")
    func selectorTimers() {
        let simulator = EventSimulator()
        let controller = SearchController()
        simulator.window.rootViewController = controller
        let timer = Timer.scheduledTimer(
            timeInterval: 0.3, target: controller, selector: Selector("search:"), userInfo: "cats", repeats: false)
        simulator.advance(by: 0.2)
        timer.invalidate()  // the user typed again: debounce
        let next = Timer(
            timeInterval: 0.3, target: controller, selector: Selector("search:"), userInfo: "dogs", repeats: false)
        RunLoop.main.add(next, forMode: .common)
        simulator.advance(by: 0.29)
        #expect(controller.log.isEmpty)
        simulator.advance(by: 0.01)
        #expect(controller.log == ["search dogs"])
        let manual = Timer(timeInterval: 10, repeats: true) { _ in controller.log.append("manual") }
        manual.fire()
        #expect(manual.isValid && controller.log.last == "manual")
        manual.invalidate()
        manual.fire()
        #expect(controller.log.count == 2)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT8: perform(_:with:afterDelay:) waits on the virtual clock; cancelPreviousPerformRequests cancels it")
    func delayedPerform() {
        let simulator = EventSimulator()
        let controller = SearchController()
        simulator.window.rootViewController = controller
        controller.perform(Selector("hideBanner"), with: nil, afterDelay: 2)
        simulator.advance(by: 1.9)
        #expect(controller.log.isEmpty)
        simulator.advance(by: 0.1)
        #expect(controller.log == ["hide"])
        controller.perform(Selector("hideBanner"), with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        controller.perform(Selector("hideBanner"), with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: Selector("hideBanner"), object: nil)
        controller.performSelector(onMainThread: Selector("hideBanner"), with: nil, waitUntilDone: false)
        #expect(controller.log == ["hide"])
        simulator.advance(by: 5)
        #expect(controller.log == ["hide", "hide"])
        controller.performSelector(onMainThread: Selector("hideBanner"), with: nil, waitUntilDone: true)
        #expect(controller.log.count == 3)
    }

    @Test("PT8: VirtualMainQueue.async runs at the next turn, asyncAfter at its delay; a cancelled work item never")
    func mainQueue() {
        let simulator = EventSimulator()
        var log: [String] = []
        simulator.withCurrentWorld {
            // As translated code writes it (PT8): the deadline's `.now()` is the virtual clock's.
            VirtualMainQueue.asyncAfter(deadline: VirtualMainQueue.now() + 0.3) {
                log.append("after \(CACurrentMediaTime())")
            }
            VirtualMainQueue.async { log.append("async \(CACurrentMediaTime())") }
            let item = DispatchWorkItem { log.append("cancelled") }
            VirtualMainQueue.asyncAfter(deadline: .now() + 0.1, execute: item)
            item.cancel()
        }
        #expect(log.isEmpty)
        simulator.advance(by: 0)
        #expect(log == ["async 0.0"])
        simulator.advance(by: 0.299)
        #expect(log.count == 1)
        simulator.advance(by: 0.001)
        #expect(log == ["async 0.0", "after 0.3"])
    }

    @Test("PT8: a deadline made on the virtual clock is exact mid-run; one from the wall clock counts from the call")
    func deadlinesOnBothClocks() {
        let simulator = EventSimulator()
        var log: [String] = []
        simulator.advance(by: 1.25)
        simulator.withCurrentWorld {
            VirtualMainQueue.asyncAfter(deadline: VirtualMainQueue.now() + .milliseconds(250)) {
                log.append("virtual \(CACurrentMediaTime())")
            }
            VirtualMainQueue.asyncAfter(deadline: .now() + 60) { log.append("wall") }
            VirtualMainQueue.asyncAfter(deadline: VirtualMainQueue.now() - 5) { log.append("past") }
        }
        simulator.advance(by: 0)
        #expect(log == ["past"])
        simulator.advance(by: 0.25)
        #expect(log == ["past", "virtual 1.5"])
        // The wall-clock deadline: 60 s from the call, to the millisecond, whatever the host's pace.
        simulator.advance(by: 59.5)
        #expect(log.count == 2)
        simulator.advance(by: 0.3)
        #expect(log.last == "wall")
    }

    @Test("PT8: CFAbsoluteTimeGetCurrent() reads the virtual clock, so intervals measured with it are exact")
    func absoluteTime() {
        let simulator = EventSimulator()
        let start = simulator.withCurrentWorld { CFAbsoluteTimeGetCurrent() }
        simulator.advance(by: 1.25)
        let end = simulator.withCurrentWorld { CFAbsoluteTimeGetCurrent() }
        #expect(end - start == 1.25)
    }
}
