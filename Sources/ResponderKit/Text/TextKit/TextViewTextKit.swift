import Foundation

/// A text view's TextKit objects (TK9), made on first use and kept out of line: its text storage, layout
/// manager and text container, and whether the storage is being changed from the view's own text (so the
/// change is not taken back as an outside edit).
final class TextViewTextKit {
    let storage: NSTextStorage
    let layoutManager: NSLayoutManager
    let container: NSTextContainer
    var applyingOwnEdit = false

    init(container: NSTextContainer?, text: String, attributes: [NSAttributedString.Key: Any]) {
        let container = container ?? NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        // A container handed in keeps its layout manager and that manager's storage, as in UIKit.
        let manager: NSLayoutManager
        if let existing = container.layoutManager {
            manager = existing
        } else {
            manager = NSLayoutManager()
            manager.addTextContainer(container)
        }
        let storage = manager.textStorage ?? NSTextStorage(string: text, attributes: attributes)
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        self.storage = storage
        layoutManager = manager
        self.container = container
    }

    /// Runs `body` marked as the view's own edit.
    func own(_ body: () -> Void) {
        applyingOwnEdit = true
        defer { applyingOwnEdit = false }
        body()
    }
}
