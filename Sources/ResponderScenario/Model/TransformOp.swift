import Foundation

public enum TransformOp: Equatable, Sendable {
    case rotate(degrees: Double)
    case scale(x: Double, y: Double)
    case translate(x: Double, y: Double)
}
