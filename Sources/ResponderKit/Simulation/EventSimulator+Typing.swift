import Foundation

/// Typing (TX3): the simulator's own helper, not UIKit's. Each character is one key press through
/// ``EventSimulator/pressKey(_:modifierFlags:duration:)`` — `pressesBegan` at the first responder, up
/// the chain — so a text input inserts it; `"\n"` presses return, `"\u{8}"` backspace.
extension EventSimulator {
    /// Presses one key per character of `text`, each held `keyDuration` seconds; `"\n"` is sent as the
    /// return key (`"\r"`, UIKit's characters for it).
    public func type(_ text: String, keyDuration: TimeInterval = 0.05) {
        guard keyDuration.isFinite, keyDuration >= 0, keyDuration <= GesturePlan.maximumDuration else {
            refuse("type: keyDuration must be between 0 and \(Int(GesturePlan.maximumDuration)) s, got \(keyDuration)")
            return
        }
        for character in text {
            let characters = character == "\n" || character == "\r\n" ? "\r" : String(character)
            pressKey(characters, duration: keyDuration)
        }
    }
}
