import Foundation

/// When the keyboard's shift key turns on by itself (TX12: a text input trait, stored; the simulated keyboard
/// types the characters it is given, so it changes nothing here). UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
