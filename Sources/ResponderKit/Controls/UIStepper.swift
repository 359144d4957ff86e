import Foundation

/// A − / + stepper (C5). Touching a half steps at once; holding it repeats on the virtual clock after
/// ``autorepeatDelay``, every ``autorepeatInterval`` (L1), until the finger lifts or leaves that half.
@preconcurrency @MainActor open class UIStepper: UIControl {
    public static let defaultSize = CGSize(width: 94, height: 32)
    /// First repeat after holding this long (seconds; UIKit's observed half second).
    public static let autorepeatDelay: TimeInterval = 0.5
    /// Then one step per interval (seconds). UIKit speeds up after a while; we keep a steady rate
    /// (documented choice) so that counts are easy to predict.
    public static let autorepeatInterval: TimeInterval = 0.1
    /// Repeats of one hold at most (C5a): 1,000 s of holding. Bounds the work of a hold through
    /// `advance(by: 1e308)`, and of one at a clock so large that adding the interval no longer moves it.
    static let maximumAutorepeats = 10_000

    /// UIKit raises NSInvalidArgumentException for a minimum not below the maximum and for a step that is
    /// not positive: here the assignment is refused and reported (X3). Infinities become the largest
    /// finite `Double`, so that steps and wrapping stay finite (Reliability, "Hostile sizes").
    open var minimumValue: Double {
        get { minimumStorage }
        set {
            guard let limit = refusingInvalid(newValue, "minimumValue", valid: { $0 < maximumStorage }) else { return }
            minimumStorage = limit
            value = clamp(value)
        }
    }

    open var maximumValue: Double {
        get { maximumStorage }
        set {
            guard let limit = refusingInvalid(newValue, "maximumValue", valid: { $0 > minimumStorage }) else { return }
            maximumStorage = limit
            value = clamp(value)
        }
    }

    open var stepValue: Double {
        get { stepStorage }
        set {
            guard let step = refusingInvalid(newValue, "stepValue", valid: { $0 > 0 }) else { return }
            stepStorage = step
        }
    }

    private var minimumStorage: Double = 0
    private var maximumStorage: Double = 100
    private var stepStorage: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private var valueStorage: Double = 0
    private var direction: Double = 0
    private var repeatTimer: ClockTimer?
    private var valueAtTouchDown: Double = 0
    private var repeats = 0

    open var value: Double {
        get { valueStorage }
        set { valueStorage = clamp(newValue) }
    }

    /// C5: its fixed size, as UIKit's stepper sizes itself in Auto Layout (94 × 32).
    open override var intrinsicContentSize: CGSize { Self.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.defaultSize))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        valueAtTouchDown = value
        repeats = 0
        step(with: event)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let half =
            direction < 0
            ? CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
            : CGRect(x: bounds.midX, y: bounds.minY, width: bounds.width / 2, height: bounds.height)
        if !half.contains(point) { stopRepeating() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finish(with: event) }

    open override func cancelTracking(with event: UIEvent?) { finish(with: event) }

    private func finish(with event: UIEvent?) {
        stopRepeating()
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = scheduleTimer(after: delay) { [weak self] in
            guard let self, self.isTracking else { return }
            self.step(with: nil)
            self.repeats += 1
            if self.repeats < Self.maximumAutorepeats { self.scheduleRepeat(after: Self.autorepeatInterval) }
        }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    /// One step in the held direction; wraps or stops at the limits. Halved when the sum of two finite
    /// values overflows, so the step lands on the limit instead of past infinity.
    private func step(with event: UIEvent?) {
        var next = value + direction * stepStorage
        if !next.isFinite { next = 2 * (value / 2 + direction * stepStorage / 2) }
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    private func clamp(_ v: Double) -> Double {
        guard !v.isNaN else { return minimumStorage }
        return Swift.min(Swift.max(v, minimumStorage), maximumStorage)
    }

    /// `value` made finite, or nil (reported) when it is NaN or breaks `valid`, as UIKit's exception would.
    private func refusingInvalid(_ value: Double, _ property: String, valid: (Double) -> Bool) -> Double? {
        let finite = Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
        guard !value.isNaN, valid(finite) else {
            reportProgrammerError(
                "UIStepper.\(property) = \(value) refused: NSInvalidArgumentException on iOS "
                    + "(minimum \(minimumStorage), maximum \(maximumStorage), step must be > 0)")
            return nil
        }
        return finite
    }

    /// C6: a single tap on a stepper is its own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DefaultControlAction.shouldBegin(
            gestureRecognizer, on: self, isDefaultAction: DefaultControlAction.isSingleTap(gestureRecognizer))
    }
}
