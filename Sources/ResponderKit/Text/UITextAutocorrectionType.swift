import Foundation

/// Whether the keyboard offers corrections (TX12: a text input trait, stored). UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}
