import Foundation
import ResponderScenario

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CLI's exit statuses (CommandLineTool article, exit status; `responder --help`): one table, in the code
/// and the docs alike.
enum ExitStatus {
    /// The command did what was asked.
    static let ok: Int32 = 0
    /// `check`: the run differs from the stored trace.
    static let differs: Int32 = 1
    /// Invalid input: a scenario, an expected trace, or the command line (usage errors too).
    static let invalid: Int32 = 2
    /// The output reached `--max-lines` and the run was stopped.
    static let outputLimit: Int32 = 3
    /// The output could not be written (a full disk, a closed pipe).
    static let writeFailed: Int32 = 4
}

/// A write to standard output or error failed; the command exits with ``ExitStatus/writeFailed``.
struct WriteFailure: Error {
    let message: String
}

/// Standard output and error through `write(2)`, buffered, with every failure seen (Reliability, "What bounds each
/// stage": `responder run … > /dev/full` exited 0) and every control character escaped (``TerminalText``).
enum StandardStreams {
    /// `nonisolated(unsafe)`: the command is single-threaded (top-level code and the commands it runs).
    nonisolated(unsafe) private static var buffer: [UInt8] = []
    private static let flushSize = 64 * 1024

    /// Escapes `text` (JSON-style inside JSON output) and queues it for standard output.
    static func write(_ text: String, json: Bool = false) throws {
        buffer.append(contentsOf: TerminalText.escaping(text, json: json).utf8)
        if buffer.count >= flushSize { try flush() }
    }

    static func flush() throws {
        defer { buffer.removeAll(keepingCapacity: true) }
        try writeAll(buffer, to: STDOUT_FILENO, name: "standard output")
    }

    /// A message on standard error (escaped, with a final line end); a failure here is reported by the
    /// exit status alone.
    static func error(_ text: String) {
        let line = TerminalText.escaping(text.hasSuffix("\n") ? text : text + "\n")
        try? writeAll(Array(line.utf8), to: STDERR_FILENO, name: "standard error")
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32, name: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw WriteFailure(message: "cannot write to \(name): \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }
}

/// `write(2)` (named apart from ``StandardStreams/write(_:json:)``).
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
