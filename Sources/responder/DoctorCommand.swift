import ArgumentParser
import Foundation
import ResponderDoctor

/// `responder doctor [PATH]` (SPEC PT11): checks a Linux test package that compiles an app's files through
/// `ResponderPortPlugin`, and says what is wrong in the package's terms. It runs `responder-port` from the
/// same build folder when it is built, and never builds it (`swift run responder` must not build
/// swift-syntax).
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check a package that ports an app's files (plugin, links, resources, language mode, translation).",
        discussion: "Exit status: 0 nothing found, 1 findings, 2 invalid usage."
    )

    @Argument(help: "The package's folder (the one with Package.swift).") var path: String = "."

    func run() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        // `responder-port` in ResponderKit's own build; `responder-port-tool` where SwiftPM built it for the
        // plugin of a package that depends on ResponderKit (`swift run responder doctor` there).
        let tool = ["responder-port", "responder-port-tool"].lazy
            .map { executable.deletingLastPathComponent().appendingPathComponent($0) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let doctor = PackageDoctor(packagePath: URL(fileURLWithPath: path), translator: tool)
        let findings = doctor.run()
        var text = findings.map { "\($0)\n" }.joined()
        text +=
            findings.isEmpty
            ? "responder doctor: \(path): no problem found\n" : "responder doctor: \(findings.count) findings\n"
        try StandardStreams.write(text)
        try StandardStreams.flush()
        if !findings.isEmpty { throw ExitCode(ExitStatus.differs) }
    }
}
