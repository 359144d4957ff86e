import Foundation
import ResponderKit
import Testing

@MainActor @Suite struct FontDescriptorTests {
    @Test("TK13: a font's descriptor round-trips; withSymbolicTraits(.traitBold) makes the bold face")
    func roundTrip() throws {
        let font = UIFont.systemFont(ofSize: 15)
        let descriptor = font.fontDescriptor
        #expect(descriptor.pointSize == 15)
        #expect(descriptor.postscriptName == font.fontName)
        #expect(UIFont(descriptor: descriptor, size: 0) == font)
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        let boldFont = UIFont(descriptor: bold, size: 0)
        #expect(boldFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(boldFont.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(descriptor.withSymbolicTraits([.traitItalic]))
        #expect(UIFont(descriptor: italic, size: 20).fontDescriptor.symbolicTraits == .traitItalic)
        #expect(UIFont(descriptor: italic, size: 20).pointSize == 20)
    }

    @Test("TK13: a named family's traits choose Family-Bold / -Italic / -BoldItalic; attributes read back")
    func namedFamily() throws {
        let descriptor = UIFontDescriptor(name: "Avenir-Book", size: 14)
        #expect(descriptor.fontAttributes[.name] as? String == "Avenir-Book")
        #expect(UIFont(descriptor: descriptor, size: 0).fontName == "Avenir-Book")
        let both = try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: both, size: 0).fontName == "Avenir-BoldItalic")
        #expect(UIFont(descriptor: both, size: 0).familyName == "Avenir")
        let family = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 11.0])
        #expect(
            UIFont(descriptor: family, size: 0).fontName == "Georgia"
                && UIFont(descriptor: family, size: 0).pointSize == 11)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
    }

    @Test("TK14: UIFontMetrics scales by the simulator's content size; maximumPointSize caps; values scale")
    func metrics() {
        let simulator = EventSimulator()
        let custom = UIFont(name: "Avenir-Book", size: 17)!
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: custom).pointSize == 17)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        simulator.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        #expect(metrics.scaledFont(for: custom).pointSize == 53)
        #expect(metrics.scaledFont(for: custom).fontName == "Avenir-Book")
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30).pointSize == 30)
        #expect(abs(metrics.scaledValue(for: 17) - 53) < 0.001)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(metrics.scaledFont(for: custom, compatibleWith: small).pointSize == 14)
    }

    @Test("TK14, TR5: a label with a scaled custom font and adjustsFontForContentSizeCategory follows the size")
    func labelFollows() {
        let simulator = EventSimulator()
        let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Book", size: 17)!)
        label.adjustsFontForContentSizeCategory = true
        simulator.window.addSubview(label)
        simulator.setPreferredContentSizeCategory(.extraExtraLarge)
        #expect(label.font.fontName == "Avenir-Book")
        #expect(label.font.pointSize == 21)
        simulator.setPreferredContentSizeCategory(.large)
        #expect(label.font.pointSize == 17)
    }
}
