import Foundation
import ResponderPort
import Testing

/// Input → translated text for each construct (SPEC PT1-PT9). The inputs are the corpus's
/// `App/Constructs/` files (`Tests/Packages/PortingCorpus`), which its `PortingCorpus` target also compiles
/// through the plugin (so every golden output is compiled) and `PortingCorpusTests` drives. Record again with
/// `RESPONDER_PORT_RECORD=1 swift test --filter GoldenTests`.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let inputs = root.appendingPathComponent(
        "../Packages/PortingCorpus/Sources/PortingCorpus/App/Constructs"
    ).standardizedFileURL
    static let goldens = root.appendingPathComponent("Golden")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: inputs.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    @Test(arguments: names) func translationMatchesGolden(_ name: String) throws {
        let source = try String(contentsOf: Self.inputs.appendingPathComponent(name), encoding: .utf8)
        let result = Translator.translate(source: source, path: "Constructs/" + name)
        #expect(result.diagnostics.isEmpty, "PT9: \(result.diagnostics)")
        let golden = Self.goldens.appendingPathComponent(name + ".golden")
        if ProcessInfo.processInfo.environment["RESPONDER_PORT_RECORD"] != nil {
            try result.text.write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(result.text == expected, "translation of \(name) differs from \(golden.path)")
    }

    @Test func everyConstructHasAGolden() {
        #expect(Self.names.count >= 4)
    }
}
