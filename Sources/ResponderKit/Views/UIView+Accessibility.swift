import Foundation

/// Accessibility properties a view stores once any is set (AP9); until then, UIKit's defaults for the
/// view's class. Nothing reads them but user code: there is no assistive technology here.
final class AccessibilityState {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var language: String?
    var elementsHidden: Bool?
    var viewIsModal: Bool?
    var groupsChildren: Bool?
    var elements: [Any]?
}

extension UIView {
    /// The stored state, or nil if nothing was ever set.
    var accessibility: AccessibilityState? { accessibilityBox }

    /// The stored state, made on first write.
    var accessibilityState: AccessibilityState {
        if let state = accessibilityBox { return state }
        let state = AccessibilityState()
        accessibilityBox = state
        return state
    }

    /// UIKit's defaults: standard controls, labels and (unlike a plain view) nothing else are elements.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIButton, is UISwitch, is UISlider, is UISegmentedControl, is UIStepper, is UIPageControl:
            return true
        default:
            return false
        }
    }

    /// A label reads its text, a button its current title.
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    /// A switch reads "1" or "0", a slider its value as a percentage, as UIKit's do.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        default: return nil
        }
    }

    /// Buttons are `.button`, labels `.staticText`, image views `.image`, sliders and steppers
    /// `.adjustable`; a disabled control adds `.notEnabled`, a selected one `.selected`.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case is UIButton: traits.insert(.button)
        case is UILabel: traits.insert(.staticText)
        case is UIImageView: traits.insert(.image)
        case is UISlider, is UIStepper: traits.insert(.adjustable)
        default: break
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// The view's frame in screen coordinates.
    var screenFrameForAccessibility: CGRect { convertToScreen(bounds) }
}
