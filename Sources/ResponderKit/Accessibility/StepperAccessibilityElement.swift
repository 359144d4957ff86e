import Foundation

/// One of a `UIStepper`'s two buttons as VoiceOver reads them (AX2): "Decrement" on the left half and
/// "Increment" on the right, `.button`, `.notEnabled` at the end of the range, the stepper's value as
/// their value. Activating one taps its half, where the stepper's own tracking steps (C5).
@MainActor final class StepperAccessibilityElement: UIAccessibilityElement {
    /// −1: the decrement button; +1: the increment button.
    let step: Int
    /// The stepper, held weakly: an element kept after its stepper is gone reads as empty.
    private weak var stepper: UIStepper?

    init(stepper: UIStepper, step: Int) {
        self.step = step
        self.stepper = stepper
        super.init(accessibilityContainer: stepper)
    }

    override var isAccessibilityElement: Bool {
        get { elementState.isElement ?? true }
        set { elementState.isElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { elementState.label ?? (step < 0 ? "Decrement" : "Increment") }
        set { elementState.label = newValue }
    }

    /// The stepper's value, without a fraction when it is whole ("3", "2.5").
    override var accessibilityValue: String? {
        get {
            if let value = elementState.value { return value }
            guard let value = stepper?.value else { return nil }
            return value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        set { elementState.value = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = elementState.traits { return traits }
            guard let stepper else { return .button }
            let atEnd = step < 0 ? stepper.value <= stepper.minimumValue : stepper.value >= stepper.maximumValue
            return !stepper.isEnabled || (atEnd && !stepper.wraps) ? [.button, .notEnabled] : .button
        }
        set { elementState.traits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = elementState.frame { return frame }
            guard let stepper else { return .zero }
            let bounds = stepper.bounds
            let half = bounds.width / 2
            let local = CGRect(
                x: step < 0 ? bounds.minX : bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
            return stepper.convertToScreen(local)
        }
        set { elementState.frame = newValue }
    }
}
