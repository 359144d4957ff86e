import Foundation

/// How a date picker shows (PK9). Every style is driven through the wheels here (Fidelity notes).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels, compact, inline
}
