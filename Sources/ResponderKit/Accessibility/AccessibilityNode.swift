import Foundation

/// One element of the accessibility tree as VoiceOver would read it (AX5), read when the tree was asked
/// for; `element` is the object itself, for identity checks and further questions.
@MainActor public struct AccessibilityNode {
    public let element: AnyObject
    public let label: String?
    public let value: String?
    public let hint: String?
    public let traits: UIAccessibilityTraits
    /// In screen coordinates.
    public let frame: CGRect
    public let activationPoint: CGPoint
    public let identifier: String?
    /// The names of its custom actions, in order (AX9).
    public let customActions: [String]

    init(_ element: AnyObject) {
        self.element = element
        let responder = element as? UIResponder
        label = responder?.accessibilityLabel
        value = responder?.accessibilityValue
        hint = responder?.accessibilityHint
        traits = responder?.accessibilityTraits ?? []
        frame = responder?.accessibilityFrame ?? .zero
        activationPoint = responder?.accessibilityActivationPoint ?? .zero
        identifier = (element as? UIAccessibilityIdentification)?.accessibilityIdentifier
        customActions = responder?.accessibilityCustomActions?.map(\.name) ?? []
    }

    /// The element as a view, when it is one.
    public var view: UIView? { element as? UIView }

    /// Roughly what VoiceOver speaks: "Selected, Wi-Fi, 1, Button, Turns Wi-Fi on". Traits are spoken in
    /// English words of ResponderKit's choosing (AX5 Fidelity).
    public var spoken: String {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label, !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        let words: [(UIAccessibilityTraits, String)] = [
            (.button, "Button"), (.link, "Link"), (.header, "Heading"), (.searchField, "Search Field"),
            (.image, "Image"), (.adjustable, "Adjustable"), (.tabBar, "Tab Bar"), (.notEnabled, "Dimmed"),
        ]
        parts += words.filter { traits.contains($0.0) }.map(\.1)
        if let hint, !hint.isEmpty { parts.append(hint) }
        if !customActions.isEmpty { parts.append("Actions Available") }
        return parts.joined(separator: ", ")
    }
}
