// scripts/port-bench.sh --toolchain-syntax: the work of `responder-port DIR -o OUT` without ArgumentParser, compiled
// with `swiftc -O` against the toolchain's own release build of swift-syntax (SPEC PT10).
import Foundation
import ResponderPort

// The work of `responder-port DIR -o OUT`: parse each file once, index every file, then translate every
// file and write it.
let arguments = CommandLine.arguments
// `DIR -o OUT`, as `responder-port` takes them.
let input = arguments[1]
let output = arguments[(arguments.firstIndex(of: "-o") ?? 1) + 1]
let names = try FileManager.default.contentsOfDirectory(atPath: input).filter { $0.hasSuffix(".swift") }.sorted()
let files = names.map { input + "/" + $0 }
let parsed = try files.map { ParsedFile(source: try String(contentsOfFile: $0, encoding: .utf8), path: $0) }
var index = ModuleIndex()
for file in parsed { index.merge(ModuleIndexer.index(file)) }
try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
var diagnostics = 0
for (file, parsedFile) in zip(files, parsed) {
    let result = Translator.translate(parsedFile, index: index)
    diagnostics += result.diagnostics.count
    try result.text.write(
        toFile: output + "/" + (file as NSString).lastPathComponent, atomically: true, encoding: .utf8)
}
FileHandle.standardError.write(Data("\(files.count) files, \(diagnostics) diagnostics\n".utf8))
