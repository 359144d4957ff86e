import Foundation

// Where Foundation has none (not Darwin; TOOLCHAIN: Linux Foundation lacks NSItemProvider), as
// CGAffineTransform (SPEC A.2).
#if !canImport(Darwin)
    /// The smallest real item provider a drag item needs (DD1): it carries a suggested name and the
    /// objects registered with `init(object:)`; nothing is loaded asynchronously — a drag inside the app
    /// reads `UIDragItem.localObject`.
    open class NSItemProvider {
        open var suggestedName: String?
        private let objects: [Any]

        public init() { objects = [] }

        public init(object: Any) { objects = [object] }

        /// The type names of the registered objects, in registration order.
        open var registeredTypeIdentifiers: [String] { objects.map { String(reflecting: type(of: $0)) } }
    }
#endif
