import Foundation

/// Whether misspelled words are underlined (TX12: a text input trait, stored). UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
