import Foundation

/// VoiceOver as input (AX12–AX14): the world's accessibility settings, its elements in reading order, a
/// focus that moves as VoiceOver's swipes move it, and the actions a VoiceOver user performs on the focused
/// element. Each action is recorded in the trace as an `accessibility` line; one that cannot happen (no
/// focus, no such element or action) is refused with a message in ``issues`` and changes nothing.
extension EventSimulator {
    /// AX12: this world's accessibility settings (all off at first). Setting them posts UIKit's status
    /// notification for each one that changed (`UIAccessibility.voiceOverStatusDidChangeNotification`, ...).
    public var accessibilitySettings: AccessibilitySettings {
        get { application.accessibilityWorldIfMade?.settings ?? AccessibilitySettings() }
        set {
            let world = application.accessibilityWorld
            let old = world.settings
            world.settings = newValue
            withCurrentWorld {
                for name in newValue.changedNotifications(from: old) {
                    NotificationCenter.default.post(name: name, object: nil)
                }
            }
        }
    }

    /// AX11: every `UIAccessibility.post(notification:argument:)` of this world, in order.
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] {
        application.accessibilityWorldIfMade?.posted ?? []
    }

    /// AX5: every element VoiceOver can reach now, in reading order.
    public func accessibilityElements() -> [AccessibilityNode] {
        var tree = AccessibilityTree(application: application)
        return tree.elements().map(AccessibilityNode.init)
    }

    /// AX14: the tree in reading order with why each view was read or skipped.
    public func explainAccessibility() -> AccessibilityExplanation {
        var tree = AccessibilityTree(application: application, explaining: true)
        let elements = tree.elements()
        return AccessibilityExplanation(
            elements: elements.map(AccessibilityNode.init), walk: tree.lines ?? [],
            reasons: elements.map { tree.reasons[ObjectIdentifier($0)] ?? "an element" },
            focusIndex: elements.firstIndex { $0 === application.accessibilityWorldIfMade?.focus })
    }

    // MARK: Focus (AX13)

    /// The element VoiceOver's cursor is on, or nil.
    public var accessibilityFocus: AccessibilityNode? {
        application.accessibilityWorldIfMade?.focus.map(AccessibilityNode.init)
    }

    /// Moves VoiceOver's focus to `element`, which must be in the tree (AX13). True when it moved there.
    @discardableResult
    public func accessibilityFocus(on element: AnyObject) -> Bool {
        var tree = AccessibilityTree(application: application)
        guard tree.elements().contains(where: { $0 === element }) else {
            refuse("accessibilityFocus(on: \(trace.name(of: element))): not an element VoiceOver can reach (AX5)")
            return false
        }
        moveFocus(to: element)
        return true
    }

    /// Focuses the first element, in reading order, whose label is `label`.
    @discardableResult
    public func accessibilityFocus(labeled label: String) -> Bool {
        var tree = AccessibilityTree(application: application)
        guard let element = tree.elements().first(where: { ($0 as? UIResponder)?.accessibilityLabel == label }) else {
            refuse("accessibilityFocus(labeled: \"\(label)\"): no element VoiceOver can reach has this label (AX5)")
            return false
        }
        moveFocus(to: element)
        return true
    }

    /// VoiceOver's swipe right: the next element in reading order (the first when nothing is focused or the
    /// focus left the tree). Nil, and the focus stays, at the end.
    @discardableResult
    public func accessibilityFocusNext() -> AccessibilityNode? { stepFocus(by: 1) }

    /// VoiceOver's swipe left: the previous element (the last when nothing is focused).
    @discardableResult
    public func accessibilityFocusPrevious() -> AccessibilityNode? { stepFocus(by: -1) }

    private func stepFocus(by step: Int) -> AccessibilityNode? {
        var tree = AccessibilityTree(application: application)
        let elements = tree.elements()
        guard !elements.isEmpty else { return nil }
        let current = elements.firstIndex { $0 === application.accessibilityWorldIfMade?.focus }
        let target = current.map { $0 + step } ?? (step > 0 ? 0 : elements.count - 1)
        guard elements.indices.contains(target) else { return nil }
        moveFocus(to: elements[target])
        return AccessibilityNode(elements[target])
    }

    func moveFocus(to element: AnyObject) {
        let world = application.accessibilityWorld
        let previous = world.focus
        guard previous !== element else { return }
        world.focus = element
        application.tracer?.record(.info("VoiceOver focus -> \(trace.name(of: element)) (AX13)", kind: "accessibility"))
        withCurrentWorld {
            (previous as? UIResponder)?.accessibilityElementDidLoseFocus()
            (element as? UIResponder)?.accessibilityElementDidBecomeFocused()
            var info: [AnyHashable: Any] = [
                UIAccessibility.focusedElementUserInfoKey: element,
                UIAccessibility.assistiveTechnologyUserInfoKey: UIAccessibility.AssistiveTechnologyIdentifier
                    .notificationVoiceOver.rawValue,
            ]
            if let previous { info[UIAccessibility.unfocusedElementUserInfoKey] = previous }
            NotificationCenter.default.post(
                name: UIAccessibility.elementFocusedNotification, object: nil, userInfo: info)
        }
    }

    /// The focused element, or a refusal naming `verb`.
    func focusedElement(_ verb: String) -> UIResponder? {
        if let focus = application.accessibilityWorldIfMade?.focus as? UIResponder { return focus }
        refuse("\(verb): no element has VoiceOver's focus; focus one first (AX13)")
        return nil
    }
}
