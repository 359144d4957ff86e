import Foundation

extension UISheetPresentationController {
    /// A height where a sheet rests (SH2): `.large()` is the largest height in the container (`maximumDetentValue`),
    /// `.medium()` half the container's height (Apple: "approximately half the height of the screen"; exactly half
    /// is our choice), `.custom(identifier:resolver:)` whatever its resolver answers, kept within 0...maximum (nil:
    /// the detent is inactive and skipped).
    @preconcurrency @MainActor public final class Detent {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(
            identifier: Identifier,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolver = resolver
        }

        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// Half the container's height (`maximumDetentValue` is the container's height less the large sheet's
        /// gap, so the half is taken of the container, stored in the context).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                (context as? SheetDetentContext)?.containerHeight.map { $0 / 2 } ?? context.maximumDetentValue / 2
            }
        }

        /// Apple: a nil identifier gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height in `context`, within 0...maximum; nil when inactive or not a number.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }
    }
}
