import Foundation
import ResponderKit
import Testing

/// Hears a text storage's processing, as an app's syntax highlighter would (TK10).
private final class StorageDelegate: NSTextStorageDelegate {
    var processed: [(NSTextStorage.EditActions, NSRange, Int)] = []
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange,
        changeInLength delta: Int
    ) {
        processed.append((editedMask, editedRange, delta))
    }
}

/// A layout manager subclass that counts its drawing, as a custom underline drawer would (TK10).
private final class CountingLayoutManager: NSLayoutManager {
    var drawn: [NSRange] = []
    override func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        drawn.append(glyphsToShow)
        super.drawGlyphs(forGlyphRange: glyphsToShow, at: origin)
    }
}

/// The tap-to-link stack real code builds over a label's text (TK10). The storage is returned too: it
/// owns the layout manager, which holds it unowned, as in UIKit.
@MainActor private func stack(
    _ text: NSAttributedString, size: CGSize
) -> (NSLayoutManager, NSTextContainer, NSTextStorage) {
    let storage = NSTextStorage(attributedString: text)
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: size)
    container.lineFragmentPadding = 0
    manager.addTextContainer(container)
    storage.addLayoutManager(manager)
    return (manager, container, storage)
}

@MainActor @Suite struct TextKitTests {
    @Test("TK10: NSTextContainer's defaults: padding 5, no line limit, word wrapping; storage is a mutable string")
    func defaults() {
        let container = NSTextContainer(size: CGSize(width: 100, height: 50))
        #expect(container.lineFragmentPadding == 5 && container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping && !container.widthTracksTextView)
        let storage: NSMutableAttributedString = NSTextStorage(string: "abc")
        storage.append(NSAttributedString(string: "d"))
        #expect(storage.string == "abcd")
    }

    @Test("TK10: usedRect wraps at the container width less the padding; maximumNumberOfLines limits it")
    func usedRect() {
        let font = UIFont.systemFont(ofSize: 10)
        // "aaaa" is 20 pt, a space 2.5 pt: two words need 42.5 pt.
        let (manager, container, storage) = stack(
            NSAttributedString(string: "aaaa aaaa aaaa", attributes: [.font: font]), size: CGSize(width: 45, height: 0))
        defer { withExtendedLifetime(storage) {} }
        manager.ensureLayout(for: container)
        let used = manager.usedRect(for: container)
        #expect(used.height == 2 * font.lineHeight)
        #expect(used.width == 42.5)
        container.maximumNumberOfLines = 1
        #expect(manager.usedRect(for: container).height == font.lineHeight)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 10))
        container.lineFragmentPadding = 5
        container.maximumNumberOfLines = 0
        // 35 pt for text: one word a line.
        #expect(manager.usedRect(for: container).height == 3 * font.lineHeight)
    }

    @Test("TK10: characterIndex(for:in:fraction…) finds the tapped link's character; boundingRect covers it")
    func tapToCharacter() throws {
        let font = UIFont.systemFont(ofSize: 10)
        let text = NSMutableAttributedString(string: "Read the terms", attributes: [.font: font])
        let link = NSRange(location: 9, length: 5)
        text.addAttribute(.link, value: "https://example.com/terms", range: link)
        let (manager, container, storage) = stack(text, size: CGSize(width: 300, height: 40))
        defer { withExtendedLifetime(storage) {} }
        let rect = manager.boundingRect(forGlyphRange: link, in: container)
        #expect(rect.height == font.lineHeight)
        var fraction: CGFloat = 0
        let index = manager.characterIndex(
            for: CGPoint(x: rect.midX, y: rect.midY), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction
        )
        #expect(NSLocationInRange(index, link))
        #expect(text.attribute(.link, at: index, effectiveRange: nil) as? String == "https://example.com/terms")
        let before = manager.characterIndex(
            for: CGPoint(x: 1, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        #expect(before == 0)
        let after = manager.characterIndex(
            for: CGPoint(x: 290, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(after == 13 && fraction == 1)
    }

    @Test("TK10: storage edits are processed (delegate), invalidate layout, and batch inside begin/endEditing")
    func storageEditing() {
        let delegate = StorageDelegate()
        let font = UIFont.systemFont(ofSize: 10)
        let storage = NSTextStorage(string: "one", attributes: [.font: font])
        storage.delegate = delegate
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 1000, height: 0))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let before = manager.usedRect(for: container).width
        storage.replaceCharacters(in: NSRange(location: 3, length: 0), with: " two")
        #expect(delegate.processed.count == 1)
        #expect(delegate.processed.first?.1 == NSRange(location: 3, length: 4))
        #expect(delegate.processed.first?.2 == 4)
        #expect(manager.usedRect(for: container).width > before)
        storage.beginEditing()
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        storage.deleteCharacters(in: NSRange(location: 0, length: 4))
        #expect(delegate.processed.count == 1)
        storage.endEditing()
        #expect(delegate.processed.count == 2)
        #expect(storage.string == "two")
    }

    @Test("TK10: drawGlyphs is open: an override is what a text view draws through; text recorded per line")
    func drawGlyphsOverride() {
        let simulator = EventSimulator()
        let storage = NSTextStorage()
        let manager = CountingLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: .zero)
        manager.addTextContainer(container)
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100), textContainer: container)
        #expect(textView.layoutManager === manager && textView.textStorage === storage)
        textView.text = "Hello\nWorld"
        simulator.window.addSubview(textView)
        simulator.advance(by: 0)
        #expect(manager.drawn == [NSRange(location: 0, length: 11)])
        #expect(recordedTexts(of: textView).map(\.0) == ["Hello", "World"])
        let first = recordedTexts(of: textView).first?.1
        #expect(first?.origin == CGPoint(x: 5, y: 8))  // inset top 8, padding 5
    }
}
