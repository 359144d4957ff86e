import ResponderKit
import Testing

/// RGBA read back through `getRed`, as iOS code reads a colour.
private func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1
    var g: CGFloat = -1
    var b: CGFloat = -1
    var a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
}

private func isClose(_ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@MainActor @Suite struct ColorTests {
    @Test("AP1: RGB, grey and HSB colours read back their components")
    func componentsRoundTrip() {
        #expect(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)) == [0.1, 0.2, 0.3, 0.4])
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        // Extended sRGB: components outside 0...1 are kept.
        #expect(rgba(UIColor(red: 1.2, green: -0.1, blue: 0, alpha: 1)) == [1.2, -0.1, 0, 1])
    }

    @Test("AP1: HSB → RGB at the six sector boundaries, and back")
    func hueSaturationBrightness() {
        let expected: [(CGFloat, [CGFloat])] = [
            (0, [1, 0, 0]), (1.0 / 6, [1, 1, 0]), (2.0 / 6, [0, 1, 0]), (3.0 / 6, [0, 1, 1]),
            (4.0 / 6, [0, 0, 1]), (5.0 / 6, [1, 0, 1]), (1, [1, 0, 0]),
        ]
        for (hue, rgb) in expected {
            let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
            #expect(isClose(rgba(color), rgb + [1]), "hue \(hue)")
        }
        let color = UIColor(hue: 0.3, saturation: 0.6, brightness: 0.8, alpha: 0.9)
        var h: CGFloat = 0
        var s: CGFloat = 0
        var v: CGFloat = 0
        var a: CGFloat = 0
        #expect(color.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(isClose([h, s, v, a], [0.3, 0.6, 0.8, 0.9]))
        // Grey: no saturation, brightness is the level.
        #expect(isClose(rgba(UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1]))
    }

    @Test("AP1: equality is UIKit's isEqual: same colour space and components")
    func equality() {
        #expect(UIColor(white: 0, alpha: 1) == UIColor.black)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(red: 0, green: 0, blue: 0, alpha: 1) != UIColor.black)  // RGB vs grey
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
        #expect(UIColor.clear == UIColor(white: 0, alpha: 0))
    }

    @Test("AP2: system colours have their light-mode values and equal only themselves")
    func systemColours() {
        let table: [(UIColor, [Int], CGFloat)] = [
            (.systemBlue, [0, 122, 255], 1), (.systemRed, [255, 59, 48], 1), (.systemGreen, [52, 199, 89], 1),
            (.systemOrange, [255, 149, 0], 1), (.systemYellow, [255, 204, 0], 1), (.systemGray, [142, 142, 147], 1),
            (.systemGray6, [242, 242, 247], 1), (.systemBackground, [255, 255, 255], 1), (.label, [0, 0, 0], 1),
            (.secondaryLabel, [60, 60, 67], 0.6), (.separator, [60, 60, 67], 0.29),
            (.systemGroupedBackground, [242, 242, 247], 1), (.secondarySystemBackground, [242, 242, 247], 1),
        ]
        for (color, channels, alpha) in table {
            #expect(isClose(rgba(color), channels.map { CGFloat($0) / 255 } + [alpha]), "\(color)")
        }
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBlue.withAlphaComponent(0.3) == UIColor.systemBlue.withAlphaComponent(0.3))
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBackground != UIColor.white)
        #expect(UIColor.label != UIColor.black)
        #expect(UIColor.systemBlue != UIColor.link)
    }

    @Test("AP2: the fixed colours are UIKit's components in UIKit's colour spaces")
    func fixedColours() {
        let third: CGFloat = 1.0 / 3
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
        var white: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: nil) && white == 0.5)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))  // RGB: not answered (AP1)
    }

    @Test("AP1: cgColor keeps the colour space; UIColor(cgColor:) reads it back")
    func cgColorRoundTrip() {
        let rgb = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(rgb.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(UIColor(cgColor: rgb.cgColor) == rgb)
        #expect(UIColor.white.cgColor.numberOfComponents == 2)
        #expect(UIColor(cgColor: UIColor.white.cgColor) == .white)
        #expect(UIColor.red.cgColor.alpha == 1)
        #expect(UIColor.red.cgColor.copy(alpha: 0.5) == UIColor.red.withAlphaComponent(0.5).cgColor)
    }

    @Test("AP1: description in UIKit's format")
    func description() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }
}
