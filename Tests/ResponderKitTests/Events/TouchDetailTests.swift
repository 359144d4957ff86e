import Foundation
import ResponderKit
import Testing

/// TD1–TD7, TD10: touch types, force, angles, precise locations, estimated properties, coalesced and
/// predicted touches, as Apple's documentation of `UITouch` and `UIEvent` describes them.
@MainActor @Suite struct TouchDetailTests {
    /// Records what a drawing view reads of each touch event, as a drawing app does.
    final class Canvas: UIView {
        var types: [UITouch.TouchType] = []
        var forces: [CGFloat] = []
        var coalesced: [[CGPoint]] = []
        var coalescedTimes: [[TimeInterval]] = []
        var predicted: [[CGPoint]] = []
        var updated: [Int?] = []

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }

        private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            types.append(touch.type)
            forces.append(touch.force)
            let samples = event.coalescedTouches(for: touch) ?? []
            coalesced.append(samples.map { $0.location(in: self) })
            coalescedTimes.append(samples.map(\.timestamp))
            predicted.append((event.predictedTouches(for: touch) ?? []).map { $0.location(in: self) })
        }

        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
            updated.append(touches.first?.estimationUpdateIndex?.intValue)
        }
    }

    private func canvasWorld() -> (EventSimulator, Canvas) {
        let simulator = EventSimulator()
        let canvas = Canvas(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        simulator.window.addSubview(canvas)
        return (simulator, canvas)
    }

    @Test("TD2: a plain finger is .direct, without force, perpendicular, with a fingertip's radius (UITouch docs)")
    func fingerDefaults() {
        let (simulator, canvas) = canvasWorld()
        let finger = simulator.touchDown(at: CGPoint(x: 10.5, y: 110.75))
        let touch = finger.touch
        #expect(touch.type == .direct)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        // altitudeAngle: "Pi/2 when the stylus is perpendicular to the surface".
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: nil) == 0)
        #expect(touch.majorRadius == 20 && touch.majorRadiusTolerance == 5)
        #expect(touch.preciseLocation(in: canvas) == touch.location(in: canvas))
        #expect(touch.estimatedProperties.isEmpty && touch.estimationUpdateIndex == nil)
        simulator.lift(finger)
        #expect(canvas.coalesced == [[CGPoint(x: 10.5, y: 10.75)]])
        #expect(canvas.predicted == [[]])
    }

    @Test("TD2, TD3: a pencil reports force, altitude, azimuth; location is on the pixel grid, preciseLocation exact")
    func pencilValues() {
        let (simulator, canvas) = canvasWorld()
        let sample = SimulatedTouchSample(
            location: CGPoint(x: 50.3, y: 150.1), force: 2.5, altitudeAngle: 0.8, azimuthAngle: .pi / 2)
        let pencil = simulator.touchDown(sample, type: .pencil)
        let touch = pencil.touch
        #expect(touch.type == .pencil && canvas.types == [.pencil])
        #expect(touch.force == 2.5 && touch.maximumPossibleForce > 4)
        #expect(touch.altitudeAngle == 0.8)
        // azimuthAngle(in:): 0 when the cap points along +x, increasing clockwise; pi/2 points down.
        #expect(abs(touch.azimuthAngle(in: nil) - .pi / 2) < 1e-9)
        let vector = touch.azimuthUnitVector(in: canvas)
        #expect(abs(vector.dx) < 1e-9 && abs(vector.dy - 1) < 1e-9)
        // Screen scale 2: the location snaps to half points, the precise location does not.
        #expect(touch.location(in: canvas) == CGPoint(x: 50.5, y: 50))
        let precise = touch.preciseLocation(in: canvas)
        #expect(abs(precise.x - 50.3) < 1e-9 && abs(precise.y - 50.1) < 1e-9)
        simulator.lift(pencil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TD2: the azimuth turns with a rotated view (azimuthAngle(in:) is in the view's coordinates)")
    func azimuthInRotatedView() {
        let (simulator, canvas) = canvasWorld()
        let turned = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        canvas.addSubview(turned)
        let pencil = simulator.touchDown(
            SimulatedTouchSample(location: CGPoint(x: 150, y: 250), azimuthAngle: 0), type: .pencil)
        // The cap points along the screen's +x, which is the turned view's -y.
        let angle = pencil.touch.azimuthAngle(in: turned)
        #expect(abs(angle + .pi / 2) < 1e-9)
        simulator.lift(pencil)
    }

    @Test("TD6, TD7, TD10: a pencil stroke: one event per frame, coalesced samples then the touch, predicted after")
    func pencilStrokeCoalesced() {
        let (simulator, canvas) = canvasWorld()
        let points = (0...8).map { CGPoint(x: 10 + CGFloat($0) * 4, y: 200) }
        simulator.pencilStroke(through: points, force: 1.5)
        // Down, then two frames of four samples each.
        #expect(canvas.types == [.pencil, .pencil, .pencil])
        #expect(canvas.forces == [1.5, 1.5, 1.5])
        // "the last touch being a copy of the same touch you specified"
        #expect(canvas.coalesced[1] == [14, 18, 22, 26].map { CGPoint(x: $0, y: 100) })
        #expect(canvas.coalesced[2] == [30, 34, 38, 42].map { CGPoint(x: $0, y: 100) })
        // Coalesced samples are timed evenly between the previous event and this one.
        let times = canvas.coalescedTimes[1]
        #expect(times.count == 4 && zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(times[3] - 1.0 / 60) < 1e-9)
        // "This array does not include the original touch": two samples ahead, on the stroke's line.
        #expect(canvas.predicted[2] == [CGPoint(x: 46, y: 100), CGPoint(x: 50, y: 100)])
        #expect(simulator.issues.isEmpty)
    }

    @Test("TD6: coalescedTouches(for:) and predictedTouches(for:) are nil for a touch not in the event")
    func samplesForForeignTouch() {
        let (simulator, canvas) = canvasWorld()
        final class Probe: UIView {
            var other: UITouch?
            var answers: [Bool] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let other, let event else { return }
                answers = [event.coalescedTouches(for: other) == nil, event.predictedTouches(for: other) == nil]
            }
        }
        let first = simulator.touchDown(at: CGPoint(x: 10, y: 110))
        simulator.lift(first)
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        probe.other = first.touch
        canvas.addSubview(probe)
        simulator.tap(at: CGPoint(x: 10, y: 110))
        #expect(probe.answers == [true, true])
    }

    @Test("TD4: estimated properties expecting updates get update indices; the update reaches the view")
    func estimatedUpdates() {
        let (simulator, canvas) = canvasWorld()
        let pencil = simulator.touchDown(
            SimulatedTouchSample(location: CGPoint(x: 20, y: 200), force: 0.5), type: .pencil,
            estimated: [.azimuth], expectingUpdates: [.force])
        #expect(pencil.touch.estimatedProperties == [.force, .azimuth])
        #expect(pencil.touch.estimatedPropertiesExpectingUpdates == [.force])
        #expect(pencil.touch.estimationUpdateIndex == NSNumber(value: 1))
        simulator.move(pencil, to: SimulatedTouchSample(location: CGPoint(x: 30, y: 200)))
        #expect(pencil.touch.estimationUpdateIndex == NSNumber(value: 2))
        simulator.updateEstimatedProperties(of: pencil, force: 1.75)
        #expect(canvas.updated == [2])
        #expect(pencil.touch.force == 1.75)
        #expect(
            pencil.touch.estimatedProperties == [.azimuth] && pencil.touch.estimatedPropertiesExpectingUpdates == [])
        simulator.updateEstimatedProperties(of: pencil, force: 1)
        #expect(simulator.issues == ["updateEstimatedProperties: touch 1 expects no updates"])
        simulator.lift(pencil)
    }

    @Test("TD10: bad samples are refused with an issue and no touch goes down")
    func badSamples() {
        let (simulator, canvas) = canvasWorld()
        let bad = simulator.touchDown(
            SimulatedTouchSample(location: CGPoint(x: 20, y: 200), altitudeAngle: 3), type: .pencil)
        #expect(!bad.isActive && canvas.types.isEmpty)
        let nan = simulator.touchDown(
            SimulatedTouchSample(location: CGPoint(x: 20, y: 200), force: .nan), type: .pencil)
        #expect(!nan.isActive)
        #expect(simulator.issues.count == 2)
        #expect(simulator.issues[0].contains("altitudeAngle 3.0"))
        #expect(simulator.pencilStroke(through: []) == nil)
    }
}
