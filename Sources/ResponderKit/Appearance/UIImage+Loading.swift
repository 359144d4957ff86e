import Foundation

/// Finding a named image in a bundle and reading an image's size from its header (AP11).
extension UIImage {
    struct Found {
        let size: CGSize
        let scale: CGFloat
    }

    static func lookUp(_ name: String, in bundle: Bundle) -> Found? {
        guard !name.isEmpty, let root = bundle.resourceURL else { return nil }
        let manager = FileManager.default
        var candidates: [URL] = []
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        for suffix in ["@3x", "@2x", ""] {
            for type in ext.isEmpty ? ["png", "jpg", "jpeg", "gif"] : [ext] {
                candidates.append(root.appendingPathComponent("\(base)\(suffix).\(type)"))
            }
        }
        // Asset catalogues copied as resources: `*.xcassets/<name>.imageset/<any image file>`.
        if let items = try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil) {
            for catalog in items.sorted(by: { $0.path < $1.path }) where catalog.pathExtension == "xcassets" {
                let set = catalog.appendingPathComponent("\(name).imageset")
                let files = (try? manager.contentsOfDirectory(at: set, includingPropertiesForKeys: nil)) ?? []
                // The highest scale first, as the file names say.
                candidates += files.filter { $0.pathExtension != "json" }.sorted {
                    scale(ofFileName: $0.lastPathComponent) > scale(ofFileName: $1.lastPathComponent)
                }
            }
        }
        for url in candidates {
            guard let data = manager.contents(atPath: url.path), let pixels = pixelSize(of: data) else { continue }
            let fileScale = scale(ofFileName: url.lastPathComponent)
            return Found(
                size: CGSize(width: pixels.width / fileScale, height: pixels.height / fileScale), scale: fileScale)
        }
        return nil
    }

    /// 3 for `name@3x.png`, 2 for `@2x`, else 1.
    static func scale(ofFileName fileName: String) -> CGFloat {
        let stem = (fileName as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// Width and height in pixels from a PNG, JPEG or GIF header; nil for anything else.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            let width = bigEndian(16, 4), let height = bigEndian(20, 4)
        {
            return CGSize(width: width, height: height)
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        // JPEG: walk the segments to the first start-of-frame marker.
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            guard let length = bigEndian(index + 2, 2) else { return nil }
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame, let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2) {
                return CGSize(width: width, height: height)
            }
            index += 2 + length
        }
        return nil
    }
}
