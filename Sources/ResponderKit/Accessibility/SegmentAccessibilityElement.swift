import Foundation

/// One segment of a `UISegmentedControl` as VoiceOver reads it (AX2): its title, `.button`, `.selected`
/// when chosen and `.notEnabled` when off; the frame is its equal share of the control. Activating it
/// taps its centre, where the control's own tracking selects it (C5).
@MainActor final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int
    /// The control, held weakly: an element kept after its control is gone reads as empty.
    private weak var control: UISegmentedControl?

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        self.control = control
        super.init(accessibilityContainer: control)
    }

    override var isAccessibilityElement: Bool {
        get { elementState.isElement ?? true }
        set { elementState.isElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { elementState.label ?? control?.titleForSegment(at: index) }
        set { elementState.label = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = elementState.traits { return traits }
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { elementState.traits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = elementState.frame { return frame }
            guard let control else { return .zero }
            let count = CGFloat(max(control.numberOfSegments, 1))
            let bounds = control.bounds
            let width = bounds.width / count
            let local = CGRect(
                x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height)
            return control.convertToScreen(local)
        }
        set { elementState.frame = newValue }
    }
}
