import Foundation
import ResponderKit

/// A text field delegate that logs every call; it can refuse digits, returns and ends (TX2).
@MainActor final class LoggingFieldDelegate: UITextFieldDelegate {
    let log: Log
    var refusesDigits = false
    var refusesReturn = false
    var refusesEnd = false
    var refusesClear = false

    init(log: Log) { self.log = log }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log("shouldBeginEditing")
        return true
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log("didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log("shouldEndEditing")
        return !refusesEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log("didEndEditing reason=\(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let allowed = !(refusesDigits && string.contains { $0.isNumber })
        log("shouldChange {\(range.location), \(range.length)} \"\(string)\" -> \(allowed)")
        return allowed
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log("shouldReturn")
        return !refusesReturn
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log("shouldClear")
        return !refusesClear
    }
}

/// Logs the editing control events of a field (and touch-up), by name.
@MainActor func logEditingEvents(of field: UITextField, to log: Log) {
    let events: [(UIControl.Event, String)] = [
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.touchUpInside, "touchUpInside"),
    ]
    for (event, name) in events {
        field.addAction(UIAction { _ in log("event \(name)") }, for: event)
    }
}

/// Records keyboard notifications with their end frame and animation values (TX7).
@MainActor final class KeyboardRecorder {
    private(set) var lines: [String] = []
    private var tokens: [NSObjectProtocol] = []
    private let clock: () -> TimeInterval

    init(clock: @escaping () -> TimeInterval) {
        self.clock = clock
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in names {
            tokens.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let info = note.userInfo ?? [:]
                    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
                    let line =
                        "\(label) end=(\(Int(end.minX)), \(Int(end.minY)), \(Int(end.width)), \(Int(end.height)))"
                        + " duration=\(duration ?? -1) curve=\(curve ?? -1)"
                    MainActor.assumeIsolated { self.record(line) }
                })
        }
    }

    private func record(_ line: String) {
        lines.append(String(format: "%.2f ", clock()) + line)
    }

    func clear() { lines.removeAll() }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens = []
    }
}
