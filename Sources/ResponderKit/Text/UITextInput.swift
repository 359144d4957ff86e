import Foundation

/// TX4: the part of UIKit's `UITextInput` that selection and caret code uses — positions, ranges and the
/// selected range. Marked text, geometry and tokenizers are not modelled (README, Fidelity notes).
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
}
