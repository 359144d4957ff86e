import Foundation

/// One dragged thing (DD1): its item provider and, for a drag inside the app, `localObject`.
@preconcurrency @MainActor open class UIDragItem {
    public let itemProvider: NSItemProvider
    open var localObject: Any? {
        get { localObjectHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&localObjectHeld, with: newValue)) {} }
    }
    private var localObjectHeld: Any?

    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}
