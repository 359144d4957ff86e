import Foundation

/// The application: the first stop of every event (T4) and the end of the responder chain (R1).
///
/// Each application is a world of its own — its scene, windows, clock, touches and trace — so that many
/// can live in one process without sharing state (SPEC A, isolation). `UIApplication.shared` is the
/// world whose code is running (A3, `CurrentWorld`).
@preconcurrency @MainActor open class UIApplication: UIResponder {
    // MARK: Engine state (internal)

    /// The clock every delay runs on (L1). The simulator installs a virtual clock.
    var clock: EventClock = VirtualClock()
    /// The recorder, when one is attached and enabled (X1).
    // Measured: read at every event (`tracer`); unchecked keeps 0.3 % of dispatch.move.10gr instructions; kept for the
    // 10 % bound against b4ae607 (callgrind, 2026-11-28).
    @exclusivity(unchecked) var traceStorage: EventTrace?
    var scene: UIWindowScene!
    /// The one path of touch events, from input to views (T4, GR3a).
    lazy var dispatcher = TouchDispatcher(application: self)
    /// Errors in use: programmer errors and bad input, with where and why.
    var issues: [String] = []
    /// Pending layout and the screen's safe area (LY20, LY24).
    lazy var layoutLoop = LayoutLoop(application: self)
    /// What the current-world registry and display links refer to weakly in this application's place
    /// (A3): a weak reference to the application itself would give it a side table, and make every
    /// retain and release of it during dispatch slower.
    lazy var worldToken = WorldToken(application: self)
    /// `UIDevice.current` of this world (DV1), made on first use.
    lazy var device = UIDevice(application: self)
    /// This world's pasteboards (PB1), made on first use.
    lazy var pasteboards = PasteboardRegistry(application: self)
    /// IP4: the images this world's photo library holds, as the image picker lists them.
    var photoLibrary: [UIImage] = []
    /// This world's appearance settings (UA1), nil until a proxy is made.
    var appearanceRegistryIfMade: AppearanceRegistry?
    var appearanceRegistry: AppearanceRegistry {
        if let made = appearanceRegistryIfMade { return made }
        let made = AppearanceRegistry()
        appearanceRegistryIfMade = made
        return made
    }
    /// The haptics the app asked for, in order (FB1).
    var hapticFeedback: [HapticFeedback] = []
    /// AX11–AX13: accessibility settings, posted notifications and VoiceOver's focus; nil until first used.
    var accessibilityWorldIfMade: AccessibilityWorld?
    /// The appearance the simulator sets (TR3).
    var interfaceStyle = UIUserInterfaceStyle.light
    /// The trait variations of the documents loaded here (IB19), re-applied when the traits change.
    var traitVariations: IBTraitVariations?
    /// The user's Apple Pencil settings (TD8).
    var pencilPreferredTapAction = UIPencilPreferredAction.switchEraser
    var pencilPrefersPencilOnlyDrawing = false
    /// TR5: the text size the simulator sets (Large, the system's default, at first).
    var contentSizeCategory = UIContentSizeCategory.large
    /// TR6: the direction the simulator sets (left to right at first).
    var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// SC7: active unless a launch or the simulator's lifecycle actions say otherwise.
    var applicationStateStorage = State.active
    /// SC6: the app delegate a launch made, kept alive as UIApplicationMain keeps it (`delegate` is weak).
    var launchedDelegate: UIApplicationDelegate?
    /// Touches, recognizers and events refer to one another while a gesture is in progress, which the
    /// engine undoes as touches end. An application dropped mid-gesture undoes it here, so that nothing
    /// of its world outlives it (Reliability, "Leaks").
    isolated deinit {
        scene?.applicationStorage = nil
        traceStorage?.application = nil
        dispatcher.tearDown()
    }

    public override init() {
        super.init()
        SelectorObservation.markMainQueue()  // TK14: nonisolated text code can tell it runs on the main actor
        scene = UIWindowScene(
            screen: UIScreen(bounds: CGRect(origin: .zero, size: UIScreen.defaultSize)),
            application: self)
    }

    /// Replaces the screen before any window joins (used by input sources).
    func configure(screenSize: CGSize, clock: EventClock) {
        configure(screen: UIScreen(bounds: CGRect(origin: .zero, size: screenSize)), clock: clock)
    }

    func configure(screen: UIScreen, clock: EventClock) {
        if scene.windowStorage.isEmpty {
            scene.applicationStorage = nil
            scene = UIWindowScene(screen: screen, application: self)
        }
        self.clock = clock
    }

