import Foundation

/// Why VoiceOver reads what it reads (AX14): the elements in reading order, each with why it is read, and
/// the walk that found them, including every view skipped and the rule that skipped it.
@MainActor public struct AccessibilityExplanation {
    public let elements: [AccessibilityNode]
    /// One line per view or element the walk visited, indented by depth.
    public let walk: [String]
    /// For each of `elements`: why it is read ("an element, from cell.accessibilityElements", ...).
    public let reasons: [String]
    /// The index in `elements` of VoiceOver's focus, if it is in the tree.
    public let focusIndex: Int?

    public var lines: [String] {
        var lines = ["accessibility elements in reading order (AX5):"]
        for (index, node) in elements.enumerated() {
            let marker = index == focusIndex ? "* " : "  "
            lines.append(
                "\(marker)\(index + 1). \(node.spoken.isEmpty ? "(no label)" : node.spoken) — "
                    + "\(SeedFormat.rect(node.frame)), \(reasons[index])")
        }
        if elements.isEmpty { lines.append("  none") }
        lines.append("walk:")
        lines += walk.map { "  " + $0 }
        return lines
    }

    public var text: String { lines.map { $0 + "\n" }.joined() }
}
