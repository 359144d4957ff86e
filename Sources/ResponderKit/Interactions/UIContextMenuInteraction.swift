import Foundation

/// Shows a menu when the view is long-pressed (CM1–CM3). Its long press (0.5 s, `UILongPressGestureRecognizer`'s
/// default; Apple documents no figure for context menus) asks the delegate for a configuration when it would
/// begin: nil fails it (the touch carries on as if nothing happened); otherwise it begins, which cancels the
/// touch for the views under it (GR's `cancelsTouchesInView`: `touchesCancelled`, a control's `.touchCancel`), and
/// the menu shows over the window. A tap on one of its actions ends the menu and runs the action; a tap outside
/// ends it.
@preconcurrency @MainActor open class UIContextMenuInteraction: UIInteraction {
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: UIView?

    let press = UILongPressGestureRecognizer()
    let gate = ContextMenuGate()
    /// The configuration asked for when the press would begin; shown when it does.
    var pending: UIContextMenuConfiguration?
    /// The menu on screen, if any, and its configuration.
    var shown: (view: ContextMenuView, configuration: UIContextMenuConfiguration)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        gate.interaction = self
        press.delegate = gate
        press.addTarget(gate, action: ContextMenuGate.pressChanged)
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press is, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint { press.location(in: view) }

    /// Ends the menu on screen, if any (the delegate's `willEndFor`).
    open func dismissMenu() {
        guard let shown else { return }
        self.shown = nil
        delegate?.contextMenuInteraction(self, willEndFor: shown.configuration, animator: nil)
        shown.view.removeFromSuperview()
    }

    /// CM2: the press began with a configuration: its menu shows over the window.
    func show(_ configuration: UIContextMenuConfiguration) {
        guard let view, let window = view.window else { return }
        _ = configuration.previewProvider?()
        let actions = configuration.actionProvider?([])?.flattenedActions ?? []
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        let menu = ContextMenuView(
            actions: actions, in: window, below: view.convert(view.bounds, to: window),
            choose: { [weak self] action in self?.choose(action) },
            dismiss: { [weak self] in self?.dismissMenu() })
        window.addSubview(menu)
        shown = (menu, configuration)
    }

    /// CM3: the menu ends first, then the action runs (our choice of order); CM4's attributes.
    func choose(_ action: UIAction) {
        guard !action.attributes.contains(.disabled) else { return }
        // CM4: `.keepsMenuPresented` runs the action with the menu still shown.
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        action.perform(from: self)
    }
}
