/// The Objective-C names Swift gives declarations (SPEC PT1), computed from their Swift names.
public enum ObjCNaming {
    /// Words that, leading a method's first argument label, are joined to the base name without "With"
    /// (`present(from:)` → `presentFrom:`), as Swift's importer-side naming does.
    static let prepositions: Set<String> = [
        "about", "above", "across", "after", "against", "along", "among", "around", "as", "at", "before",
        "behind", "below", "beneath", "beside", "between", "beyond", "by", "during", "for", "from", "in",
        "inside", "into", "like", "near", "of", "off", "on", "onto", "out", "outside", "over", "past", "per",
        "since", "through", "throughout", "to", "toward", "towards", "under", "until", "up", "upon", "via",
        "with", "within", "without",
    ]

    /// The selector of a method `baseName(labels...)`; a nil label is `_`.
    ///
    /// `handlePan(_:)` → `handlePan:`, `save()` → `save`, `tableView(_:didSelectRowAt:)` →
    /// `tableView:didSelectRowAt:`, `foo(bar:)` → `fooWithBar:`, `show(from:)` → `showFrom:`.
    public static func selector(baseName: String, labels: [String?]) -> String {
        let base = unescaped(baseName)
        guard let first = labels.first else { return base }
        var pieces: [String] = []
        if let label = first.map(unescaped), !label.isEmpty {
            let leading = String(label.prefix { $0.isLowercase })
            let joiner = prepositions.contains(leading) ? "" : "With"
            pieces.append(base + joiner + capitalized(label))
        } else {
            pieces.append(base)
        }
        for label in labels.dropFirst() { pieces.append(label.map(unescaped) ?? "") }
        return pieces.map { $0 + ":" }.joined()
    }

    /// The selector of a property's getter (`getter:`): its name.
    public static func getter(_ property: String) -> String { unescaped(property) }

    /// The selector of a property's setter (`setter:`): `setName:`.
    public static func setter(_ property: String) -> String { "set" + capitalized(unescaped(property)) + ":" }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1 ? String(name.dropFirst().dropLast()) : name
    }
}
