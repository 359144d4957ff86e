import Foundation

/// One report of a simulated finger, pencil or pointer (TD10): where it is, in the simulator window's
/// coordinates, and what else it reports. A value left nil takes the default of the touch's type (TD2).
public struct SimulatedTouchSample: Sendable {
    public var location: CGPoint
    public var force: CGFloat?
    public var altitudeAngle: CGFloat?
    /// Radians in the window's coordinates, clockwise from +x (the pencil's cap pointing right is 0).
    public var azimuthAngle: CGFloat?
    public var majorRadius: CGFloat?

    public init(
        location: CGPoint, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil,
        majorRadius: CGFloat? = nil
    ) {
        self.location = location
        self.force = force
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.majorRadius = majorRadius
    }
}

/// Touches with a type, a force, angles, coalesced and predicted samples (TD10).
extension EventSimulator {
    /// TD10: a touch of `type` goes down with `sample`'s values. `estimated` lists the properties that
    /// hold estimates, `expectingUpdates` those of them an ``updateEstimatedProperties(of:force:altitudeAngle:azimuthAngle:)``
    /// will make final (TD4).
    @discardableResult
    public func touchDown(
        _ sample: SimulatedTouchSample, type: UITouch.TouchType, estimated: UITouch.Properties = [],
        expectingUpdates: UITouch.Properties = []
    ) -> SimulatedTouch {
        guard let checked = check(sample, of: type, verb: "touchDown") else {
            return SimulatedTouch(touch: application.makeTouch(at: .zero), location: sample.location, isActive: false)
        }
        var value = engineSample(of: checked, type: type, previous: nil, at: clock.now)
        value.estimatedProperties = estimated.union(expectingUpdates)
        value.expectingUpdates = expectingUpdates
        let touch = application.makeTouch(at: value.location)
        if !expectingUpdates.isEmpty { value.updateIndex = 1 }
        let touchDetails = TouchDetails(type: type, sample: value)
        touchDetails.lastUpdateIndex = value.updateIndex ?? 0
        touch.details = touchDetails
        if type != .direct { application.dispatcher.madeOtherTouchTypes = true }
        let finger = SimulatedTouch(touch: touch, location: window.pointFromSuperview(value.location), isActive: true)
        application.injectTouches([TouchChange(touch: touch, phase: .began, screenLocation: value.location)])
        return finger
    }

    /// TD6, TD7, TD10: the touch moves to `sample`; `coalesced` are the samples reported since the previous
    /// event, oldest first (timed evenly between it and now), `predicted` those the system expects next
    /// (1/240 s apart, a pencil's rate).
    public func move(
        _ touch: SimulatedTouch, to sample: SimulatedTouchSample, coalesced: [SimulatedTouchSample] = [],
        predicted: [SimulatedTouchSample] = []
    ) {
        guard touch.isActive else { return refuse("move: touch \(touch.number) has already ended") }
        let uiTouch = touch.touch
        let type = uiTouch.touchType
        let all = coalesced + [sample] + predicted
        var checked: [SimulatedTouchSample] = []
        for one in all {
            guard let good = check(one, of: type, verb: "move") else { return }
            checked.append(good)
        }
        // A finger moved with samples takes its details now, from where it is (TD1).
        let current = SimulatedTouchSample(location: touch.location)
        let touchDetails =
            uiTouch.details
            ?? TouchDetails(
                type: .direct, sample: engineSample(of: current, type: type, previous: nil, at: uiTouch.timestamp))
        uiTouch.details = touchDetails
        let start = uiTouch.timestamp
        let now = clock.now
        let steps = coalesced.count + 1
        var previous = touchDetails.sample
        var samples: [TouchDetails.Sample] = []
        for (index, one) in checked.enumerated() {
            let time =
                index < steps
                ? start + (now - start) * Double(index + 1) / Double(steps)
                : now + Double(index + 1 - steps) / 240
            var value = engineSample(of: one, type: type, previous: previous, at: time)
            if !previous.expectingUpdates.isEmpty {
                value.estimatedProperties = previous.estimatedProperties
                value.expectingUpdates = previous.expectingUpdates
                touchDetails.giveUpdateIndex(to: &value)
            }
            samples.append(value)
            previous = value
        }
        touchDetails.previousPreciseLocation = touchDetails.sample.preciseLocation
        touchDetails.sample = samples[steps - 1]
        touchDetails.pendingCoalesced = Array(samples[..<(steps - 1)])
        touchDetails.pendingPredicted = Array(samples[steps...])
        touch.location = window.pointFromSuperview(touchDetails.sample.location)
        application.injectTouches([
            TouchChange(touch: uiTouch, phase: .moved, screenLocation: touchDetails.sample.location)
        ])
    }

