import Foundation

/// What a key press means to a text input that is editing (TX3): return (`"\r"` or `"\n"`), backspace
/// (`"\u{8}"` or `"\u{7f}"`), or text. Keys held with command or control are shortcuts, not text, and
/// continue up the responder chain, as do keys that produce no characters.
enum TextKey: Equatable {
    case text(String)
    case returnKey
    case backspace

    static let returnCharacters: Set<String> = ["\r", "\n"]
    static let backspaceCharacters: Set<String> = ["\u{8}", "\u{7f}"]

    init?(_ key: UIKey?) {
        guard let key, !key.characters.isEmpty else { return nil }
        if !key.modifierFlags.intersection([.command, .control]).isEmpty { return nil }
        if Self.returnCharacters.contains(key.characters) {
            self = .returnKey
        } else if Self.backspaceCharacters.contains(key.characters) {
            self = .backspace
        } else if key.characters.hasPrefix("UIKeyInput") {
            return nil  // arrows, escape, page keys: UIKit's named inputs are not text
        } else {
            self = .text(key.characters)
        }
    }
}

/// The presses a text input took out of the responder chain, so that their ends do not travel alone.
struct ConsumedPresses {
    private var ids: Set<ObjectIdentifier> = []

    mutating func insert(_ press: UIPress) { ids.insert(ObjectIdentifier(press)) }

    /// The presses of `presses` that were not consumed; the consumed ones are forgotten when they end.
    @MainActor mutating func passing(_ presses: Set<UIPress>, ending: Bool) -> Set<UIPress> {
        var rest = Set<UIPress>()
        for press in presses {
            let id = ObjectIdentifier(press)
            if ids.contains(id) {
                if ending { ids.remove(id) }
            } else {
                rest.insert(press)
            }
        }
        return rest
    }
}
