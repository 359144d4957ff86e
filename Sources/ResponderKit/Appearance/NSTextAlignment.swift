import Foundation

/// Horizontal text alignment (UIKit's raw values), stored by labels and buttons; nothing is laid out.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