    /// TD4: the estimated values of `touch` become final: the given ones replace the estimates, the
    /// touch no longer expects updates, and its view and its recognizers hear
    /// `touchesEstimatedPropertiesUpdated(_:)`.
    public func updateEstimatedProperties(
        of touch: SimulatedTouch, force: CGFloat? = nil, altitudeAngle: CGFloat? = nil, azimuthAngle: CGFloat? = nil
    ) {
        let uiTouch = touch.touch
        guard let details = uiTouch.details, !details.sample.expectingUpdates.isEmpty else {
            return refuse("updateEstimatedProperties: touch \(touch.number) expects no updates")
        }
        let sample = SimulatedTouchSample(
            location: touch.location, force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
        guard let checked = check(sample, of: details.type, verb: "updateEstimatedProperties") else { return }
        if let force = checked.force { details.sample.force = force }
        if let altitude = checked.altitudeAngle { details.sample.altitudeAngle = altitude }
        if let azimuth = checked.azimuthAngle { details.sample.azimuthAngle = azimuth }
        details.sample.estimatedProperties.subtract(details.sample.expectingUpdates)
        details.sample.expectingUpdates = []
        withCurrentWorld {
            let touches: Set<UITouch> = [uiTouch]
            uiTouch.view?.touchesEstimatedPropertiesUpdated(touches)
            for recognizer in uiTouch.attachedRecognizers { recognizer.touchesEstimatedPropertiesUpdated(touches) }
        }
    }

    /// TD10: Apple Pencil draws through `points` (window coordinates), which it reports at 240 Hz; UIKit
    /// delivers one event per 60 Hz frame, the earlier samples of each frame as its coalesced touches and
    /// two samples extrapolated from the last two as its predicted touches. Down at the first point, a frame
    /// per `samplesPerFrame` points, lifted a frame after the last. Returns the pencil's touch.
    @discardableResult
    public func pencilStroke(
        through points: [CGPoint], force: CGFloat = 1, altitudeAngle: CGFloat = .pi / 3, azimuthAngle: CGFloat = 0,
        samplesPerFrame: Int = 4
    ) -> SimulatedTouch? {
        guard let first = points.first else {
            refuse("pencilStroke(through:): no points")
            return nil
        }
        guard samplesPerFrame >= 1 else {
            refuse("pencilStroke(through:): samplesPerFrame must be at least 1, got \(samplesPerFrame)")
            return nil
        }
        func sample(_ point: CGPoint) -> SimulatedTouchSample {
            SimulatedTouchSample(
                location: point, force: force, altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle)
        }
        let pencil = touchDown(sample(first), type: .pencil, estimated: [.force, .azimuth, .altitude])
        guard pencil.isActive else { return pencil }
        let frame = 1 / Double(application.scene.screen.maximumFramesPerSecond)
        var index = 1
        while index < points.count, pencil.isActive {
            let group = Array(points[index..<min(index + samplesPerFrame, points.count)])
            index += group.count
            advance(by: frame)
            let last = group[group.count - 1]
            let before = group.count > 1 ? group[group.count - 2] : points[index - group.count - 1]
            let step = CGPoint(x: last.x - before.x, y: last.y - before.y)
            let predicted = (1...2).map { k in
                sample(CGPoint(x: last.x + step.x * CGFloat(k), y: last.y + step.y * CGFloat(k)))
            }
            move(pencil, to: sample(last), coalesced: group.dropLast().map(sample), predicted: predicted)
        }
        advance(by: frame)
        if pencil.isActive { lift(pencil) }
        return pencil
    }

    // MARK: Checking and defaults

    /// `sample` with its values checked (TD10): a non-finite location or value, a negative force or radius,
    /// or an altitude outside 0...π/2 is refused with an issue naming `verb`.
    private func check(
        _ sample: SimulatedTouchSample, of type: UITouch.TouchType, verb: String
    ) -> SimulatedTouchSample? {
        guard sample.location.isFinite else {
            refuse("\(verb): location is not finite: \(SeedFormat.point(sample.location))")
            return nil
        }
        let values: [(String, CGFloat?, ClosedRange<CGFloat>)] = [
            ("force", sample.force, 0...CGFloat.greatestFiniteMagnitude),
            ("altitudeAngle", sample.altitudeAngle, 0...(.pi / 2)),
            ("azimuthAngle", sample.azimuthAngle, -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude),
            ("majorRadius", sample.majorRadius, 0...CGFloat.greatestFiniteMagnitude),
        ]
        for (name, value, range) in values {
            guard let value else { continue }
            guard value.isFinite, range.contains(value) else {
                refuse("\(verb): \(name) \(value) is not finite or out of \(range.lowerBound)...\(range.upperBound)")
                return nil
            }
        }
        return sample
    }

    /// The engine's sample for `sample`: screen coordinates, `location` on the pixel grid and the precise
    /// location exact (TD3), unset values from `previous` or the type's defaults (TD2).
    private func engineSample(
        of sample: SimulatedTouchSample, type: UITouch.TouchType, previous: TouchDetails.Sample?, at time: TimeInterval
    ) -> TouchDetails.Sample {
        let precise = window.pointToSuperview(sample.location)
        let scale = application.scene.screen.scale
        let rounded = CGPoint(x: (precise.x * scale).rounded() / scale, y: (precise.y * scale).rounded() / scale)
        let isPencil = type == .pencil
        let maximumForce: CGFloat =
            isPencil ? TouchDetails.pencilMaximumForce : (sample.force != nil ? TouchDetails.fingerMaximumForce : 0)
        return TouchDetails.Sample(
            location: rounded, preciseLocation: precise, timestamp: time,
            force: min(sample.force ?? previous?.force ?? (isPencil ? TouchDetails.averageForce : 0), maximumForce),
            maximumPossibleForce: max(maximumForce, previous?.maximumPossibleForce ?? 0),
            altitudeAngle: isPencil ? sample.altitudeAngle ?? previous?.altitudeAngle ?? .pi / 3 : .pi / 2,
            azimuthAngle: isPencil ? sample.azimuthAngle ?? previous?.azimuthAngle ?? 0 : 0,
            majorRadius: sample.majorRadius ?? previous?.majorRadius
                ?? (isPencil ? TouchDetails.pencilRadius : TouchDetails.fingerRadius),
            majorRadiusTolerance: isPencil ? TouchDetails.pencilRadiusTolerance : TouchDetails.fingerRadiusTolerance,
            estimatedProperties: previous?.estimatedProperties ?? [], expectingUpdates: [], updateIndex: nil)
    }
}
