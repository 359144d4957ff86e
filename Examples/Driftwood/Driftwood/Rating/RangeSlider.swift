import UIKit

/// A slider with two thumbs that pick a range. Drag either thumb; VoiceOver users focus a thumb and swipe
/// up or down to move it by a tenth of the range.
final class RangeSlider: UIControl {
    var minimumValue: Double = 0
    var maximumValue: Double = 10
    private(set) var lowerValue: Double = 2
    private(set) var upperValue: Double = 8

    let lowerThumb = RangeSliderThumb()
    let upperThumb = RangeSliderThumb()
    private let track = UIView()
    private let thumbSize: CGFloat = 28
    private weak var trackedThumb: RangeSliderThumb?
    private var previousLocation = CGPoint.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray4
        track.isUserInteractionEnabled = false
        addSubview(track)
        for thumb in [lowerThumb, upperThumb] {
            thumb.slider = self
            thumb.backgroundColor = .white
            thumb.layer.cornerRadius = thumbSize / 2
            thumb.isUserInteractionEnabled = false
            addSubview(thumb)
        }
        lowerThumb.accessibilityLabel = "Minimum"
        upperThumb.accessibilityLabel = "Maximum"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }

    func setValues(lower: Double, upper: Double) {
        let low = min(max(lower, minimumValue), maximumValue)
        lowerValue = low
        upperValue = min(max(upper, low), maximumValue)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        track.frame = CGRect(x: thumbSize / 2, y: bounds.midY - 2, width: bounds.width - thumbSize, height: 4)
        lowerThumb.frame = thumbFrame(for: lowerValue)
        upperThumb.frame = thumbFrame(for: upperValue)
    }

    private var usableWidth: CGFloat { max(bounds.width - thumbSize, 1) }

    private func thumbFrame(for value: Double) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (value - minimumValue) / span : 0
        let x = usableWidth * CGFloat(fraction)
        return CGRect(x: x, y: bounds.midY - thumbSize / 2, width: thumbSize, height: thumbSize)
    }

    // MARK: Touch tracking

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        let lowerHit = lowerThumb.frame.insetBy(dx: -10, dy: -10).contains(previousLocation)
        let upperHit = upperThumb.frame.insetBy(dx: -10, dy: -10).contains(previousLocation)
        if lowerHit && upperHit {
            // Thumbs on top of each other: take the one nearer the finger.
            let lowerDistance = abs(previousLocation.x - lowerThumb.center.x)
            let upperDistance = abs(previousLocation.x - upperThumb.center.x)
            trackedThumb = lowerDistance < upperDistance ? lowerThumb : upperThumb
        } else if lowerHit {
            trackedThumb = lowerThumb
        } else if upperHit {
            trackedThumb = upperThumb
        } else {
            return false
        }
        trackedThumb?.isHighlighted = true
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let delta = Double((location.x - previousLocation.x) / usableWidth) * (maximumValue - minimumValue)
        previousLocation = location
        if trackedThumb === lowerThumb {
            move(lower: lowerValue + delta, upper: upperValue)
        } else if trackedThumb === upperThumb {
            move(lower: lowerValue, upper: upperValue + delta)
        }
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        trackedThumb?.isHighlighted = false
        trackedThumb = nil
    }

    override func cancelTracking(with event: UIEvent?) {
        trackedThumb?.isHighlighted = false
        trackedThumb = nil
    }

    fileprivate func step(_ thumb: RangeSliderThumb, by direction: Double) {
        let step = (maximumValue - minimumValue) / 10 * direction
        if thumb === lowerThumb {
            move(lower: lowerValue + step, upper: upperValue)
        } else {
            move(lower: lowerValue, upper: upperValue + step)
        }
    }

    private func move(lower: Double, upper: Double) {
        let newLower = min(max(lower, minimumValue), upperValue)
        let newUpper = min(max(upper, lowerValue), maximumValue)
        guard newLower != lowerValue || newUpper != upperValue else { return }
        lowerValue = newLower
        upperValue = newUpper
        setNeedsLayout()
        layoutIfNeeded()
        sendActions(for: .valueChanged)
    }

    fileprivate func spokenValue(of thumb: RangeSliderThumb) -> String {
        let value = thumb === lowerThumb ? lowerValue : upperValue
        return String(format: "%.0f", value)
    }
}

/// One thumb of a `RangeSlider`: an adjustable element of its own for VoiceOver.
final class RangeSliderThumb: UIView {
    fileprivate weak var slider: RangeSlider?
    var isHighlighted = false

    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityValue: String? {
        get { slider?.spokenValue(of: self) }
        set { super.accessibilityValue = newValue }
    }

    override func accessibilityIncrement() {
        slider?.step(self, by: 1)
    }

    override func accessibilityDecrement() {
        slider?.step(self, by: -1)
    }
}
