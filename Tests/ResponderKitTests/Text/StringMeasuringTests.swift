import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct StringMeasuringTests {
    @Test("TK8: boundingRect with .usesLineFragmentOrigin wraps like a label: a self-sizing cell agrees with it")
    func agreesWithLabel() {
        let font = UIFont.systemFont(ofSize: 15)
        let text = "A longer comment that wraps over several lines in a narrow cell"
        let context = NSStringDrawingContext()
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font], context: context)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let fitted = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        #expect(rect.origin == .zero)
        #expect((rect.height * 2).rounded(.up) / 2 == fitted.height)
        #expect((rect.width * 2).rounded(.up) / 2 == fitted.width)
        #expect(rect.height > 2 * font.lineHeight)
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    @Test("TK8: without .usesLineFragmentOrigin the string is one line whose origin is its baseline")
    func singleLine() {
        let font = UIFont.systemFont(ofSize: 20)
        let rect = ("ab\ncd" as NSString).boundingRect(
            with: CGSize(width: 10, height: 10), options: [], attributes: [.font: font], context: nil)
        #expect(rect.height == font.lineHeight)
        #expect(rect.minY == -font.ascender)
        #expect(rect.width == "ab cd".size(withAttributes: [.font: font]).width)
    }

    @Test("TK8: size(withAttributes:) without a font measures in Helvetica 12, as string drawing draws")
    func defaultFont() {
        let size = "Hello".size(withAttributes: nil)
        #expect(size.height == UIFont.systemFont(ofSize: 12).lineHeight)
        #expect(size.width == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width)
    }

    @Test("TK12: an attachment counts as its bounds (or its image's size) in measuring, and in a label's string")
    func attachment() {
        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: -4, width: 30, height: 40)
        let font = UIFont.systemFont(ofSize: 10)
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: font])
        text.append(NSAttributedString(attachment: attachment))
        #expect(text.length == 3)
        let size = text.boundingRect(
            with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil
        ).size
        #expect(abs(size.width - (10 + 30)) < 0.001)
        #expect(size.height == 40)
        // Without bounds, the image's size; the line is at least as tall as the default font's.
        let imageOnly = NSTextAttachment(
            image: UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in })
        let helvetica = UIFont(name: "Helvetica", size: 12)!
        #expect(NSAttributedString(attachment: imageOnly).size() == CGSize(width: 12, height: helvetica.lineHeight))
    }

    @Test("TK11: a .shadow attribute records the text first at the shadow's offset in its colour")
    func shadow() {
        let shadow = NSShadow()
        #expect(shadow.shadowOffset == .zero && shadow.shadowBlurRadius == 0)
        #expect((shadow.shadowColor as? UIColor) == UIColor(white: 0, alpha: 1.0 / 3.0))
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowColor = UIColor.red
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            "Hi".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.shadow: shadow])
        }
        let operations = image.cgImage?.recordedDrawing ?? []
        #expect(operations.map(\.color) == [UIColor.red.cgColor, CGColor(gray: 0, alpha: 1)])
        let rects: [CGRect] = operations.compactMap {
            if case .text(let text) = $0.kind { return text.rect }
            return nil
        }
        #expect(rects.count == 2 && rects[0] == rects[1].offsetBy(dx: 2, dy: 3))
    }
}
