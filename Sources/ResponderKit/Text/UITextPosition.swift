import Foundation

/// A place in a text input's text (TX4). UIKit's is abstract; the text classes here hand out positions
/// that hold a UTF-16 offset, as `NSRange` counts.
@preconcurrency @MainActor open class UITextPosition {
    /// UTF-16 offset from the start of the document; -1 for a position made by user code.
    let utf16Offset: Int

    public init() { utf16Offset = -1 }

    init(utf16Offset: Int) { self.utf16Offset = utf16Offset }
}
