import Foundation

public struct GestureSpec: Equatable, Sendable {
    public var id: String
    public var name: String?
    public var type: GestureType
    public var properties: [Property] = []
    public var requireToFail: [String] = []
    public var delegate: DelegatePolicy?
    public var actions: [GestureActionSpec] = []
}
