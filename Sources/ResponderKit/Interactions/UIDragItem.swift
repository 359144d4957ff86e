import Foundation

/// One dragged thing (DD1): its item provider and, for a drag inside the app, `localObject`.
@preconcurrency @MainActor open class UIDragItem {
    public let itemProvider: NSItemProvider
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}
