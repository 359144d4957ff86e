import Foundation
import ResponderKit
import Testing

/// TX11: edits cost what they change (the bench's `text.*` cases measure that); here, that the
/// bookkeeping behind it — UTF-16 offsets kept, not counted; places found from the last edit — gives the
/// same text, ranges and carets as counting from the start did, with characters outside the BMP (two
/// UTF-16 units), multi-scalar characters and edits far from the caret.
@MainActor @Suite struct TextEditingCostTests {
    /// Records the ranges the delegate is asked about.
    @MainActor final class RangeRecorder: UITextFieldDelegate {
        var ranges: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            ranges.append("{\(range.location), \(range.length)} \(string.isEmpty ? "delete" : string)")
            return true
        }
    }

    private func caret(_ field: UITextField) -> Int? {
        field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
    }

    private func editingField(_ text: String) -> (EventSimulator, UITextField, RangeRecorder) {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.text = text
        let recorder = RangeRecorder()
        field.delegate = recorder
        simulator.window.addSubview(field)
        _ = field.becomeFirstResponder()
        return (simulator, field, recorder)
    }

    @Test("TX11, TX4: keys after emoji and combining marks get UTF-16 ranges; backspace takes whole characters")
    func utf16RangesAfterWideCharacters() {
        let (simulator, field, recorder) = editingField("a😀e\u{301}")  // a, U+1F600 (2 units), é (2 scalars)
        simulator.type("b🇫🇷")
        simulator.type("\u{8}\u{8}\u{8}")
        #expect(
            recorder.ranges == [
                "{5, 0} b", "{6, 0} 🇫🇷", "{6, 4} delete", "{5, 1} delete", "{3, 2} delete",
            ])
        #expect(field.text == "a😀")
        #expect(caret(field) == 3)
        withExtendedLifetime(recorder) {}
    }

    @Test("TX11, TX4: replacing ranges far from the caret, and text(in:), match a count from the start")
    func editsAwayFromTheCaret() {
        let (_, field, _) = editingField(String(repeating: "x😀", count: 200))  // 600 UTF-16 units
        var expected = String(repeating: "x😀", count: 200)
        func check(_ location: Int, _ length: Int, _ replacement: String) {
            let start = expected.utf16.index(expected.utf16.startIndex, offsetBy: location)
            let end = expected.utf16.index(start, offsetBy: length)
            expected.replaceSubrange(start..<end, with: replacement)
            let range = field.textRange(
                from: field.position(from: field.beginningOfDocument, offset: location)!,
                to: field.position(from: field.beginningOfDocument, offset: location + length)!)!
            field.replace(range, withText: replacement)
            #expect(field.text == expected)
            #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == expected.utf16.count)
            #expect(caret(field) == location + replacement.utf16.count)
        }
        check(0, 0, "start ")
        check(450, 3, "é")
        check(10, 300, "")
        check(297, 0, "🇯🇵 end")
        check(2, 1, "Ω")
        let whole = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        #expect(field.text(in: whole) == expected)
        let middle = field.textRange(
            from: field.position(from: field.beginningOfDocument, offset: 6)!,
            to: field.position(from: field.beginningOfDocument, offset: 12)!)!
        let start = expected.utf16.index(expected.utf16.startIndex, offsetBy: 6)
        #expect(field.text(in: middle) == String(expected.utf16[start..<expected.utf16.index(start, offsetBy: 6)]))
    }

    @Test("TX11: setting the text resets the caret bookkeeping; typing then goes at the end")
    func textSetAgain() {
        let (simulator, field, _) = editingField("first")
        simulator.type("!")
        field.text = "😀😀"
        simulator.type("z")
        #expect(field.text == "😀😀z")
        field.text = ""
        simulator.type("\u{8}q")
        #expect(field.text == "q")
    }
}
