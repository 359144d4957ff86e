import Foundation

/// A range between two ``UITextPosition``s (TX4). UIKit's is abstract; the text classes hand out ranges
/// whose ends are their own positions.
@preconcurrency @MainActor open class UITextRange {
    private let startStorage: UITextPosition
    private let endStorage: UITextPosition

    public init() {
        startStorage = UITextPosition()
        endStorage = startStorage
    }

    init(start: UITextPosition, end: UITextPosition) {
        startStorage = start
        endStorage = end
    }

    open var start: UITextPosition { startStorage }
    open var end: UITextPosition { endStorage }
    open var isEmpty: Bool { start.utf16Offset == end.utf16Offset }

    /// The `NSRange` these positions stand for, or nil if either was not made by a text class.
    var nsRange: NSRange? {
        let lower = min(start.utf16Offset, end.utf16Offset)
        let upper = max(start.utf16Offset, end.utf16Offset)
        guard lower >= 0 else { return nil }
        return NSRange(location: lower, length: upper - lower)
    }
}
