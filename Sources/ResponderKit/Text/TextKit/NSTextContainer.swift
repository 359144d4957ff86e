import Foundation

/// The region text is laid out in (TK10): its `size` (a width of 0 or less, or a height of 0 or less, is
/// unlimited: Fidelity), the `lineFragmentPadding` (5 pt) at both ends of every line, at most
/// `maximumNumberOfLines` lines (0: any). A text view's container tracks its width (TK9).
open class NSTextContainer: NSObject {
    open var size: CGSize {
        didSet { if size != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }
    /// Stored; lines wrap by word whatever the mode, and the last line is not truncated (Fidelity, TK10).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    /// Stored; text is not laid out around them (Fidelity, TK10).
    open var exclusionPaths: [UIBezierPath] = []
    open internal(set) weak var layoutManager: NSLayoutManager?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() { self.init(size: .zero) }

    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, let index = old.textContainers.firstIndex(where: { $0 === self }) else {
            newLayoutManager.addTextContainer(self)
            return
        }
        old.removeTextContainer(at: index)
        newLayoutManager.addTextContainer(self)
    }

    /// The width lines wrap at, less the padding; nil when unlimited.
    var wrapWidth: CGFloat? {
        size.width > 0 && size.width < .greatestFiniteMagnitude / 2
            ? Swift.max(0, size.width - 2 * lineFragmentPadding) : nil
    }

    /// The height lines must fit in; nil when unlimited.
    var heightLimit: CGFloat? { size.height > 0 && size.height < .greatestFiniteMagnitude / 2 ? size.height : nil }
}
