import Foundation

/// Where a file stops being UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF),
/// so that the error names the line and column of the first bad byte instead of the file's start.
enum UTF8Check {
    /// The first invalid byte's offset and value, or nil when `bytes` are UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> (offset: Int, byte: UInt8)? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let width: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: width = 1
            case 0xC2...0xDF: width = 2
            case 0xE0:
                width = 3
                low = 0xA0
            case 0xED:
                width = 3
                high = 0x9F
            case 0xE1...0xEF: width = 3
            case 0xF0:
                width = 4
                low = 0x90
            case 0xF1...0xF3: width = 4
            case 0xF4:
                width = 4
                high = 0x8F
            default: return (index, lead)
            }
            for k in 1..<width {
                guard index + k < bytes.count else { return (index + k, lead) }
                let byte = bytes[index + k]
                let range = k == 1 ? low...high : 0x80...0xBF
                guard range.contains(byte) else { return (index + k, byte) }
            }
            index += width
        }
        return nil
    }

    /// The line and column (in characters; LF, CRLF or CR end a line) of byte `offset`, counting only
    /// the valid text before it.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let prefix = String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self)
        return YAMLEventReader.position(ofByte: offset, in: prefix)
    }
}
