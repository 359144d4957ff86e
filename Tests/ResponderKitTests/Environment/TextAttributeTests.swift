import Foundation
import ResponderKit
import Testing

/// TA1, TA2: UIKit's attribute names and paragraph styles, carried by attributed strings as on iOS.
@MainActor @Suite struct TextAttributeTests {
    @Test("TA1: UIKit's attribute keys have UIKit's raw values and label text keeps them (AP12)")
    func keys() {
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.paragraphStyle.rawValue == "NSParagraphStyle")
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
        let label = UILabel(frame: .zero)
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 4
        label.attributedText = NSAttributedString(
            string: "Hello", attributes: [.foregroundColor: UIColor.red, .paragraphStyle: style, .kern: 1.5])
        let attributes = label.attributedText?.attributes(at: 0, effectiveRange: nil) ?? [:]
        #expect((attributes[.foregroundColor] as? UIColor) == UIColor.red)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        #expect(label.text == "Hello")
    }

    @Test("TA2: defaults, mutableCopy keeps the values, equality by settings")
    func paragraphStyle() {
        let base = NSParagraphStyle.default
        #expect(base.alignment == .natural && base.lineBreakMode == .byWordWrapping && base.lineSpacing == 0)
        let mutable = base.mutableCopy() as? NSMutableParagraphStyle
        #expect(mutable == base)
        mutable?.lineSpacing = 8
        mutable?.lineBreakMode = .byTruncatingTail
        #expect(mutable != base)
        let copy = mutable?.copy() as? NSParagraphStyle
        #expect(copy?.lineSpacing == 8 && copy?.lineBreakMode == .byTruncatingTail && copy == mutable)
        #expect(!(copy is NSMutableParagraphStyle))
    }
}
