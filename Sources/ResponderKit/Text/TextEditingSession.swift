import Foundation

/// The text classes' side of first-responder changes they do not start themselves: a forced
/// `endEditing(true)` takes the status without asking, and editing must still end (TX2, TX1).
@MainActor protocol TextEditingSession: AnyObject {
    func endEditingSession(forced: Bool)
}
