/// Replacements in a file's text that may nest (SPEC PT9): a replacement can carry regions of the original,
/// rendered with the edits inside them, so that a `#selector` inside a moved override is translated too.
struct SourceEdits {
    enum Piece {
        case text(String)
        /// The original bytes `start..<end` with the edits inside them applied.
        case source(Int, Int)
        /// The original bytes `start..<end` rendered without the edit `skipping` (a moved member's removal).
        case moved(Int, Int, skipping: Int)
    }

    struct Edit {
        let id: Int
        let start: Int
        let end: Int
        let pieces: [Piece]
    }

    let bytes: [UInt8]
    private(set) var edits: [Edit] = []

    init(_ text: String) { bytes = Array(text.utf8) }

    @discardableResult
    mutating func replace(_ start: Int, _ end: Int, with pieces: [Piece]) -> Int {
        edits.append(Edit(id: edits.count, start: start, end: end, pieces: pieces))
        return edits.count - 1
    }

    @discardableResult
    mutating func replace(_ start: Int, _ end: Int, with text: String) -> Int {
        replace(start, end, with: [.text(text)])
    }

    mutating func insert(_ text: String, at position: Int) { replace(position, position, with: text) }

    /// Newlines only, as many as `start..<end` holds: a removal that keeps every later line's number.
    func blank(_ start: Int, _ end: Int) -> String {
        String(repeating: "\n", count: bytes[start..<end].lazy.filter { $0 == UInt8(ascii: "\n") }.count)
    }

    func original(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    /// The whole text with every edit applied.
    func render() -> String {
        let sorted = edits.sorted { ($0.start, -$0.end, $0.id) < ($1.start, -$1.end, $1.id) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        render(0, bytes.count, sorted, excluding: [], topLevel: true, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private func render(
        _ start: Int, _ end: Int, _ sorted: [Edit], excluding: Set<Int>, topLevel: Bool, into output: inout [UInt8]
    ) {
        var cursor = start
        for edit in sorted where edit.start >= start && edit.end <= end && !excluding.contains(edit.id) {
            // An edit inside one already applied was rendered by it (or dropped with the region it replaced).
            guard edit.start >= cursor else { continue }
            // An insertion at the end of a nested region belongs to the region after it.
            if edit.start == edit.end && edit.start == end && !topLevel { continue }
            output.append(contentsOf: bytes[cursor..<edit.start])
            for piece in edit.pieces {
                switch piece {
                case .text(let text): output.append(contentsOf: text.utf8)
                case .source(let from, let to):
                    render(from, to, sorted, excluding: excluding.union([edit.id]), topLevel: false, into: &output)
                case .moved(let from, let to, let skipping):
                    let skipped = excluding.union([edit.id, skipping])
                    render(from, to, sorted, excluding: skipped, topLevel: false, into: &output)
                }
            }
            cursor = edit.end
        }
        if cursor < end { output.append(contentsOf: bytes[cursor..<end]) }
    }
}
