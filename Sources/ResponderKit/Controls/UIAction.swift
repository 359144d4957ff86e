import Foundation

/// A closure-based action, as added with `UIControl.addAction(_:for:)` (C4, SPEC A). Controls keep their
/// actions alive (strong); the handler is main-actor isolated and may touch UI state.
@preconcurrency @MainActor open class UIAction {
    public typealias Handler = @MainActor (UIAction) -> Void

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    let handler: Handler

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping Handler) {
        self.title = title
        // Unique like UIKit's; traces name actions by title, never by this random identifier (L2).
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
