import Foundation
import ResponderKit

/// The seed 002 scene: TopView with SubView1–4 and their nested subviews, geometry reconstructed from
/// the converted points in the seed's device logs (every view's origin follows from one log line).
@MainActor enum Seed002Demo {
    /// SubView2 with the seed's `pointInside` override: 50 pt above it count as inside (H6).
    final class SubView2: UIView {
        var extendsTouchAreaUpwards = false
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if extendsTouchAreaUpwards && point.y < 0 && point.y > -50 { return true }
            return super.point(inside: point, with: event)
        }
    }

    struct Outcome: Sendable {
        let touch: Int
        let location: CGPoint
        let view: String
    }

    /// Builds the scene, taps the seed's four points and returns the trace and who got each touch.
    static func run(json: Bool, timestamps: Bool) -> (output: String, outcomes: [Outcome]) {
        let simulator = EventSimulator()
        let trace = simulator.trace
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let sub1 = UIView(frame: CGRect(x: 8, y: 17, width: 139, height: 160))
        let sub1sub1 = UIView(frame: CGRect(x: 17, y: 15, width: 105, height: 130))
        let sub1sub1sub1 = UIView(frame: CGRect(x: 8, y: 8, width: 80, height: 60))
        let sub2 = SubView2(frame: CGRect(x: 8, y: 221, width: 139, height: 140))
        let sub2sub1 = UIView(frame: CGRect(x: 8, y: 14, width: 100, height: 100))
        let sub3 = UIView(frame: CGRect(x: 155, y: 97, width: 212, height: 260))
        let sub4 = UIView(frame: CGRect(x: 8, y: 378, width: 359, height: 200))
        simulator.window.addSubview(top)
        for view in [sub1, sub2, sub3, sub4] { top.addSubview(view) }
        sub1.addSubview(sub1sub1)
        sub1sub1.addSubview(sub1sub1sub1)
        sub2.addSubview(sub2sub1)
        let names: [(UIView, String)] = [
            (top, "TopView"), (sub1, "SubView1"), (sub1sub1, "SubView1Sub1"), (sub1sub1sub1, "SubView1Sub1Sub1"),
            (sub2, "SubView2"), (sub2sub1, "SubView2Sub1"), (sub3, "SubView3"), (sub4, "SubView4"),
        ]
        for (view, name) in names { trace.setName(name, for: view) }
        trace.isEnabled = true

        let taps: [(CGPoint, String)] = [
            (CGPoint(x: 220, y: 193), "tap SubView3"),
            (CGPoint(x: 84, y: 71.5), "tap SubView1Sub1Sub1"),
            (CGPoint(x: 85, y: 188.5), "tap the blue TopView between SubView1 and SubView2"),
            (CGPoint(x: 93.5, y: 198.5), "tap 22.5 pt above SubView2, with its pointInside override"),
        ]
        var outcomes: [Outcome] = []
        for (index, (point, title)) in taps.enumerated() {
            if index == 3 { sub2.extendsTouchAreaUpwards = true }
            trace.note("--- \(title)")
            let finger = simulator.touchDown(at: point)
            simulator.advance(by: 0.05)
            simulator.lift(finger)
            simulator.advance(by: 1)
            let view = finger.touch.view.map { trace.name(of: $0) } ?? "nothing"
            outcomes.append(Outcome(touch: finger.number, location: point, view: view))
        }
        let output = json ? trace.jsonLines() : trace.text(timestamps: timestamps)
        return (output, outcomes)
    }
}
