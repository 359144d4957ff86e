import Foundation

/// JSON string literals for what the scenario layer writes itself (the summary lines of `run --json`,
/// the encoder's JSON): Foundation's encoding, with U+0008 and U+000C written as `\u` escapes like the
/// engine's trace lines beside them, so that one output escapes one way.
enum JSONString {
    static func quote(_ string: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        guard let data = try? encoder.encode(string), let text = String(data: data, encoding: .utf8) else {
            return "\"\""
        }
        guard text.contains("\\b") || text.contains("\\f") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "b": result += "u0008"
                case "f": result += "u000c"
                default: result.append(character)
                }
                escaping = false
            } else {
                escaping = character == "\\"
                result.append(character)
            }
        }
        return result
    }
}
