import Foundation

/// A closure-based action, as added with `UIControl.addAction(_:for:)` (C4, SPEC A). Controls keep their
/// actions alive (strong); the handler is main-actor isolated and may touch UI state.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    public typealias Handler = @MainActor (UIAction) -> Void

    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Settable, unlike `UIMenuElement`'s (as in UIKit).
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    open private(set) var sender: Any?
    let handler: Handler
    /// X14: the identifier was given, so it may name the action in traces (a random one never does, L2).
    let hasGivenIdentifier: Bool

    /// Settable, unlike `UIMenuElement`'s (as in UIKit).
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    /// CM4: `.hidden` leaves the action out of a menu, `.disabled` shows it but a tap does nothing.
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    /// UIKit's initializer, every parameter but the handler defaulted as in UIKit (CM4).
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping Handler
    ) {
        // Unique like UIKit's; traces name actions by title, never by this random identifier (L2).
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.hasGivenIdentifier = identifier != nil
        self.handler = handler
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// X14: its name in traces: the title, else a given identifier, else "UIAction".
    var traceName: String {
        if !title.isEmpty { return title }
        return hasGivenIdentifier ? identifier.rawValue : "UIAction"
    }

    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
