import Foundation

/// A typed value of a property.
public enum Value: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case int(Int)
    case string(String)
    case strings([String])
    case ints([Int])
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case rects([CGRect])
    case insets(top: Double, left: Double, bottom: Double, right: Double)
    case transform([TransformOp])
}
