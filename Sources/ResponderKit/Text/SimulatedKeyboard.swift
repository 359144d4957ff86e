import Foundation

/// The simulated software keyboard of one window (TX7). It is shown when a text input becomes first
/// responder and hidden when the window's first responder is no longer one, posting UIKit's
/// notifications on `NotificationCenter.default`: `keyboardWillChangeFrame` and `keyboardWillShow` (or
/// `…Hide`) at once, `keyboardDidChangeFrame` and `keyboardDidShow` (…Hide) ``animationDuration`` later
/// on the virtual clock. A text input that takes over from another posts show again with the same frame.
@MainActor final class SimulatedKeyboard {
    /// Height of the keyboard itself: an iPhone 4.7-inch portrait English keyboard without the
    /// predictive bar (undocumented; README, Fidelity notes). An input accessory view adds its height.
    static let keyboardHeight: CGFloat = 216
    /// UIKit's keyboard animation: 0.25 s with curve 7 (undocumented, measured by many; Fidelity notes).
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    private(set) var isVisible = false
    /// Set while `becomeFirstResponder()` makes the previous first responder resign: the keyboard stays
    /// up unless the new responder takes no text (TX7).
    var isTransferring = false
    private(set) var frame: CGRect = .zero
    /// TX13: the window above the app's that shows the first responder's `inputAccessoryView` on the keyboard.
    private(set) var accessoryWindow: UIWindow?
    /// The key window's level is far below; UIKit's keyboard window is also above alerts (undocumented).
    static let accessoryWindowLevel = UIWindow.Level(10_000_000)

    /// The keyboard's frame in screen (window) coordinates when shown, for `accessory` above it.
    static func shownFrame(in window: UIWindow, accessory: UIView?) -> CGRect {
        let height = keyboardHeight + (accessory?.frame.height ?? 0)
        let bounds = window.frame
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    func show(in window: UIWindow, for responder: UIResponder) {
        let end = Self.shownFrame(in: window, accessory: responder.inputAccessoryView)
        let begin = isVisible ? frame : end.offsetBy(dx: 0, dy: end.height)
        isVisible = true
        frame = end
        showAccessory(responder.inputAccessoryView, over: window)
        window.keyboardFrameDidChange()  // LY35: keyboard guides take the end frame at once
        post(
            will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
            begin: begin, end: end, in: window)
    }

    func hide(in window: UIWindow) {
        guard isVisible, !isTransferring else { return }
        isVisible = false
        let begin = frame
        let end = restingFrame(in: window).offsetBy(dx: 0, dy: frame.height)
        frame = .zero
        showAccessory(nil, over: window)
        window.keyboardFrameDidChange()
        post(
            will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification,
            begin: begin, end: end, in: window)
    }

    /// The shown keyboard's full frame: where an interactive drag (TX9) started it and returns it.
    func restingFrame(in window: UIWindow) -> CGRect {
        CGRect(x: frame.minX, y: window.frame.maxY - frame.height, width: frame.width, height: frame.height)
    }

    /// TX9: the keyboard's top follows a finger at `y` (screen coordinates) below its resting top, and
    /// returns to rest above it. No notification is posted while it follows; keyboard guides follow (LY35).
    func follow(fingerY y: CGFloat, in window: UIWindow) {
        guard isVisible, y.isFinite else { return }
        let rest = restingFrame(in: window)
        let top = Swift.min(Swift.max(y, rest.minY), rest.maxY)
        guard top != frame.minY else { return }
        frame.origin.y = top
        placeAccessoryWindow(over: window)
        window.keyboardFrameDidChange()
    }

    /// TX9: a displaced keyboard goes back to rest, posting will/did-show from where it was.
    func returnToRest(in window: UIWindow) {
        guard isVisible else { return }
        let begin = frame
        frame = restingFrame(in: window)
        guard begin != frame else { return }
        placeAccessoryWindow(over: window)
        window.keyboardFrameDidChange()
        post(
            will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification,
            begin: begin, end: frame, in: window)
    }

    /// TX13: `accessory` (or nothing) shown at the top of the keyboard, in a window of its own above every
    /// other, covering the accessory only: its controls take touches, the keyboard's keys are not modelled and
    /// touches elsewhere reach the app's windows as before. It never becomes key.
    private func showAccessory(_ accessory: UIView?, over window: UIWindow) {
        guard let accessory, let scene = window.windowScene else {
            if let host = accessoryWindow {
                for subview in host.subviews { subview.removeFromSuperview() }
                host.isHidden = true
            }
            return
        }
        let host = accessoryWindow ?? UIWindow(windowScene: scene)
        accessoryWindow = host
        host.windowLevel = Self.accessoryWindowLevel
        if host.windowScene !== scene { host.windowScene = scene }
        for subview in host.subviews where subview !== accessory { subview.removeFromSuperview() }
        if accessory.superview !== host { host.addSubview(accessory) }
        placeAccessoryWindow(over: window)
        host.isHidden = false
    }

    /// The accessory's window follows the keyboard's top (TX9's interactive drag too).
    private func placeAccessoryWindow(over window: UIWindow) {
        guard let host = accessoryWindow, let accessory = host.subviews.first else { return }
        let height = accessory.frame.height
        host.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        accessory.frame = CGRect(x: 0, y: 0, width: frame.width, height: height)
    }

    private func post(
        will: Notification.Name, did: Notification.Name, begin: CGRect, end: CGRect, in window: UIWindow
    ) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        window.scheduleTimer(after: Self.animationDuration) {
            let center = NotificationCenter.default
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            center.post(name: did, object: nil, userInfo: info)
        }
    }
}
