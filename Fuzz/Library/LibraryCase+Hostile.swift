// Hostile sequences for the `library` target (the Reliability article, "Hostile use"): objects whose deinit
// reads back the property that dropped them (A11), helpers with extreme numeric parameters (A.4, A.1),
// clock calls from callbacks (L4) and long advances with a running display link (DL4), and layout
// constants edited across magnitudes and back, compared with a fresh layout (LY37).

import Foundation
import ResponderKit

/// A controller, view or recognizer whose deinit runs `onDeinit` (it reads its owner back).
@MainActor final class CallbackController: UIViewController {
    var onDeinit: (@MainActor () -> Void)?
    @MainActor deinit { onDeinit?() }  // isolated, as UIViewController's own
}

@MainActor final class CallbackView: UIView {
    var onDeinit: (@MainActor () -> Void)?
    deinit { MainActor.assumeIsolated { onDeinit?() } }
}

@MainActor final class CallbackTap: UITapGestureRecognizer {
    var onDeinit: (@MainActor () -> Void)?
    deinit { MainActor.assumeIsolated { onDeinit?() } }
}

/// A display link's target that asks for more time from its callback (L4).
@MainActor final class ClockCaller {
    let simulator: EventSimulator
    let seconds: Double
    let direct: Bool
    var frames = 0
    var lastTimestamp = -Double.infinity

    init(_ simulator: EventSimulator, seconds: Double, direct: Bool) {
        self.simulator = simulator
        self.seconds = seconds
        self.direct = direct
    }

    func step(_ link: CADisplayLink) {
        frames += 1
        if link.timestamp < lastTimestamp { violation("DL1", "a frame's timestamp went back: \(link.timestamp)") }
        lastTimestamp = link.timestamp
        if direct { simulator.clock.advance(by: seconds) } else { simulator.advance(by: seconds) }
    }
}

extension LibraryCase {
    func hostileCall() {
        switch reader.int(0...4) {
        case 0: deinitReadsBack()
        case 1: extremeHelper()
        case 2: clockFromCallback()
        case 3: constantAcrossMagnitudes()
        default: longAdvanceWithLink()
        }
    }

    /// A11: each setter drops the last reference to an object whose deinit reads the property back.
    func deinitReadsBack() {
        var reads = 0
        switch reader.int(0...3) {
        case 0:
            let window = simulator.window
            let old = window.rootViewController
            do {
                let controller = CallbackController()
                controller.onDeinit = { [unowned window] in reads += window.rootViewController == nil ? 1 : 2 }
                window.rootViewController = controller
            }
            window.rootViewController = reader.bool() ? nil : UIViewController()
            window.rootViewController = old
        case 1:
            let host = view()
            let child = CallbackView()
            child.onDeinit = { [unowned host] in reads += host.subviews.count >= 0 ? 1 : 0 }
            host.addSubview(child)
            child.removeFromSuperview()
        case 2:
            let host = view()
            let tap = CallbackTap()
            tap.onDeinit = { [unowned host] in reads += (host.gestureRecognizers?.count ?? 0) >= 0 ? 1 : 0 }
            host.addGestureRecognizer(tap)
            if reader.bool() { host.removeGestureRecognizer(tap) } else { host.gestureRecognizers = [] }
            recognizers.removeAll()
        default:
            let navigation = UINavigationController(rootViewController: UIViewController())
            do {
                // Scoped, so that the stack holds the last reference (not this local, released last).
                let pushed = CallbackController()
                pushed.onDeinit = { [unowned navigation] in reads += navigation.viewControllers.count }
                navigation.pushViewController(pushed, animated: false)
            }
            navigation.setViewControllers([UIViewController()], animated: false)
        }
        if reads == 0 { violation("A11", "a dropped object's deinit did not run") }
    }

    /// A.4, A.1: helpers given extreme numbers refuse with a message, or run with bounded work.
    func extremeHelper() {
        let before = simulator.issues.count
        let point = reader.touchPoint()
        let steps = reader.pick(Extremes.ints)
        let duration = reader.extreme()
        let wellFormed =
            (1...GesturePlan.maximumSteps).contains(steps) && duration.isFinite
            && (0...GesturePlan.maximumDuration).contains(duration)
        switch reader.int(0...4) {
        case 0: simulator.drag(from: point, to: reader.touchPoint(), duration: duration, steps: steps)
        case 1: simulator.pinch(center: point, startDistance: 10, endDistance: 40, duration: duration, steps: steps)
        case 2: simulator.rotate(center: point, radius: 20, angle: 1, duration: duration, steps: steps)
        case 3: simulator.tap(at: point, count: steps, interval: duration)
        default:
            let screen = EventSimulator(
                screenSize: CGSize(width: reader.cg(), height: reader.cg()), screenScale: reader.cg(),
                maximumFramesPerSecond: steps)
            screen.advance(by: 1)
            return
        }
        if !wellFormed && simulator.issues.count == before {
            violation("A.4", "steps \(steps), duration \(duration) were not refused")
        }
    }

    /// L4: advances asked for from display-link callbacks (deferred, or on the clock directly).
    func clockFromCallback() {
        let caller = ClockCaller(simulator, seconds: reader.extreme(), direct: reader.bool())
        let link = CADisplayLink(target: caller, selector: ClockCaller.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: reader.chance(50) ? 0.1 : reader.extreme())
        link.invalidate()
    }

    /// DL4: a long advance with a running link fires a bounded number of frames.
    func longAdvanceWithLink() {
        let caller = ClockCaller(simulator, seconds: 0, direct: true)
        let link = CADisplayLink(target: caller, selector: ClockCaller.step)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: reader.pick([1e4, 1e7, 1e12, 1e300]))
        link.invalidate()
        if caller.frames > CADisplayLink.framesPerAdvance + 1 {
            violation("DL4", "\(caller.frames) frames in one advance")
        }
    }

    /// LY37: a chain's constant edited through extreme values and back lays out as a fresh chain does.
    func constantAcrossMagnitudes() {
        func chain(in host: UIView) -> ([UIView], NSLayoutConstraint) {
            var views: [UIView] = []
            var lead: NSLayoutConstraint?
            var previous = host.leadingAnchor
            for index in 0..<4 {
                let link = UIView()
                link.translatesAutoresizingMaskIntoConstraints = false
                host.addSubview(link)
                let leading = link.leadingAnchor.constraint(equalTo: previous, constant: CGFloat(5 + index))
                lead = lead ?? leading
                NSLayoutConstraint.activate([
                    leading, link.topAnchor.constraint(equalTo: host.topAnchor),
                    link.widthAnchor.constraint(equalToConstant: 10), link.heightAnchor.constraint(equalToConstant: 10),
                ])
                previous = link.trailingAnchor
                views.append(link)
            }
            return (views, lead!)
        }
        let edited = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let fresh = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        simulator.window.addSubview(edited)
        simulator.window.addSubview(fresh)
        let (views, lead) = chain(in: edited)
        let (freshViews, _) = chain(in: fresh)
        simulator.advance(by: 0)
        for _ in 0..<reader.int(1...4) {
            lead.constant = reader.cg()
            simulator.advance(by: 0)
        }
        lead.constant = 5
        simulator.advance(by: 0)
        if views.map(\.frame) != freshViews.map(\.frame) {
            violation("LY37", "edited \(views.map(\.frame)) against fresh \(freshViews.map(\.frame))")
        }
        edited.removeFromSuperview()
        fresh.removeFromSuperview()
    }
}
