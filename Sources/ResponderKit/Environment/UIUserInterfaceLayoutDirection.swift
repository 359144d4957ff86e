import Foundation

/// Left to right or right to left, with UIKit's raw values (TR6).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}
