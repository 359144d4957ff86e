import Foundation

/// A horizontal slider (C5): a touch that starts on the thumb drags it; the value follows the finger
/// (keeping the offset at which the thumb was grabbed) and `.valueChanged` is sent on every change when
/// `isContinuous`, else once at the end. A touch elsewhere on the track does not track.
@MainActor open class UISlider: UIControl {
    /// The thumb's size (points): iOS's default thumb image is 31 pt wide with its shadow (our choice).
    public static let thumbSize: CGFloat = 31

    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    private var valueStorage: Float = 0
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    open var value: Float {
        get { valueStorage }
        set { valueStorage = clamp(newValue) }
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = Swift.max(rect.width - Self.thumbSize, 0)
        let fraction = CGFloat(fractionOf(value))
        return CGRect(
            x: rect.minX + travel * fraction, y: bounds.midY - Self.thumbSize / 2,
            width: Self.thumbSize, height: Self.thumbSize)
    }

    var currentThumbRect: CGRect { thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = currentThumbRect
        guard thumb.contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let travel = Swift.max(track.width - Self.thumbSize, 1)
        let center = touch.location(in: self).x - grabOffset
        let fraction = Float((center - track.minX - Self.thumbSize / 2) / travel)
        let newValue = clamp(minimumValue + fraction * (maximumValue - minimumValue))
        if newValue != value {
            value = newValue
            if isContinuous { sendActions(for: .valueChanged, with: event) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    /// C6: a single-finger pan or swipe parallel to the slider that starts on the thumb is the slider's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let isDefault = DefaultControlAction.isHorizontalDrag(gestureRecognizer, on: self, knob: currentThumbRect)
        return DefaultControlAction.shouldBegin(gestureRecognizer, on: self, isDefaultAction: isDefault)
    }

    private func clamp(_ v: Float) -> Float {
        guard v.isFinite else { return minimumValue }
        return Swift.min(Swift.max(v, minimumValue), maximumValue)
    }

    private func fractionOf(_ v: Float) -> Float {
        let range = maximumValue - minimumValue
        return range > 0 ? (v - minimumValue) / range : 0
    }
}
