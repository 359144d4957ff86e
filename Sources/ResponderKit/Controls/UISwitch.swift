import Foundation

/// An on/off switch (C5): a tap toggles `isOn`; dragging the knob sets it by where the finger ends.
/// Either way `.valueChanged` is sent only when the value really changes.
@preconcurrency @MainActor open class UISwitch: UIControl {
    /// UIKit's fixed switch size; the frame's size is ignored, as on iOS.
    public static let defaultSize = CGSize(width: 51, height: 31)
    /// Horizontal movement (points) that turns a tap into a knob drag (same as a pan's hysteresis).
    public static let dragThreshold: CGFloat = 10

    open var isOn = false
    private var startX: CGFloat = 0
    private var isDraggingKnob = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.defaultSize))
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// UIKit's fixed size; hugging and compression resistance 750 (LY14).
    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.defaultSize }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        startX = touch.location(in: self).x
        isDraggingKnob = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - startX) >= Self.dragThreshold { isDraggingKnob = true }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let newValue: Bool
        if isDraggingKnob {
            newValue = touch.location(in: self).x >= bounds.midX
        } else if isInsideTrackingArea(touch) {
            newValue = !isOn
        } else {
            return
        }
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged, with: event)
    }

    /// C6: a single tap, or a horizontal pan on the knob (the whole switch), is the switch's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let isDefault =
            DefaultControlAction.isSingleTap(gestureRecognizer)
            || (gestureRecognizer is UIPanGestureRecognizer
                && DefaultControlAction.isHorizontalDrag(gestureRecognizer, on: self, knob: bounds))
        return DefaultControlAction.shouldBegin(gestureRecognizer, on: self, isDefaultAction: isDefault)
    }
}
