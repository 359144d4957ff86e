import Foundation
import ResponderKit
import Testing

/// TA3: a field's attributed text is kept as set, typing takes the typing attributes, and the recorded drawing
/// draws each run in its own font and colour.
@MainActor @Suite struct TextFieldAttributesTests {
    private let greeting: NSAttributedString = {
        let text = NSMutableAttributedString(
            string: "Hello ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 17)])
        text.append(
            NSAttributedString(
                string: "World", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.boldSystemFont(ofSize: 20)])
        )
        return text
    }()

    private func scene() -> (EventSimulator, UITextField) {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        simulator.window.addSubview(field)
        return (simulator, field)
    }

    private func color(_ field: UITextField, at location: Int) -> UIColor? {
        field.attributedText?.attribute(.foregroundColor, at: location, effectiveRange: nil) as? UIColor
    }

    @Test("TA3: attributedText reads back as set, runs and all")
    func readsBackAsSet() throws {
        let (_, field) = scene()
        field.attributedText = greeting
        let back = try #require(field.attributedText)
        #expect(back.string == "Hello World" && field.text == "Hello World")
        #expect(color(field, at: 0) == .red && color(field, at: 6) == .blue)
        var range = NSRange(location: 0, length: 0)
        let font = back.attribute(.font, at: 8, effectiveRange: &range) as? UIFont
        #expect(font == UIFont.boldSystemFont(ofSize: 20))
        #expect(range == NSRange(location: 6, length: 5))
    }

    @Test("TA3: typed text takes the attributes before the caret, or the typing attributes code set")
    func typingKeepsAttributes() throws {
        let (simulator, field) = scene()
        field.attributedText = greeting
        #expect(field.typingAttributes == nil)  // nil unless editing, as UIKit's
        simulator.tap(at: CGPoint(x: 100, y: 117))
        #expect(field.isEditing)
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(field.typingAttributes?[.foregroundColor] as? UIColor == .blue)
        simulator.type("!")
        #expect(field.text == "Hello World!")
        var range = NSRange(location: 0, length: 0)
        _ = field.attributedText?.attributes(at: 11, effectiveRange: &range)
        #expect(color(field, at: 11) == .blue && range == NSRange(location: 6, length: 6))
        field.typingAttributes = [.foregroundColor: UIColor.green]
        simulator.type("?")
        #expect(color(field, at: 12) == .green && color(field, at: 11) == .blue && color(field, at: 0) == .red)
        // A caret moved to the start takes the first character's attributes.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        simulator.type(">")
        #expect(field.text == ">Hello World!?")
        #expect(color(field, at: 0) == .red)
    }

    @Test("TA3: text, font, textColor and defaultTextAttributes style the whole text, as UIKit documents")
    func plainTextAndDefaults() throws {
        let (_, field) = scene()
        field.attributedText = greeting
        field.textColor = .purple
        #expect(color(field, at: 0) == .purple && color(field, at: 8) == .purple)
        #expect(
            field.attributedText?.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20)
        )
        field.text = "plain"
        let plain = try #require(field.attributedText)
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == field.font ?? .systemFont(ofSize: 17))
        #expect(color(field, at: 4) == .purple)
        field.defaultTextAttributes = [.foregroundColor: UIColor.orange, .font: UIFont.systemFont(ofSize: 12)]
        #expect(field.textColor == .orange && field.font == .systemFont(ofSize: 12))
        #expect(color(field, at: 2) == .orange)
    }

    @Test("TA3, DR5: the recorded drawing draws each run in its font and colour, left to right")
    func drawingUsesRuns() throws {
        let (simulator, field) = scene()
        field.attributedText = greeting
        simulator.advance(by: 0)
        let texts = field.layer.recordedDrawing.compactMap { operation -> (String, CGRect, CGFloat, CGColor?)? in
            if case .text(let text) = operation.kind {
                return (text.string, text.rect, text.pointSize, operation.color)
            }
            return nil
        }
        #expect(texts.map(\.0) == ["Hello ", "World"])
        #expect(texts.map(\.2) == [17, 20])
        #expect(texts.first?.3 == UIColor.red.cgColor && texts.last?.3 == UIColor.blue.cgColor)
        let first = try #require(texts.first)
        #expect(texts.last?.1.minX == first.1.maxX)
    }

    @Test("TA3, TK6: a one-line label draws its attributed runs in their fonts and colours; plain text draws whole")
    func labelDrawsRuns() {
        let simulator = EventSimulator()
        let label = UILabel(frame: CGRect(x: 20, y: 300, width: 300, height: 30))
        label.attributedText = greeting
        simulator.window.addSubview(label)
        simulator.advance(by: 0)
        let texts = label.layer.recordedDrawing.compactMap { operation -> (String, CGFloat, CGColor?)? in
            if case .text(let text) = operation.kind { return (text.string, text.pointSize, operation.color) }
            return nil
        }
        #expect(texts.map(\.0) == ["Hello ", "World"])
        #expect(texts.map(\.1) == [17, 20])
        #expect(texts.map(\.2) == [UIColor.red.cgColor, UIColor.blue.cgColor])
        label.text = "Plain"
        simulator.advance(by: 0)
        #expect(recordedTexts(of: label).map(\.0) == ["Plain"])
    }
}
