import Foundation

/// PB2: the typed accessors. Each reads the items holding a value of its kind under one of its type
/// identifiers (`typeListString`, `typeListURL`, `typeListImage`, `typeListColor`), and each setter makes
/// the pasteboard one item per value, under the list's first identifier; setting nil or an empty list
/// clears the pasteboard.
extension UIPasteboard {
    public var string: String? {
        get { strings?.first }
        set { setValues(newValue.map { [$0] } ?? [], type: Self.typeListString) }
    }

    /// The strings of the items holding text (a URL item reads as its absolute string, as UIKit's
    /// `string` returns a copied link's text).
    public var strings: [String]? {
        get {
            let found = items.compactMap { item -> String? in
                if let text = Self.value(in: item, types: Self.typeListString, as: String.self) { return text }
                return Self.value(in: item, types: Self.typeListURL, as: URL.self)?.absoluteString
            }
            return found.isEmpty ? nil : found
        }
        set { setValues(newValue ?? [], type: Self.typeListString) }
    }

    public var url: URL? {
        get { urls?.first }
        set { setValues(newValue.map { [$0] } ?? [], type: Self.typeListURL) }
    }

    public var urls: [URL]? {
        get { values(Self.typeListURL, as: URL.self) }
        set { setValues(newValue ?? [], type: Self.typeListURL) }
    }

    public var image: UIImage? {
        get { images?.first }
        set { setValues(newValue.map { [$0] } ?? [], type: Self.typeListImage) }
    }

    public var images: [UIImage]? {
        get { values(Self.typeListImage, as: UIImage.self) }
        set { setValues(newValue ?? [], type: Self.typeListImage) }
    }

    public var color: UIColor? {
        get { colors?.first }
        set { setValues(newValue.map { [$0] } ?? [], type: Self.typeListColor) }
    }

    public var colors: [UIColor]? {
        get { values(Self.typeListColor, as: UIColor.self) }
        set { setValues(newValue ?? [], type: Self.typeListColor) }
    }

    /// Whether some item holds text (or a URL, which reads as text); reading it does not count as a
    /// paste, as UIKit's detection properties do not.
    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    private func values<T>(_ types: NSArray, as type: T.Type) -> [T]? {
        let found = items.compactMap { Self.value(in: $0, types: types, as: type) }
        return found.isEmpty ? nil : found
    }

    private func setValues(_ values: [Any], type types: NSArray) {
        guard let first = types.firstObject as? String else { return }
        items = values.map { [first: $0] }
    }

    private static func value<T>(in item: [String: Any], types: NSArray, as type: T.Type) -> T? {
        for case let identifier as String in types {
            if let value = item[identifier] as? T { return value }
        }
        return nil
    }
}
