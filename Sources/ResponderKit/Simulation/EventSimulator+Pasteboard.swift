import Foundation

/// The world's pasteboard as a test sees it (PB1).
extension EventSimulator {
    /// This world's general pasteboard: the object the app's `UIPasteboard.general` returns. Setting its
    /// items from a test is another app copying (the app's changeCount and notification follow); reading
    /// them is checking what the app copied.
    public var pasteboard: UIPasteboard { application.pasteboards.general }
}
