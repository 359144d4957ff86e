import Foundation

#if !canImport(Darwin)
    /// UIKit's stack of current graphics contexts, one per thread as UIKit's (DR4): `UIGraphicsPushContext`,
    /// the display pass, image renderers and image contexts push onto it; `UIGraphicsGetCurrentContext()`
    /// reads its top. Per thread so that drawing into an image off the main thread (which UIKit allows)
    /// never sees the main thread's context.
    final class GraphicsContextStack {
        struct Entry {
            let context: CGContext
            /// Pushed by `UIGraphicsBeginImageContext…`: `UIGraphicsGetImageFromCurrentImageContext()`
            /// reads it and `UIGraphicsEndImageContext()` pops it.
            let isImageContext: Bool
        }

        var entries: [Entry] = []

        private static let key = "ResponderKit.GraphicsContextStack"

        /// This thread's stack, made on first use.
        static var current: GraphicsContextStack {
            let dictionary = Thread.current.threadDictionary
            if let stack = dictionary[key] as? GraphicsContextStack { return stack }
            let stack = GraphicsContextStack()
            dictionary[key] = stack
            return stack
        }

        static var top: CGContext? { current.entries.last?.context }

        static func push(_ context: CGContext, isImageContext: Bool = false) {
            current.entries.append(Entry(context: context, isImageContext: isImageContext))
        }

        static func pop() { _ = current.entries.popLast() }

        /// Runs `body` with `context` current.
        static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
            push(context)
            defer { pop() }
            return try body()
        }
    }
#endif
