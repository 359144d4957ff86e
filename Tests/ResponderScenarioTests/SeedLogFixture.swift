import Foundation

/// One `Examples/Scenarios/seed-logs/NAME.log` file: the seed's own device-log lines for an example, and how they
/// read in the example's trace (format: `Examples/Scenarios/seed-logs/README.md`).
struct SeedLogFixture {
    struct Block {
        var seed = ""
        var section = ""
        /// The trace note line where this log's part of the run starts; it ends at the next `--- ` note.
        var from: String?
        /// The trace lines of the kinds the seed logged.
        var kinds: NSRegularExpression?
        var maps: [String: String] = [:]
        var skips: [(prefix: String, reason: String)] = []
        var joins: [(prefix: String, replacement: String)] = []
        var repeatCount = 1
        var repeatReason: String?
        var log: [String] = []
    }

    var blocks: [Block] = []
    /// Why the seed has no log for this example (then there are no blocks).
    var none: String?
    var seed = ""
    var section = ""

    enum ParseError: Error, CustomStringConvertible {
        case bad(String)
        var description: String {
            switch self {
            case .bad(let message): return message
            }
        }
    }

    static func parse(_ text: String) throws -> SeedLogFixture {
        var fixture = SeedLogFixture()
        var block: Block?
        var inLog = false
        func finish() throws {
            guard let done = block else { return }
            block = nil
            // The header of a fixture that only says why there is no log.
            if fixture.none != nil, done.kinds == nil, done.log.isEmpty { return }
            guard !done.seed.isEmpty, !done.section.isEmpty else {
                throw ParseError.bad("a block without seed/section")
            }
            guard done.kinds != nil else { throw ParseError.bad("block '\(done.section)' has no kinds") }
            guard !done.log.isEmpty else { throw ParseError.bad("block '\(done.section)' has no log lines") }
            fixture.blocks.append(done)
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if inLog {
                if raw.isEmpty {
                    inLog = false
                    try finish()
                } else {
                    block?.log.append(raw)
                }
                continue
            }
            if raw.isEmpty || raw.hasPrefix("#") { continue }
            guard let colon = raw.firstIndex(of: ":") else { throw ParseError.bad("not a 'key: value' line: \(raw)") }
            let key = String(raw[..<colon])
            let value = raw[raw.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let pair = value.components(separatedBy: " => ")
            let (left, right) = (pair[0], pair.dropFirst().joined(separator: " => "))
            switch key {
            case "seed":
                try finish()
                block = Block()
                block?.seed = value
                if fixture.seed.isEmpty { fixture.seed = value }
            case "section":
                block?.section = value
                if fixture.section.isEmpty { fixture.section = value }
            case "none": fixture.none = value
            case "from": block?.from = value
            case "kinds": block?.kinds = try NSRegularExpression(pattern: value)
            case "map": block?.maps[Self.spaced(left)] = right
            case "skip": block?.skips.append((left, right))
            case "join": block?.joins.append((left, right))
            case "repeat":
                guard let n = Int(left), n >= 1, !right.isEmpty else {
                    throw ParseError.bad("repeat needs 'N => reason'")
                }
                block?.repeatCount = n
                block?.repeatReason = right
            case "note": break
            case "log": inLog = true
            default: throw ParseError.bad("unknown key '\(key)'")
            }
            if ["map", "skip", "join"].contains(key), right.isEmpty { throw ParseError.bad("\(key) needs 'a => b'") }
        }
        try finish()
        if fixture.none != nil, !fixture.blocks.isEmpty { throw ParseError.bad("'none' and log blocks both given") }
        if fixture.none == nil, fixture.blocks.isEmpty { throw ParseError.bad("neither log blocks nor 'none'") }
        if fixture.seed.isEmpty || fixture.section.isEmpty { throw ParseError.bad("no seed/section header") }
        return fixture
    }

    /// NSLog's `2019-10-14 14:51:53.477277+0800 App[2968:5316495] ` (and `2013-09-21 03:40:25.989 App [614:60b] `).
    /// Seed 003's lines use no-break spaces (U+00A0): they read as spaces.
    static let nslogPrefix = try! NSRegularExpression(
        pattern: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d+(\+\d{4})? .*?\[\d+:[0-9a-f]+\] "#)

    static func stripped(_ line: String) -> String {
        let line = spaced(line)
        let range = NSRange(line.startIndex..., in: line)
        guard let match = nslogPrefix.firstMatch(in: line, range: range), let r = Range(match.range, in: line) else {
            return line
        }
        return String(line[r.upperBound...])
    }

    static func spaced(_ text: String) -> String { text.replacingOccurrences(of: "\u{A0}", with: " ") }
}

extension SeedLogFixture.Block {
    /// The seed's lines as the trace must show them: NSLog prefixes removed, skipped lines dropped, joined
    /// and mapped, repeated.
    var expected: [String] {
        var lines: [String] = []
        for line in log where !skips.contains(where: { Self.skips(line, $0.prefix) }) {
            let text = Self.text(line)
            if let join = joins.first(where: { text.hasPrefix($0.prefix) }), !lines.isEmpty {
                lines[lines.count - 1] += " " + join.replacement + text.dropFirst(join.prefix.count)
            } else {
                lines.append(text)
            }
        }
        let mapped = lines.map { maps[$0] ?? $0 }
        return Array(repeating: mapped, count: repeatCount).flatMap { $0 }
    }

    private static func text(_ line: String) -> String { SeedLogFixture.stripped(line) }

    /// A skip rule names the verbatim line (timestamp and all) or the start of its text.
    private static func skips(_ line: String, _ prefix: String) -> Bool {
        let prefix = SeedLogFixture.spaced(prefix)
        return SeedLogFixture.spaced(line).hasPrefix(prefix) || text(line).hasPrefix(prefix)
    }

    /// The trace lines of the seed's kinds within this block's part of the run (before the summary).
    func projected(from trace: [String]) -> [String]? {
        var lines = Array(trace.prefix { !$0.isEmpty })
        if let from {
            guard let start = lines.firstIndex(of: from) else { return nil }
            let rest = lines[(start + 1)...]
            lines = Array(rest.prefix { !$0.hasPrefix("--- ") })
        }
        guard let kinds else { return [] }
        return lines.filter { kinds.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
    }

    /// Nil when `projected` is `expected` line by line (each contains its expected text, none extra).
    func mismatch(in trace: [String]) -> String? {
        guard let projected = projected(from: trace) else { return "the trace has no line '\(from ?? "")'" }
        let expected = expected
        let same = projected.count == expected.count && zip(projected, expected).allSatisfy { $0.contains($1) }
        if same { return nil }
        return "section '\(section)': expected \(expected.count) lines\n  "
            + expected.joined(separator: "\n  ") + "\ntrace has \(projected.count)\n  "
            + projected.joined(separator: "\n  ")
    }
}
