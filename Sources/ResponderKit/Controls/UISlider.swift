import Foundation

/// A horizontal slider (C5): a touch that starts on the thumb drags it; the value follows the finger
/// (keeping the offset at which the thumb was grabbed) and `.valueChanged` is sent on every change when
/// `isContinuous`, else once at the end. A touch elsewhere on the track does not track.
@preconcurrency @MainActor open class UISlider: UIControl {
    /// The thumb's size (points): iOS's default thumb image is 31 pt wide with its shadow (our choice).
    public static let thumbSize: CGFloat = 31
    /// C: no width of its own, the thumb's height, as UIKit's slider in Auto Layout.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.thumbSize) }

    /// Raising the minimum above the maximum raises the maximum too, and the value follows, as Apple
    /// documents. Infinities become the largest finite `Float` and NaN is ignored (Reliability, "Hostile sizes": UIKit
    /// does not crash on them, and a range that is not finite would leave the thumb nowhere).
    open var minimumValue: Float {
        get { minimumStorage }
        set {
            guard let limit = Self.finite(newValue) else { return }
            minimumStorage = limit
            if maximumStorage < limit { maximumStorage = limit }
            valueStorage = clamp(valueStorage)
        }
    }

    /// Lowering the maximum below the minimum lowers the minimum too (Apple's documentation).
    open var maximumValue: Float {
        get { maximumStorage }
        set {
            guard let limit = Self.finite(newValue) else { return }
            maximumStorage = limit
            if minimumStorage > limit { minimumStorage = limit }
            valueStorage = clamp(valueStorage)
        }
    }

    private var minimumStorage: Float = 0
    private var maximumStorage: Float = 1
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
        // In Double: the range of two finite Floats can overflow Float (Reliability, "Hostile sizes").
        let fraction = Double((center - track.minX - Self.thumbSize / 2) / travel)
        let low = Double(minimumStorage)
        let newValue = clamp(Float(low + fraction * (Double(maximumStorage) - low)))
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
        guard !v.isNaN else { return minimumStorage }
        return Swift.min(Swift.max(v, minimumStorage), maximumStorage)
    }

    /// Where `v` lies between the limits, in 0...1 (0 for an empty range).
    private func fractionOf(_ v: Float) -> Float {
        let low = Double(minimumStorage)
        let range = Double(maximumStorage) - low
        guard range > 0 else { return 0 }
        return Float(Swift.min(Swift.max((Double(v) - low) / range, 0), 1))
    }

    private static func finite(_ v: Float) -> Float? {
        if v.isNaN { return nil }
        return Swift.min(Swift.max(v, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }
}
