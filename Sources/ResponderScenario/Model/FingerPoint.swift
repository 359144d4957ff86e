import Foundation

public struct FingerPoint: Equatable, Sendable {
    public var finger: String
    public var point: CGPoint
}
