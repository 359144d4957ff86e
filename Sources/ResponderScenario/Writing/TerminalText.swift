import Foundation

/// Text as the CLI prints it: no raw control characters (Reliability, "What bounds each stage": an id holding an ANSI
/// escape reached the terminal raw and could rewrite it). Line feeds and tabs stay; every other C0 control,
/// DEL and the C1 controls (U+0080–U+009F) are written as escapes: `\u{1B}` in text, `\u001b` in JSON
/// (where they can only be inside strings, so the JSON stays valid and means the same).
public enum TerminalText {
    public static func escaping(_ text: String, json: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: !json)
            if json {
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out += "\\u{" + (hex.count == 1 ? "0" : "") + hex + "}"
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00..<0x20, 0x7F...0x9F: return true
        default: return false
        }
    }
}
