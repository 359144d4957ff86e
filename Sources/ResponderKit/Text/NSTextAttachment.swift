import Foundation

/// An image (or data) inside an attributed string, at the attachment character U+FFFC (TK12). Measuring
/// (TK8) and layout (TK10) give its character its `bounds`' width and at least its height on its line;
/// zero bounds mean the image's size, as UIKit's.
open class NSTextAttachment: NSObject {
    /// The attachment character, `NSTextAttachment.character` in UIKit.
    public static let character: Int = 0xFFFC

    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public override init() { super.init() }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// `bounds`, or the image's size at the origin when the bounds are empty.
    var measuredBounds: CGRect {
        if bounds.size != .zero { return bounds }
        return CGRect(origin: bounds.origin, size: image?.size ?? .zero)
    }

    /// The attachments of a string, in order.
    static func attachments(in string: NSAttributedString) -> [NSTextAttachment] {
        var found: [NSTextAttachment] = []
        string.enumerateAttribute(.attachment, in: NSRange(location: 0, length: string.length)) { value, _, _ in
            if let attachment = value as? NSTextAttachment { found.append(attachment) }
        }
        return found
    }
}

extension NSAttributedString {
    /// A one-character string holding the attachment, as UIKit's.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
