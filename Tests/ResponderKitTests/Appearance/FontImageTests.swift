import ResponderKit
import Testing

@MainActor @Suite struct FontImageTests {
    @Test("AP10: system fonts have their size, weight name and SF Pro's metrics")
    func systemFonts() {
        let body = UIFont.systemFont(ofSize: 17)
        #expect(body.pointSize == 17 && body.fontName == ".SFUI-Regular" && body.familyName == ".AppleSystemUIFont")
        #expect(abs(body.lineHeight - 20.287109375) < 1e-12)
        #expect(abs(body.ascender - 17 * 1950 / 2048) < 1e-12 && abs(body.descender + 17 * 494 / 2048) < 1e-12)
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(body.withSize(34).pointSize == 34 && body.withSize(34).fontName == body.fontName)
        #expect(UIFont.systemFont(ofSize: 17) == body)
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) != body)
    }

    @Test("AP10: preferredFont sizes at the default content size category")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.subheadline, 15),
            (.body, 17), (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
    }

    @Test("AP10: any named font is accepted, with the system font's metrics")
    func namedFonts() {
        let font = UIFont(name: "Avenir-Heavy", size: 20)
        #expect(font?.fontName == "Avenir-Heavy" && font?.familyName == "Avenir" && font?.pointSize == 20)
        #expect(font?.lineHeight == UIFont.systemFont(ofSize: 20).lineHeight)
        #expect(UIFont(name: "", size: 20) == nil)
    }

    @Test("AP11: a symbol image is a square as tall as the line height of its point size")
    func symbolImages() {
        let star = UIImage(systemName: "star")
        #expect(
            star?.size
                == CGSize(
                    width: UIFont.systemFont(ofSize: 17).lineHeight, height: UIFont.systemFont(ofSize: 17).lineHeight))
        #expect(star?.isSymbolImage == true && star?.renderingMode == .alwaysTemplate)
        let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))
        #expect(large?.size.height == UIFont.systemFont(ofSize: 34).lineHeight)
        #expect(star == UIImage(systemName: "star") && star != UIImage(systemName: "heart"))
        #expect(star?.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test("AP11: image sizes come from PNG, GIF and JPEG headers; the @2x suffix is the scale")
    func imageHeaders() throws {
        // Minimal headers, built by hand: PNG signature + IHDR (width 120, height 80).
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 120, 0, 0, 0, 80, 8, 6, 0, 0, 0]
        let image = try #require(UIImage(data: Data(png)))
        #expect(image.size == CGSize(width: 120, height: 80) && image.scale == 1)
        #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 60, height: 40))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x20, 0x01, 0x10, 0x00]  // 288 × 16
        #expect(UIImage(data: Data(gif))?.size == CGSize(width: 288, height: 16))
        // JPEG: SOI, an APP0 segment of length 4, then SOF0 with height 0x0100 and width 0x0200.
        let jpeg: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0x00, 0x02, 0x00, 0x03,
        ]
        #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 512, height: 256))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        // Files: the scale from the name.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rk-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("icon@2x.png")
        try Data(png).write(to: file)
        let loaded = UIImage(contentsOfFile: file.path)
        #expect(loaded?.size == CGSize(width: 60, height: 40) && loaded?.scale == 2)
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "icon", in: bundle, with: nil)?.size == CGSize(width: 60, height: 40))
        #expect(UIImage(named: "missing", in: bundle, with: nil) == nil)
    }
}
