import Foundation

/// VoiceOver's actions on the focused element (AX6–AX10), as a VoiceOver user performs them.
extension EventSimulator {
    /// AX6: the double tap. `accessibilityActivate()` is asked first; when it returns false the system taps
    /// the element's `accessibilityActivationPoint`, as iOS does. True when the element handled it or the
    /// tap was sent.
    @discardableResult
    public func accessibilityActivate() -> Bool {
        guard let element = focusedElement("accessibilityActivate()") else { return false }
        let name = trace.name(of: element)
        if withCurrentWorld({ element.accessibilityActivate() }) {
            application.tracer?.record(
                .info("VoiceOver activate \(name): accessibilityActivate() (AX6)", kind: "accessibility"))
            return true
        }
        let point = window.pointFromSuperview(element.accessibilityActivationPoint)
        guard point.isFinite else {
            refuse("accessibilityActivate(): \(name)'s activation point is not finite; nothing was sent (AX6)")
            return false
        }
        application.tracer?.record(
            .info(
                "VoiceOver activate \(name): accessibilityActivate() declined, tap at \(SeedFormat.point(point)) (AX6)",
                kind: "accessibility"))
        tap(at: point)
        return true
    }

    /// Focuses the element labelled `label`, then activates it.
    @discardableResult
    public func accessibilityActivate(labeled label: String) -> Bool {
        accessibilityFocus(labeled: label) && accessibilityActivate()
    }

    /// AX7: the swipe up on an adjustable element: `accessibilityIncrement()`. False, with a trace note, when
    /// the focused element is not `.adjustable` (VoiceOver then moves its rotor instead).
    @discardableResult
    public func accessibilityIncrement() -> Bool { adjust(up: true) }

    /// AX7: the swipe down: `accessibilityDecrement()`.
    @discardableResult
    public func accessibilityDecrement() -> Bool { adjust(up: false) }

    private func adjust(up: Bool) -> Bool {
        let verb = up ? "accessibilityIncrement" : "accessibilityDecrement"
        guard let element = focusedElement("\(verb)()") else { return false }
        let name = trace.name(of: element)
        guard element.accessibilityTraits.contains(.adjustable) else {
            application.tracer?.record(
                .info("VoiceOver \(verb): \(name) is not adjustable (AX7)", kind: "accessibility"))
            return false
        }
        application.tracer?.record(.info("VoiceOver \(verb) \(name) (AX7)", kind: "accessibility"))
        withCurrentWorld { up ? element.accessibilityIncrement() : element.accessibilityDecrement() }
        return true
    }

    /// AX8: the two-finger scrub. `accessibilityPerformEscape()` is asked of the focused element (or, with
    /// nothing focused, the key window's frontmost view) and up its chain until one returns true.
    @discardableResult
    public func accessibilityEscape() -> Bool {
        chainAction("accessibilityPerformEscape") { $0.accessibilityPerformEscape() }
    }

    /// AX9: the two-finger double tap: `accessibilityPerformMagicTap()` up the chain from the focus.
    @discardableResult
    public func accessibilityMagicTap() -> Bool {
        chainAction("accessibilityPerformMagicTap") { $0.accessibilityPerformMagicTap() }
    }

    /// AX10: the three-finger swipe: `accessibilityScroll(_:)` up the chain from the focus.
    @discardableResult
    public func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        chainAction("accessibilityScroll(.\(direction))") { $0.accessibilityScroll(direction) }
    }

    /// AX9: picks `name` from the focused element's actions rotor and runs it. False when it reported
    /// failure; refused when the element has no action of that name.
    @discardableResult
    public func accessibilityPerformCustomAction(named name: String) -> Bool {
        guard let element = focusedElement("accessibilityPerformCustomAction(named: \"\(name)\")") else { return false }
        let actions = element.accessibilityCustomActions ?? []
        guard let action = actions.first(where: { $0.name == name }) else {
            let names = actions.map { "\"\($0.name)\"" }.joined(separator: ", ")
            refuse(
                "accessibilityPerformCustomAction(named: \"\(name)\"): \(trace.name(of: element)) has no such action "
                    + "(it has: \(names.isEmpty ? "none" : names)) (AX9)")
            return false
        }
        let result = withCurrentWorld { action.perform(in: application) }
        application.tracer?.record(
            .info(
                "VoiceOver action \"\(name)\" on \(trace.name(of: element)) -> \(result) (AX9)", kind: "accessibility"))
        return result
    }

    /// Asks `body` of the focused element, then of each next object up the chain: a view's `next` (its
    /// controller or superview), an element's container, until one answers true (AX8–AX10).
    private func chainAction(_ verb: String, _ body: (UIResponder) -> Bool) -> Bool {
        let start =
            (application.accessibilityWorldIfMade?.focus as? UIResponder)
            ?? window.subviews.last(where: { !$0.isHidden }) ?? window
        var current: UIResponder? = start
        var steps = 0
        while let responder = current, steps < 10_000 {
            if withCurrentWorld({ body(responder) }) {
                application.tracer?.record(
                    .info("VoiceOver \(verb): \(trace.name(of: responder)) handled it (AX8)", kind: "accessibility"))
                return true
            }
            if responder is UIView || responder is UIViewController || responder is UIApplication {
                current = responder.next
            } else {
                current = responder.accessibilityContainer as? UIResponder ?? responder.next
            }
            steps += 1
        }
        application.tracer?.record(.info("VoiceOver \(verb): nothing handled it (AX8)", kind: "accessibility"))
        return false
    }
}
