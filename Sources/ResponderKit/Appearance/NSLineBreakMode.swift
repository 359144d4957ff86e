import Foundation

/// How a label wraps or truncates its text (UIKit's raw values); stored, nothing is laid out.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
