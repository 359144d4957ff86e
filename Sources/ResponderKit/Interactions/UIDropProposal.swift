import Foundation

/// A drop delegate's answer while a drag moves over its view (DD2).
@preconcurrency @MainActor open class UIDropProposal {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) { self.operation = operation }
}
