import Testing

@testable import ResponderKit

/// A pan whose `name` counts its reads: a reason naming it is built only while a trace records (X15).
@MainActor private final class CountingNamePan: UIPanGestureRecognizer {
    var nameReads = 0
    override var name: String? {
        get {
            nameReads += 1
            return "countingPan"
        }
        set {}
    }
}

@MainActor @Suite struct RareViewStateTests {
    @Test("AP3, AP9, G5: state kept out of line reads back, and defaults written to a plain view make no box")
    func outOfLineStateRoundTrips() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.tag = 0
        view.accessibilityIdentifier = nil
        view.transform = .identity
        view.interactions = []
        #expect(view.rareStorage == nil)
        #expect(view.tag == 0 && view.accessibilityIdentifier == nil && view.backgroundColor == nil)

        view.tag = 7
        view.accessibilityIdentifier = "card"
        view.backgroundColor = .red
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.rareStorage != nil)
        #expect(view.tag == 7 && view.accessibilityIdentifier == "card" && view.backgroundColor == .red)
        // The cached inverse lives in the box: a point converts through it and back (G2, G5).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let point = view.convert(CGPoint(x: 5, y: 5), to: window)
        #expect(view.convert(point, from: window) == CGPoint(x: 5, y: 5))
        view.transform = .identity
        #expect(view.inverseTransform == nil && view.tag == 7)
        #expect(window.viewWithTag(7) === view)
    }

    @Test("A6: the default hash is the object's address, as NSObject's")
    func defaultHashIsTheAddress() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        #expect(view.hash == Int(bitPattern: ObjectIdentifier(view)))
        #expect(pan.hash == Int(bitPattern: ObjectIdentifier(pan)))
    }

    @Test("X15, GR4: an exclusion's reason names the recognizer only while a trace records", arguments: [false, true])
    func exclusionReasonIsLazy(tracing: Bool) {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = tracing
        let view = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(view)
        let pan = CountingNamePan()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        simulator.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 220, y: 300))
        simulator.advance(by: 0.5)
        #expect(pan.state == .possible)  // recognized, ended and reset
        #expect(tracing ? pan.nameReads > 0 : pan.nameReads == 0)
        if tracing { #expect(simulator.trace.text().contains("excluded by")) }
    }
}
