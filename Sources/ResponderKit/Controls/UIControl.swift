import Foundation

/// A control: tracks one touch through `beginTracking/continueTracking/endTracking/cancelTracking`
/// called from its touches methods (C1), turns it into control events (C2) and sends their actions
/// through `UIApplication.sendAction(_:to:from:for:)` (C4).
///
/// Like UIKit's, it consumes its touches: they do not continue up the responder chain.
@preconcurrency @MainActor open class UIControl: UIView {
    /// C2: while tracking, "inside" means within the bounds grown by this margin on every side (UIKit's
    /// undocumented but well-measured 70 pt).
    public static let touchDragMargin: CGFloat = 70

    var targetStorage: [ControlTarget] = []
    private var trackingStorage = false
    private var touchInsideStorage = false

    // Each notifies its observers (A10).
    open var isEnabled = true {
        willSet { keyValueObservers?.willChange(self, .isEnabled) }
        didSet {
            if !isEnabled && oldValue { isHighlighted = false }
            keyValueObservers?.didChange(self, .isEnabled)
        }
    }
    open var isSelected = false {
        willSet { keyValueObservers?.willChange(self, .isSelected) }
        didSet { keyValueObservers?.didChange(self, .isSelected) }
    }
    open var isHighlighted = false {
        willSet { keyValueObservers?.willChange(self, .isHighlighted) }
        didSet { keyValueObservers?.didChange(self, .isHighlighted) }
    }
    open var isTracking: Bool { trackingStorage }
    open var isTouchInside: Bool { touchInsideStorage }

    /// C3: derived from the flags.
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// H9: a disabled control is not hit; touches fall through to what is behind it.
    override var hitTestRefusal: HitTestRefusal? {
        if let refusal = super.hitTestRefusal { return refusal }
        return isEnabled ? nil : .disabledControl
    }

    // MARK: Tracking (C1)

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// C2: inside the bounds grown by ``touchDragMargin``.
    func isInsideTrackingArea(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchDragMargin, dy: -Self.touchDragMargin).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = UITouch.ordered(touches).first else { return }
        touchInsideStorage = true
        trackingStorage = beginTracking(touch, with: event)
        isHighlighted = true
        guard trackingStorage else { return }
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = UITouch.ordered(touches).first else { return }
        let wasInside = touchInsideStorage
        touchInsideStorage = isInsideTrackingArea(touch)
        isHighlighted = touchInsideStorage
        guard trackingStorage else { return }
        trackingStorage = continueTracking(touch, with: event)
        guard trackingStorage else { return }
        var events: Event = touchInsideStorage ? .touchDragInside : .touchDragOutside
        if !wasInside && touchInsideStorage { events.insert(.touchDragEnter) }
        if wasInside && !touchInsideStorage { events.insert(.touchDragExit) }
        sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = UITouch.ordered(touches).first else { return }
        touchInsideStorage = isInsideTrackingArea(touch)
        isHighlighted = false
        if trackingStorage {
            endTracking(touch, with: event)
            sendActions(for: touchInsideStorage ? touchUpInsideEvents : .touchUpOutside, with: event)
        }
        trackingStorage = false
        touchInsideStorage = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if trackingStorage {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
        trackingStorage = false
        touchInsideStorage = false
    }

    private var traceName: String { window?.application?.tracer?.name(of: self) ?? TraceNames.preferredName(self) }

    /// The events a lift inside sends; buttons add `.primaryActionTriggered` (C5).
    var touchUpInsideEvents: Event { .touchUpInside }

    // MARK: Registering actions (C4; UIControl+TargetAction.swift)

    /// UIKit's form. A nil target is resolved on the responder chain when the action is sent (C4).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        addSelectorTarget(target, action: action, for: controlEvents)
    }
    /// Removes `action` (any if nil) of `target` (all targets if nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        removeSelectorTarget(target, action: action, for: controlEvents)
    }
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        addUIAction(action, for: controlEvents)
    }
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        removeUIAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
    /// Every target, with `NSNull` standing for the responder chain, as in UIKit.
    open var allTargets: Set<AnyHashable> { registeredTargets }
    open var allControlEvents: UIControl.Event { registeredEvents }
    /// The action names of `target` (nil: the responder-chain registrations) for one event.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        actionNames(forTarget: target, forControlEvent: controlEvent)
    }

    // MARK: Sending actions (C4)

    /// Sends the actions of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) { sendActions(for: controlEvents, with: nil) }

    /// Goes through `UIApplication.sendAction(_:to:from:for:)`; override it to redirect actions, as on iOS.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let application = window?.application {
            application.sendAction(action, to: target, from: self, for: event)
        } else if let target {
            // Outside any window there is no application to route through: call the target directly.
            UIApplication.callOrReport(action, on: target as AnyObject, sender: self, event: event)
        }
    }

    /// Performs a `UIAction` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        window?.application?.tracer?.record(
            .uiActionPerformed(action: action.traceName, sender: traceName))
        action.perform(from: self)
    }

    func sendActions(for controlEvents: UIControl.Event, with event: UIEvent?) {
        let tracer = event?.tracer ?? window?.application?.tracer
        tracer?.record(.controlEvents(self, events: controlEvents.names))
        for entry in targetStorage where !entry.events.intersection(controlEvents).isEmpty {
            if let action = entry.uiAction {
                sendAction(action)
            } else if let selector = entry.selector {
                if entry.hasTarget && entry.target == nil { continue }  // target gone (weak, as in UIKit)
                sendAction(selector, to: entry.target, for: event)
            }
        }
    }
}

/// One registration: a `UIAction`, or a target (nil: the responder chain) with its action.
@MainActor struct ControlTarget {
    weak var target: AnyObject?
    let hasTarget: Bool
    let selector: Selector?
    let uiAction: UIAction?
    var events: UIControl.Event
}
