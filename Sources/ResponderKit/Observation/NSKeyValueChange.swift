import Foundation

/// Foundation's kinds of change (absent from Foundation on Linux). The properties observed here are
/// single values, so every change is `.setting` (A10).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
