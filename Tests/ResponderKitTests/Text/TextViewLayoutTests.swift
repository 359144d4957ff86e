import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct TextViewLayoutTests {
    @Test("TK9: defaults: inset 8 top and bottom, a container with padding 5 tracking the width")
    func defaults() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.textContainer.widthTracksTextView)
        #expect(textView.layoutManager.textContainers.first === textView.textContainer)
        #expect(textView.textStorage.layoutManagers.first === textView.layoutManager)
    }

    @Test("TK9: the content size is the laid-out text's height plus the insets; a bigger inset grows it")
    func contentSize() {
        let simulator = EventSimulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 10)
        textView.text = "one\ntwo\nthree"
        simulator.window.addSubview(textView)
        simulator.advance(by: 0)
        let line = UIFont.systemFont(ofSize: 10).lineHeight
        #expect(textView.textContainer.size.width == 200)
        #expect(textView.contentSize.height == ((3 * line + 16) * 2).rounded(.up) / 2)
        textView.textContainerInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        simulator.advance(by: 0)
        #expect(textView.textContainer.size.width == 180)
        #expect(textView.contentSize.height == ((3 * line + 40) * 2).rounded(.up) / 2)
    }

    @Test("TK9: typing keeps the storage in step; an app's storage edit becomes the text without delegate calls")
    func storageInStep() {
        let simulator = EventSimulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        simulator.window.addSubview(textView)
        textView.text = "ab"
        textView.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
        #expect(textView.becomeFirstResponder())
        textView.insertText("c")
        #expect(textView.textStorage.string == "abc")
        // The typed character takes the attributes of the one before it.
        #expect(textView.textStorage.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "X")
        #expect(textView.text == "Xbc")
        #expect(textView.attributedText.string == "Xbc")
        textView.attributedText = NSAttributedString(string: "new", attributes: [.foregroundColor: UIColor.blue])
        #expect(textView.text == "new")
        #expect(textView.textStorage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
    }

    @Test("TK9: a tap while editing puts the caret at the tapped character in the inset layout")
    func tapPlacesCaret() {
        let simulator = EventSimulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        textView.font = .systemFont(ofSize: 10)
        textView.text = "aaaa\nbbbb"  // "a", "b": 5 pt each
        simulator.window.addSubview(textView)
        simulator.advance(by: 0)
        #expect(textView.becomeFirstResponder())
        let line = UIFont.systemFont(ofSize: 10).lineHeight
        // Second line, past the middle of the second "b": after it.
        simulator.tap(at: CGPoint(x: 5 + 5 * 1.7, y: 100 + 8 + line * 1.5))
        #expect(textView.selectedRange == NSRange(location: 7, length: 0))
        simulator.tap(at: CGPoint(x: 5 + 5 * 0.2, y: 100 + 8 + line * 0.5))
        #expect(textView.selectedRange == NSRange(location: 0, length: 0))
    }
}
