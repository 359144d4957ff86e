import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct TextFieldRectTests {
    @Test("TK1: the default rectangles: bounds for the border, 7 pt margins for a rounded rect, none without border")
    func defaults() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let bounds = field.bounds
        #expect(field.borderRect(forBounds: bounds) == bounds)
        #expect(field.textRect(forBounds: bounds) == bounds)
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.editingRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.leftViewRect(forBounds: bounds) == .zero)
    }

    @Test("TK3: a padded subclass's text is drawn in its inset rectangle, the placeholder too (through textRect)")
    func paddedFieldDrawsInset() {
        let simulator = EventSimulator()
        let field = PaddedTextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        field.placeholder = "Email"
        simulator.window.addSubview(field)
        simulator.advance(by: 0)
        let placeholder = recordedTexts(of: field)
        #expect(placeholder.map(\.0) == ["Email"])
        #expect(placeholder.first?.1.minX == 16)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs((placeholder.first?.1.midY ?? 0) - 20) < 0.001)
        #expect(placeholder.first?.1.height == font.lineHeight)
        field.text = "hello"
        simulator.advance(by: 0)
        #expect(recordedTexts(of: field).map(\.0) == ["hello"])
        #expect(recordedTexts(of: field).first?.1.minX == 16)
        // A plain field draws at its edge: the override is what moved the text.
        let plain = UITextField(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        plain.text = "hello"
        simulator.window.addSubview(plain)
        simulator.advance(by: 0)
        #expect(recordedTexts(of: plain).first?.1.minX == 0)
    }

    @Test("TK3: drawPlaceholder(in:) is called with placeholderRect(forBounds:) only while the text is empty")
    func drawPlaceholderOverride() throws {
        let simulator = EventSimulator()
        let field = TintedPlaceholderField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        field.placeholder = "Search"
        simulator.window.addSubview(field)
        simulator.advance(by: 0)
        #expect(field.placeholderRects == [field.bounds])
        let drawn = try #require(field.layer.recordedDrawing.first)
        #expect(drawn.color == UIColor.red.cgColor)
        field.text = "x"
        simulator.advance(by: 0)
        #expect(field.placeholderRects.count == 1)
        #expect(recordedTexts(of: field).map(\.0) == ["x"])
    }

    @Test("TK3: secure text is drawn as bullets; attributedPlaceholder's colour draws the placeholder")
    func secureAndAttributedPlaceholder() {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        field.attributedPlaceholder = NSAttributedString(
            string: "Password", attributes: [.foregroundColor: UIColor.blue])
        simulator.window.addSubview(field)
        simulator.advance(by: 0)
        #expect(field.layer.recordedDrawing.first?.color == UIColor.blue.cgColor)
        #expect(field.attributedPlaceholder?.string == "Password")
        field.isSecureTextEntry = true
        field.text = "abc"
        simulator.advance(by: 0)
        #expect(recordedTexts(of: field).map(\.0) == ["\u{2022}\u{2022}\u{2022}"])
    }

    @Test("TK2: left and right views sit in their rects by their modes, and the text rectangle avoids them")
    func overlays() {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        field.leftView = icon
        field.leftViewMode = .always
        field.rightView = button
        field.rightViewMode = .whileEditing
        simulator.window.addSubview(field)
        simulator.advance(by: 0)
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
        #expect(button.superview == nil)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 170, height: 40))
        #expect(field.becomeFirstResponder())
        simulator.advance(by: 0)
        #expect(button.superview === field && button.frame == CGRect(x: 160, y: 0, width: 40, height: 40))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 130, height: 40))
        // The right view takes its own taps: it is a subview where it is shown.
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 180, y: 120))
        #expect(tapped == 1)
        field.resignFirstResponder()
        simulator.advance(by: 0)
        #expect(button.superview == nil)
    }

    @Test("TK4: a tap in an editing field puts the caret at the nearest insertion point in editingRect's layout")
    func tapPlacesCaret() {
        let simulator = EventSimulator()
        let field = PaddedTextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        field.text = "mmmm"  // 0.8 em each: 13.6 pt at 17 pt
        simulator.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        func caret() -> Int? {
            field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }
        }
        #expect(caret() == 4)
        simulator.tap(at: CGPoint(x: 16 + 13.6 * 1.6, y: 120))  // past the middle of the second "m"
        #expect(caret() == 2)
        simulator.tap(at: CGPoint(x: 10, y: 120))  // in the padding, before the text
        #expect(caret() == 0)
        simulator.tap(at: CGPoint(x: 290, y: 120))
        #expect(caret() == 4)
        field.insertText("a")
        #expect(field.text == "mmmma")
    }

    @Test("TK4: the caret lands between characters of a secure field as between its bullets")
    func secureCaret() {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        field.isSecureTextEntry = true
        field.text = "🙂ab"
        simulator.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        simulator.tap(at: CGPoint(x: 17 * 1.2, y: 120))  // after the first bullet (1 em each)
        let range = field.selectedTextRange
        #expect(range.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 2)
    }
}
