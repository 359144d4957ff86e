import Foundation

/// The keys a first responder can take (TX3): the text classes conform, and so may a user's own view.
/// UIKit's refines `UITextInputTraits`, whose members are optional in Objective-C; here the traits live on
/// the text classes only (README, Fidelity notes).
@preconcurrency @MainActor public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
