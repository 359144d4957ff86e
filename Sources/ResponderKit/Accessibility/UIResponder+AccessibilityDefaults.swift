import Foundation

/// UIKit's answers for an object whose accessibility properties were never set (AX2): what its class
/// reports on iOS. Read only through the properties declared on `UIResponder`; a subclass's override wins.
extension UIResponder {
    /// Labels, buttons, switches, sliders, page controls, text fields and views and table cells are
    /// elements; a plain view, an image view, a segmented control and a stepper (containers of their
    /// parts) are not.
    var defaultIsAccessibilityElement: Bool {
        switch self {
        case is UILabel, is UIButton, is UISwitch, is UISlider, is UIPageControl, is UITextField, is UITextView,
            is UIProgressView, is UITableViewCell:
            return true
        default:
            return false
        }
    }

    /// A label reads its text, a button its current title, a text field its placeholder, a table cell the
    /// labels of its content joined by ", " (AX2).
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        case let field as UITextField: return field.placeholder
        case let cell as UITableViewCell: return cell.combinedAccessibilityLabel
        default: return nil
        }
    }

    /// A switch reads "1" or "0"; a slider and a progress view their value as a whole percentage of the
    /// range; a page control "page 2 of 5"; a text field or text view its text (AX2).
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            return Self.percent(slider.value - slider.minimumValue, of: slider.maximumValue - slider.minimumValue)
        case let progress as UIProgressView: return Self.percent(progress.progress, of: 1)
        case let pages as UIPageControl:
            return pages.numberOfPages > 0 ? "page \(pages.currentPage + 1) of \(pages.numberOfPages)" : nil
        case let field as UITextField: return field.text.flatMap { $0.isEmpty ? nil : $0 }
        case let text as UITextView: return text.text.flatMap { $0.isEmpty ? nil : $0 }
        default: return nil
        }
    }

    /// Buttons and switches are `.button`, labels `.staticText`, image views `.image`, sliders and page
    /// controls `.adjustable`; a disabled control adds `.notEnabled`, a selected control or cell `.selected`.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch self {
        case is UIButton, is UISwitch: traits.insert(.button)
        case is UILabel: traits.insert(.staticText)
        case is UIImageView: traits.insert(.image)
        case is UISlider, is UIPageControl: traits.insert(.adjustable)
        case let cell as UITableViewCell: if cell.isSelected { traits.insert(.selected) }
        default: break
        }
        if let control = self as? UIControl {
            if !control.isEnabled { traits.insert(.notEnabled) }
            if control.isSelected { traits.insert(.selected) }
        }
        return traits
    }

    /// A view's frame in screen coordinates; nothing for an object that is not a view.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return view.convertToScreen(view.bounds)
    }

    var defaultRespondsToUserInteraction: Bool {
        if self is UIControl || !(accessibilityStorage?.customActions ?? []).isEmpty { return true }
        return !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey])
    }

    /// A segmented control's segments and a stepper's two buttons, made once and kept (their identity
    /// stays, as VoiceOver's focus needs); nil for everything else (AX3).
    var defaultAccessibilityElements: [Any]? {
        switch self {
        case let segmented as UISegmentedControl:
            let count = segmented.numberOfSegments
            let cached = accessibilityStorage?.builtInElements ?? []
            if cached.count == count { return cached }
            let made = (0..<count).map { SegmentAccessibilityElement(control: segmented, index: $0) }
            accessibilityState.builtInElements = made
            return made
        case let stepper as UIStepper:
            if let cached = accessibilityStorage?.builtInElements { return cached }
            let made = [
                StepperAccessibilityElement(stepper: stepper, step: -1),
                StepperAccessibilityElement(stepper: stepper, step: 1),
            ]
            accessibilityState.builtInElements = made
            return made
        default:
            return nil
        }
    }

    /// A view's superview; set for anything else.
    var defaultAccessibilityContainer: AnyObject? { (self as? UIView)?.superview }

    /// Whole percent, as VoiceOver speaks a slider ("50%").
    static func percent(_ part: Float, of whole: Float) -> String {
        let fraction = whole > 0 && part.isFinite ? min(max(part / whole, 0), 1) : 0
        return "\(Int((fraction * 100).rounded()))%"
    }
}

extension UITableViewCell {
    /// The labels of the cell's content that are elements, top to bottom, joined as VoiceOver reads a cell.
    var combinedAccessibilityLabel: String? {
        let parts = AccessibilityTree.elements(in: contentView).compactMap { node -> String? in
            guard let label = (node as? UIResponder)?.accessibilityLabel, !label.isEmpty else { return nil }
            return label
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
