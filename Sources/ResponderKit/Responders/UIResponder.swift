import Foundation

/// The base of everything that handles events (R1–R6).
///
/// Every event method's default implementation forwards to ``next`` (R2), so an override that calls
/// `super` lets the event continue up the chain and one that does not stops it; the chain's end drops
/// the event and the trace records the drop (R4).
@preconcurrency @MainActor open class UIResponder: Hashable, CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    /// PT7: an instance made with the initializer `initializer` (`init(nibName:bundle:)`) for a metatype
    /// value, as Objective-C's initializers allow on iOS; translated classes list theirs.
    open class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? { nil }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    /// Sent to each object loaded from a storyboard or xib once all of the document's objects are made and
    /// connected (IB8): outlets are set here. Call super.
    open func awakeFromNib() {}

    public init() {}

    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    /// True for the selectors target-action can send here: a typed action of this object's type, or a
    /// name it declares through ``UIResponderActionPerforming`` (SPEC A6).
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// Interface Builder's hook for `@IBDesignable` views (`NSObject(IBDesignable)` on iOS): nothing renders
    /// here, so nothing calls it; present so that ported overrides compile (PT1).
    open func prepareForInterfaceBuilder() {}
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, which `Hashable` requires): the
    /// default answer boxes and casts its argument, about 2,200 instructions per set lookup (BENCHMARKS.md, "Unsafe
    /// annotations audit").
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    // MARK: Accessibility (SPEC AX1, AX3): NSObject's UIAccessibility members, declared in the root class's
    // body as A6's manners are so that `override var accessibilityLabel` compiles in any subclass

    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityState.isElement = newValue }
    }
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? defaultAccessibilityLabel }
        set { accessibilityState.label = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityState.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibilityValue }
        set { accessibilityState.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibilityState.traits = newValue }
    }
    /// In screen coordinates; a view's is its frame there until set (AX2).
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibilityState.frame = newValue }
    }
    /// Where VoiceOver's activation taps when `accessibilityActivate()` declines (AX6): the frame's centre.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityState.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilityState.language = newValue }
    }
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityState.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityState.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityState.groupsChildren = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibilityState.customActions = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? defaultRespondsToUserInteraction }
        set { accessibilityState.respondsToUserInteraction = newValue }
    }
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityState.userInputLabels = newValue }
    }

    // MARK: Accessibility containers (AX3)

    /// The elements VoiceOver reads inside this one, in order; nil: its subviews, in reading order (AX5).
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? defaultAccessibilityElements }
        set { accessibilityState.elements = newValue }
    }
    /// What contains this element: set, or a view's superview (AX3).
    open var accessibilityContainer: AnyObject? {
        get { accessibilityStorage.flatMap { $0.hasContainer ? $0.container : nil } ?? defaultAccessibilityContainer }
        set {
            accessibilityState.container = newValue
            accessibilityState.hasContainer = true
        }
    }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// `NSNotFound` when `element` is not one of this container's (by identity, as UIKit compares objects).
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Accessibility actions (AX6–AX10): what VoiceOver asks the focused element to do

    /// False: the system then taps the activation point (AX6).
    open func accessibilityActivate() -> Bool { false }
    /// An adjustable element's swipe up; a slider or stepper steps and sends `.valueChanged` (AX7).
    open func accessibilityIncrement() { defaultAccessibilityAdjust(by: 1) }
    open func accessibilityDecrement() { defaultAccessibilityAdjust(by: -1) }
    /// Asked of the focused element and up the chain until one returns true (AX10).
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        defaultAccessibilityScroll(direction)
    }
    /// The two-finger Z: a navigation controller pops, a presented controller is dismissed (AX8).
    open func accessibilityPerformEscape() -> Bool { defaultAccessibilityEscape() }
    open func accessibilityPerformMagicTap() -> Bool { false }
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open func accessibilityElementIsFocused() -> Bool { isAccessibilityFocused }

    // MARK: The chain (R1)

    /// The next responder; the base class has none (R1 is implemented by each subclass).
    open var next: UIResponder? { nil }

    // MARK: First responder (R5)

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    open var isFirstResponder: Bool { firstResponderWindow?.firstResponderStorage === self }

    /// R5: succeeds only if the responder allows it and is in a window; the previous one resigns first.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = firstResponderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            let keyboard = window.simulatedKeyboard
            keyboard.isTransferring = true
            defer { keyboard.isTransferring = false }
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        window.application?.tracer?.record(.firstResponder(self, became: true))
        // TX7: a responder that takes no text hides the keyboard; the text classes show it themselves.
        if !(self is TextEditingSession) {
            if self is UIKeyInput {
                window.simulatedKeyboard.show(in: window, for: self)
            } else {
                window.simulatedKeyboard.hide(in: window)
            }
        }
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponderStorage === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponderStorage = nil
        window.application?.tracer?.record(.firstResponder(self, became: false))
        if !(self is TextEditingSession) { window.simulatedKeyboard.hide(in: window) }
        return true
    }

    // MARK: Input views (TX7)

    /// Shown instead of the keyboard; stored only (nothing is drawn).
    open var inputView: UIView? { nil }
    /// Shown above the keyboard: its height adds to the simulated keyboard frame (TX7).
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// The window that would hold this responder as first responder (overridden per subclass).
    var firstResponderWindow: UIWindow? { nil }

    // MARK: Touches (R2, R3)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.began, touches, event) { $0.touchesBegan($1, with: event) }
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.moved, touches, event) { $0.touchesMoved($1, with: event) }
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.ended, touches, event) { $0.touchesEnded($1, with: event) }
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardTouches(.cancelled, touches, event) { $0.touchesCancelled($1, with: event) }
    }

    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses (R6)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesBegan", event) { $0.pressesBegan(presses, with: event) }
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesChanged", event) { $0.pressesChanged(presses, with: event) }
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesEnded", event) { $0.pressesEnded(presses, with: event) }
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward("pressesCancelled", event) { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: Motion and remote control (R6)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionBegan", event) { $0.motionBegan(motion, with: event) }
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionEnded", event) { $0.motionEnded(motion, with: event) }
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        forward("motionCancelled", event) { $0.motionCancelled(motion, with: event) }
    }

    open func remoteControlReceived(with event: UIEvent?) {
        forward("remoteControlReceived", event) { $0.remoteControlReceived(with: event) }
    }

    // MARK: Actions (C4)

    /// True if this responder declares `action` through ``UIResponderActionPerforming``, or if `action`
    /// is a typed function of this responder's type (`addTarget(nil, action: Editor.save, for:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        ObjCRuntime.method(action, of: self) != nil
    }

    /// PT3: the hardware-keyboard shortcuts this responder offers while it is in the responder chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Edit actions (PT3): UIResponderStandardEditActions, which a responder overrides to handle them

    /// Not implemented here, as in UIKit: a responder that handles an edit command overrides it (and is
    /// then found by `canPerformAction(_:withSender:)`); reaching this one is iOS's unrecognized selector.
    open func cut(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("cut:"), sentTo: self) }
    open func copy(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("copy:"), sentTo: self) }
    open func paste(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("paste:"), sentTo: self) }
    open func select(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("select:"), sentTo: self) }
    open func selectAll(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("selectAll:"), sentTo: self) }
    open func delete(_ sender: Any?) { ObjCRuntime.reportUnrecognized(Selector("delete:"), sentTo: self) }

    /// The responder that performs `action`: this one if it can, else the answer of ``next``.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Forwarding

    /// Forwards to ``next``. T6: a touch's later phases go to the responder this one forwarded its began
    /// to, also when `next` has changed since (the view moved to another superview) or is gone (it left
    /// the hierarchy); touches whose began this one did not forward go to `next`.
    private final func forwardTouches(
        _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?,
        _ send: @MainActor (UIResponder, Set<UITouch>) -> Void
    ) {
        let tracer = event?.tracer
        let next = self.next
        if phase == .began {
            guard let next else {
                tracer?.record(.dropped(at: self, what: "touches\(phase.methodSuffix)"))
                return
            }
            for touch in touches { touch.rememberForward(from: self, to: next) }
            tracer?.record(.forwardTouches(from: self, to: next, phase: phase, touches: UITouch.ordered(touches)))
            send(next, touches)
            return
        }
        let isEnd = phase == .cancelled || phase == .ended
        // A plain loop: a closure here would pay a main-actor check at every step of the chain (BENCHMARKS.md,
        // `dispatch.move.100gr`).
        var allToNext = true
        for touch in touches where (touch.forwardTarget(of: self) ?? next) !== next {
            allToNext = false
            break
        }
        if allToNext {
            // The common case: everything goes to `next`, as one set, without allocating (`dispatch.move.100gr`).
            guard let next else {
                tracer?.record(.dropped(at: self, what: "touches\(phase.methodSuffix)"))
                return
            }
            if isEnd { for touch in touches { touch.forgetForward(from: self) } }
            tracer?.record(.forwardTouches(from: self, to: next, phase: phase, touches: UITouch.ordered(touches)))
            send(next, touches)
            return
        }
        var pending = UITouch.ordered(touches)
        var orphans: [UITouch] = []
        while let first = pending.first {
            let target = first.forwardTarget(of: self) ?? next
            let group = pending.filter { ($0.forwardTarget(of: self) ?? next) === target }
            pending.removeAll { touch in group.contains { $0 === touch } }
            guard let target else {
                orphans += group
                continue
            }
            if isEnd { for touch in group { touch.forgetForward(from: self) } }
            tracer?.record(.forwardTouches(from: self, to: target, phase: phase, touches: group))
            send(target, Set(group))
        }
        if !orphans.isEmpty { tracer?.record(.dropped(at: self, what: "touches\(phase.methodSuffix)")) }
    }

    private final func forward(_ method: String, _ event: UIEvent?, _ send: @MainActor (UIResponder) -> Void) {
        let tracer = event?.tracer
        if let next {
            tracer?.record(.forward(from: self, to: next, method: method))
            send(next)
        } else {
            tracer?.record(.dropped(at: self, what: method))
        }
    }
}
