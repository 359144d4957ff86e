import ArgumentParser
import Foundation
import ResponderPort

/// `responder-port`: the translator of iOS Swift (SPEC PT), for reading (`responder-port FILE|DIR [-o DIR]`)
/// and for the build-tool plugin's per-module index and per-file commands (PT10).
@main
struct ResponderPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-port",
        abstract: "Translate iOS Swift (@objc, #selector, @IBOutlet, ...) into Swift that builds on ResponderKit.",
        subcommands: [Port.self, Index.self, Translate.self],
        defaultSubcommand: Port.self
    )
}

/// Translates files or a folder: the module is every Swift file given.
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print or write the translation of FILE or DIR.")

    @Argument(help: "Swift files or folders of one module.") var inputs: [String]
    @Option(name: .shortAndLong, help: "Write translated files into this folder instead of printing them.")
    var output: String?

    func run() throws {
        let files = try inputs.flatMap(PortFiles.swiftFiles)
        // Each file parsed once, for the index and its translation (PT10).
        let parsed = try files.map { ParsedFile(source: try String(contentsOfFile: $0, encoding: .utf8), path: $0) }
        var index = ModuleIndex()
        for file in parsed { index.merge(ModuleIndexer.index(file)) }
        var failed = false
        for (file, parsedFile) in zip(files, parsed) {
            let result = Translator.translate(parsedFile, index: index)
            failed = PortFiles.report(result.diagnostics) || failed
            if let output {
                let target = URL(fileURLWithPath: output).appendingPathComponent(
                    URL(fileURLWithPath: file).lastPathComponent)
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                try PortFiles.write(result.text, to: target.path)
            } else {
                print("// ==== \(file)\n" + result.text, terminator: "")
            }
        }
        if failed { throw ExitCode.failure }
    }
}

/// The plugin's module index: rewritten only when its content changes, so that the per-file commands that
/// read it run again only when a declaration they may use changed (PT10).
struct Index: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write the module index of the given files.")
    @Option(help: "The index file to write.") var output: String
    @Argument(help: "The module's Swift files.") var files: [String]

    func run() throws {
        var index = ModuleIndex()
        for file in files {
            index.merge(ModuleIndexer.index(source: try String(contentsOfFile: file, encoding: .utf8), path: file))
        }
        try PortFiles.write(try index.swiftFile(), to: output)
    }
}

/// The plugin's per-file command.
struct Translate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Translate one file with the module index.")
    @Argument(help: "The original file.") var file: String
    @Option(help: "The module index written by `index`.") var index: String
    @Option(help: "The translated file to write.") var output: String

    func run() throws {
        let moduleIndex = try ModuleIndex.read(swiftFile: try String(contentsOfFile: index, encoding: .utf8))
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let result = Translator.translate(source: source, path: file, index: moduleIndex)
        try PortFiles.write(result.text, to: output)
        if PortFiles.report(result.diagnostics) { throw ExitCode.failure }
    }
}

enum PortFiles {
    /// Every `.swift` file at `path` (a file, or a folder searched recursively), sorted.
    static func swiftFiles(_ path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("\(path): no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        let enumerator = FileManager.default.enumerator(atPath: path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
        }
        return found.sorted()
    }

    /// Writes `text` unless the file already holds it (an unchanged output keeps its timestamp).
    static func write(_ text: String, to path: String) throws {
        if let existing = try? String(contentsOfFile: path, encoding: .utf8), existing == text { return }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Prints diagnostics to standard error; true if any is an error.
    static func report(_ diagnostics: [PortDiagnostic]) -> Bool {
        for diagnostic in diagnostics { FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8)) }
        return diagnostics.contains { $0.severity == .error }
    }
}
