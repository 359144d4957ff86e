import Foundation

public struct ApplicationSpec: Equatable, Sendable {
    public var name: String?
}
