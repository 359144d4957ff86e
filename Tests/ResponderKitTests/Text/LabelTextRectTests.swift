import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct LabelTextRectTests {
    @Test("TK5: textRect(forBounds:limitedToNumberOfLines:) wraps at the bounds' width and limits the lines")
    func textRect() {
        let label = UILabel()
        label.text = "one two three four"  // 17 pt: words 25.5, 28.05, 37.4, 28.9 wide; space 4.25
        let huge = CGRect(x: 5, y: 6, width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        let single = label.textRect(forBounds: huge, limitedToNumberOfLines: 1)
        #expect(single.origin == CGPoint(x: 5, y: 6))
        #expect(single.size == label.intrinsicContentSize)
        let narrow = CGRect(x: 0, y: 0, width: 80, height: 500)
        #expect(label.textRect(forBounds: narrow, limitedToNumberOfLines: 1).width == 80)
        let wrapped = label.textRect(forBounds: narrow, limitedToNumberOfLines: 0)
        #expect(wrapped.height == (2 * line * 2).rounded(.up) / 2)
        let limited = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 500), limitedToNumberOfLines: 2)
        #expect(limited.height == (2 * line * 2).rounded(.up) / 2)
    }

    @Test("TK5: sizeThatFits and intrinsicContentSize go through an overridden textRect (an inset label)")
    func sizingThroughTextRect() {
        let plain = UILabel()
        plain.text = "Hello"
        let label = InsetRectLabel()
        label.text = "Hello"
        let base = plain.intrinsicContentSize
        #expect(label.intrinsicContentSize == CGSize(width: base.width + 20, height: base.height + 10))
        #expect(label.sizeThatFits(CGSize(width: 300, height: 300)) == label.intrinsicContentSize)
        label.numberOfLines = 0
        plain.numberOfLines = 0
        // Wrapped at the fitting width less the insets.
        let fitted = label.sizeThatFits(CGSize(width: 40, height: 1000))
        let plainFitted = plain.sizeThatFits(CGSize(width: 20, height: 1000))
        #expect(fitted == CGSize(width: plainFitted.width + 20, height: plainFitted.height + 10))
    }

    @Test("TK6: a label draws its text through drawText(in:) centred vertically in its bounds, in its colour")
    func drawsText() throws {
        let simulator = EventSimulator()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        label.text = "Title"
        label.textColor = .red
        label.textAlignment = .center
        simulator.window.addSubview(label)
        simulator.advance(by: 0)
        let texts = recordedTexts(of: label)
        #expect(texts.map(\.0) == ["Title"])
        let rect = try #require(texts.first?.1)
        let size = label.intrinsicContentSize
        #expect(rect.size == size)
        #expect(abs(rect.minX - (200 - size.width) / 2) < 0.001 && abs(rect.minY - (60 - size.height) / 2) < 0.001)
        #expect(label.layer.recordedDrawing.first?.color == UIColor.red.cgColor)
        label.text = "Other"
        simulator.advance(by: 0)
        #expect(recordedTexts(of: label).map(\.0) == ["Other"])
    }

    @Test("TK6: the common padded label draws inset and sizes with its padding")
    func paddedLabel() throws {
        let simulator = EventSimulator()
        let label = PaddingLabel()
        label.text = "Tag"
        let base = UILabel()
        base.text = "Tag"
        #expect(label.intrinsicContentSize.width == base.intrinsicContentSize.width + 16)
        label.frame = CGRect(origin: CGPoint(x: 0, y: 100), size: label.intrinsicContentSize)
        simulator.window.addSubview(label)
        simulator.advance(by: 0)
        let rect = try #require(recordedTexts(of: label).first?.1)
        #expect(rect.minX == 8)
        #expect(abs(rect.minY - 4) < 0.001)
        #expect(rect.size == base.intrinsicContentSize)
    }

    @Test("TK6: a shadow colour draws the text first at the shadow offset; highlighted text takes its colour")
    func shadowAndHighlight() {
        let simulator = EventSimulator()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        label.text = "Hi"
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 2)
        label.highlightedTextColor = .green
        label.isHighlighted = true
        simulator.window.addSubview(label)
        simulator.advance(by: 0)
        let texts = recordedTexts(of: label)
        #expect(texts.count == 2)
        #expect(texts[0].1 == texts[1].1.offsetBy(dx: 1, dy: 2))
        #expect(label.layer.recordedDrawing.map(\.color) == [UIColor.black.cgColor, UIColor.green.cgColor])
    }
}

@MainActor @Suite struct ButtonContentRectTests {
    @Test("TK7: the title label and image view are laid out at titleRect/imageRect of contentRect(forBounds:)")
    func layout() throws {
        let simulator = EventSimulator()
        let button = UIButton(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        button.setTitle("Go", for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        simulator.window.addSubview(button)
        let label = try #require(button.titleLabel)
        simulator.advance(by: 0)
        let content = button.contentRect(forBounds: button.bounds)
        #expect(content == CGRect(x: 20, y: 0, width: 180, height: 44))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        let title = button.titleRect(forContentRect: content)
        #expect(label.frame == title)
        #expect(abs(title.midX - content.midX) < 0.001 && abs(title.midY - 22) < 0.001)
        #expect(title.size == UILabel.measuring("Go", pointSize: 15))
    }

    @Test("TK7: a subclass that moves the image after the title lays its views out that way")
    func overriddenRects() throws {
        let simulator = EventSimulator()
        let button = TrailingImageButton(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        button.setTitle("Next", for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }, for: .normal)
        simulator.window.addSubview(button)
        let label = try #require(button.titleLabel)
        let image = try #require(button.imageView)
        simulator.advance(by: 0)
        #expect(label.frame.minX == 0)
        #expect(image.frame == CGRect(x: 180, y: 12, width: 20, height: 20))
    }
}

extension UILabel {
    /// A one-line label's intrinsic size for `text` in the system font of `pointSize`.
    fileprivate static func measuring(_ text: String, pointSize: CGFloat) -> CGSize {
        let label = UILabel()
        label.font = .systemFont(ofSize: pointSize)
        label.text = text
        return label.intrinsicContentSize
    }
}
