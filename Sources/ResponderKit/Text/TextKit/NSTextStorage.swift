import Foundation

/// The text a layout manager lays out (TK10): an `NSMutableAttributedString`, as on iOS (subclassing
/// Linux Foundation's works). Every change through the mutating primitives is reported with
/// `edited(_:range:changeInLength:)`; outside `beginEditing()`/`endEditing()` it is processed at once:
/// the delegate hears `textStorage(_:willProcessEditing:…)`/`didProcessEditing`, and each layout manager
/// invalidates its layout (and a text view's text follows, TK9).
open class NSTextStorage: NSMutableAttributedString {
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    public private(set) var layoutManagers: [NSLayoutManager] = []
    open weak var delegate: NSTextStorageDelegate?
    open private(set) var editedMask: EditActions = []
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    open private(set) var changeInLength = 0
    private var editingDepth = 0

    public convenience init() { self.init(string: "") }
    public override init(string: String) { super.init(string: string) }
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: string, attributes: attributes)
    }
    public override init(attributedString: NSAttributedString) { super.init(attributedString: attributedString) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        aLayoutManager.textStorage?.removeLayoutManager(aLayoutManager)
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
        aLayoutManager.invalidateAllLayout()
    }

    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    // MARK: Primitives, reported as edits

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // The compound edits, routed through the primitives so that each is reported once.

    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    open override func deleteCharacters(in range: NSRange) { replaceCharacters(in: range, with: "") }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Editing (TK10)

    open override func beginEditing() { editingDepth += 1 }

    open override func endEditing() {
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Accumulates the edit (the union of the ranges, in the text after the edit) and processes it at
    /// once outside a `beginEditing()` block.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let after = NSRange(location: editedRange.location, length: Swift.max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = after
        } else {
            self.editedRange = NSUnionRange(self.editedRange, after)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    /// The delegate's will/did process calls around telling each layout manager.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for manager in layoutManagers {
            manager.processEditing(
                for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }
}
