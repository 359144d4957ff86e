import Foundation

public struct WindowSpec: Equatable, Sendable {
    public var name: String?
    public var rootViewController: String?
}