    var tracer: EventTrace? {
        guard let trace = traceStorage, trace.isEnabled else { return nil }
        return trace
    }

    /// Records into `trace` from now on: the application's own lines and its arena's decisions (X1).
    func attach(_ trace: EventTrace) {
        trace.application = self
        traceStorage = trace
        dispatcher.arena.trace = trace
    }

    // MARK: Input (T4)

    /// A new finger, numbered in this application.
    func makeTouch(at screenLocation: CGPoint) -> UITouch { dispatcher.makeTouch(at: screenLocation) }

    /// One touches event from an input source: through the dispatcher, which sends it through
    /// ``sendEvent(_:)``.
    func injectTouches(_ changes: [TouchChange]) { dispatcher.send(changes) }

    // MARK: Public API

    /// Weak, as in UIKit: keep your delegate alive yourself.
    /// The application of the world whose code is running (A3): the one dispatching now, else the
    /// simulator made current for this task, else the one this task made most recently, else a detached
    /// application with no windows. See `CurrentWorld`.
    open class var shared: UIApplication { CurrentWorld.application }

    open weak var delegate: UIApplicationDelegate?

    open var windows: [UIWindow] { scene.windows }
    open var keyWindow: UIWindow? { scene.keyWindow }
    open var connectedScenes: Set<UIScene> { [scene] }
    /// TR5: the user's text size.
    open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategory }
    /// TR6: the interface's direction, as the simulator sets it.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { layoutDirection }

    /// Dispatches an event: touches to their windows, everything else to the key window (T4, R6).
    /// Overridable, as in UIKit, to intercept every event of the application.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            dispatcher.sendToWindows(event)
        case .presses, .motion, .remoteControl:
            guard let window = keyWindow else {
                event.tracer?.record(.dropped(at: self, what: Self.methodName(for: event)))
                return
            }
            window.sendEvent(event)
        }
    }

    /// C4: delivers `action` to `target`, or with a nil target to the first responder that performs it,
    /// else to the first responder up the chain from `sender` that does. Returns false if nobody did.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let tracer = event?.tracer ?? self.tracer
        let resolved = target ?? nilTargetResponder(for: action, from: sender)
        guard let receiver = resolved.map({ $0 as AnyObject }) else {
            tracer?.record(.actionDropped(action: action.name, reason: "no responder performs it"))
            return false
        }
        guard let call = Self.call(for: action, on: receiver) else {
            let reason = "\(TraceNames.typeName(receiver)) does not perform it"
            tracer?.record(.actionDropped(action: action.name, reason: reason))
            // A target named explicitly that cannot perform the action is a programmer error (iOS raises
            // "unrecognized selector"); an action nobody up the chain performs is just dropped (C4).
            if target != nil { ObjCRuntime.reportUnrecognized(action, sentTo: receiver) }
            return false
        }
        tracer?.record(.actionSent(action: action.name, target: receiver))
        call(sender, event)
        return true
    }

    /// How `target` performs `action`: its bound function, or the handler it declares (C4); nil if not.
    /// A name-only selector is looked up as the runtime would (PT3, ``ObjCRuntime/method(_:of:)``).
    static func call(for action: Selector, on target: AnyObject) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        if let invoker = action.invoker {
            guard invoker.accepts(target) else { return nil }
            return { sender, event in invoker.call(target, sender, event) }
        }
        guard let method = ObjCRuntime.method(action, of: target) else { return nil }
        return { sender, event in method([sender, event]) }
    }

    /// `call(for:on:)`, reporting "unrecognized selector" when the target has no such method (PT3).
    static func callOrReport(_ action: Selector, on target: AnyObject, sender: Any?, event: UIEvent?) {
        guard let call = call(for: action, on: target) else {
            ObjCRuntime.reportUnrecognized(action, sentTo: target)
            return
        }
        call(sender, event)
    }

    private func nilTargetResponder(for action: Selector, from sender: Any?) -> Any? {
        if let first = keyWindow?.firstResponderStorage,
            let target = first.target(forAction: action, withSender: sender)
        {
            return target
        }
        return (sender as? UIResponder)?.target(forAction: action, withSender: sender)
    }

    /// R1: the delegate, if it is a plain responder (not a view, controller, window or application).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    static func methodName(for event: UIEvent) -> String {
        switch event.type {
        case .motion: return "motion(\(event.subtype))"
        case .remoteControl: return "remoteControlReceived(\(event.subtype))"
        case .presses: return "presses"
        case .touches: return "touches"
        }
    }

    func report(_ message: String) {
        issues.append(message)
        traceStorage?.record(.issue(message))
    }
}
