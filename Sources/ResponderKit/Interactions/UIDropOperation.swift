import Foundation

/// What a drop would do (DD2), with UIKit's raw values.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}
