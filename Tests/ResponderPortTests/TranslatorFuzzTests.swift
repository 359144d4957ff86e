import Foundation
import ResponderPort
import SwiftParser
import Testing

/// The translator on random and mutated Swift (SPEC PT9): it always returns, and a file that does not
/// parse always gets a located diagnostic. `scripts/fuzz-port.sh` runs many more iterations.
@Suite struct TranslatorFuzzTests {
    static var seeds: [String] {
        let folder = GoldenTests.inputs
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func mutatedAndRandomFilesAreTranslatedOrReported() {
        let iterations = Int(ProcessInfo.processInfo.environment["RESPONDER_PORT_FUZZ_ITERATIONS"] ?? "") ?? 300
        var generator = PortFuzzer(seed: 0x5eed_2027)
        let seeds = Self.seeds
        #expect(!seeds.isEmpty)
        for iteration in 0..<iterations {
            let source =
                iteration % 3 == 0 ? generator.randomSource() : generator.mutate(seeds[iteration % seeds.count])
            let result = Translator.translate(source: source, path: "Fuzz\(iteration).swift")
            if Parser.parse(source: source).hasError {
                #expect(!result.diagnostics.isEmpty, "an unparsable input was not reported: \(source)")
            }
            for diagnostic in result.diagnostics {
                #expect(diagnostic.line >= 1 && diagnostic.column >= 1)
            }
            #expect(result.text.contains("#sourceLocation("))
        }
    }
}

/// Random Swift-like text and mutations of real files, from a seeded generator (deterministic runs).
struct PortFuzzer {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    static let tokens = [
        "@objc", "@objc(a:)", "@IBOutlet", "@IBAction", "dynamic", "optional", "override", "class", "extension",
        "protocol", "func", "var", "let", "#selector(", "#keyPath(", "getter:", "setter:", "(", ")", "{", "}", "?",
        "!", ".", ",", ":", "_", "x", "View", "UIView", "NSObject", "Timer", "DispatchQueue.main.async",
        "delegate?.m?(", "\n", " ", "\"", "#sourceLocation(", "=", "->", "Int", "self", "super", "//", "/*", "*/",
    ]

    mutating func randomSource() -> String {
        (0..<below(200)).map { _ in Self.tokens[below(Self.tokens.count)] }.joined(separator: " ")
    }

    mutating func mutate(_ source: String) -> String {
        var characters = Array(source)
        for _ in 0..<(1 + below(6)) {
            guard !characters.isEmpty else { break }
            let at = below(characters.count)
            switch below(4) {
            case 0: characters.remove(at: at)
            case 1: characters.insert(contentsOf: Self.tokens[below(Self.tokens.count)], at: at)
            case 2:
                let end = min(characters.count, at + below(80))
                characters.insert(contentsOf: characters[at..<end], at: below(characters.count))
            default:
                let end = min(characters.count, at + below(40))
                characters.removeSubrange(at..<end)
            }
        }
        return String(characters)
    }
}
