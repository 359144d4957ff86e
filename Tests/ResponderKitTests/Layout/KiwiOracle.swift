import Foundation

/// Runs scripts/kiwi_oracle.py (kiwisolver, LY11) on JSON input. Every way it can fail is an error
/// with a message saying what to install: the differential test must fail loudly, never skip.
enum KiwiOracle {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static var script: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/kiwi_oracle.py")
    }

    /// Feeds `input` (a JSON document) to the oracle on standard input and returns its parsed output.
    static func run(_ input: Any, arguments: [String] = []) throws -> [String: Any] {
        let directory = FileManager.default.temporaryDirectory
        let inputFile = directory.appendingPathComponent("kiwi-oracle-\(UUID().uuidString).json")
        let errorFile = directory.appendingPathComponent("kiwi-oracle-\(UUID().uuidString).err")
        defer {
            try? FileManager.default.removeItem(at: inputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        try JSONSerialization.data(withJSONObject: input).write(to: inputFile)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        do {
            try process.run()
        } catch {
            throw Failure(
                description: "could not start /usr/bin/env python3 (\(error)): install Python 3 and kiwisolver")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        switch process.terminationStatus {
        case 0: break
        case 127:
            throw Failure(
                description: "python3 is not on PATH: the kiwisolver differential test needs Python 3 "
                    + "with `python3 -m pip install kiwisolver` (.ci/run installs it)")
        default:
            throw Failure(description: "kiwi_oracle.py exited with \(process.terminationStatus): \(errors)")
        }
        guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Failure(
                description: "kiwi_oracle.py printed no JSON object: \(String(decoding: data, as: UTF8.self))")
        }
        return parsed
    }
}
