import Foundation

/// A region of a view in which the pointer keeps one style (TD9): a rectangle in the interaction's view's
/// coordinates and an identifier that tells two regions apart.
@preconcurrency @MainActor open class UIPointerRegion {
    public let rect: CGRect
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is when an interaction is asked for its region (TD9).
@preconcurrency @MainActor public final class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view's coordinates.
    public let location: CGPoint

    init(location: CGPoint) { self.location = location }
}
