import Foundation
import ResponderScenario
import Testing

/// The repository's root folder.
let repositoryDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The repository's `Examples/Scenarios/` folder.
let examplesDirectory = repositoryDirectory.appendingPathComponent("Examples").appendingPathComponent("Scenarios")

func exampleNames() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
}

func readExample(_ name: String, _ ext: String) -> String {
    let url = examplesDirectory.appendingPathComponent("\(name).\(ext)")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}

/// Parses text that must be valid.
func scenario(_ text: String, file: String = "test.yaml") throws -> Scenario {
    try ScenarioFile.parse(text, file: file).get()
}

/// The error messages for text that must be invalid.
func errors(_ text: String, file: String = "scenario.yaml") -> [String] {
    switch ScenarioFile.parse(text, file: file) {
    case .success: return []
    case .failure(let e): return e.diagnostics.map(\.description)
    }
}
