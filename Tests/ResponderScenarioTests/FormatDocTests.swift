import Foundation
import Testing

@testable import ResponderScenario

/// The key tables of the Scenario files article (ResponderKit.docc/ScenarioFormat.md) are made from the
/// schema's declarations; this keeps them so.
@MainActor @Suite struct FormatDocTests {
    static let doc: String = {
        let url =
            repositoryDirectory
            .appendingPathComponent("Sources/ResponderKit/ResponderKit.docc/ScenarioFormat.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Each `<!-- schema: NAME -->` block's name and text.
    static func blocks() -> [(name: String, text: String)] {
        var result: [(String, String)] = []
        var rest = Substring(doc)
        while let open = rest.range(of: "<!-- schema: ") {
            guard let nameEnd = rest[open.upperBound...].range(of: " -->\n"),
                let close = rest[nameEnd.upperBound...].range(of: "<!-- end -->")
            else { break }
            result.append(
                (
                    String(rest[open.upperBound..<nameEnd.lowerBound]),
                    String(rest[nameEnd.upperBound..<close.lowerBound])
                ))
            rest = rest[close.upperBound...]
        }
        return result
    }

    @Test("schema: every key table of ResponderKit.docc/ScenarioFormat.md is what the schema generates")
    func tablesAreGenerated() {
        let blocks = Self.blocks()
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(
                block.text == SchemaCatalog.markdown(block.name),
                "ScenarioFormat.md, table \(block.name): replace it with `responder schema`'s:\n\(SchemaCatalog.markdown(block.name))"
            )
        }
    }

    @Test("schema: every table of the schema is in ResponderKit.docc/ScenarioFormat.md, once")
    func everyTableIsDocumented() {
        let names = Self.blocks().map(\.name)
        #expect(names.sorted() == SchemaCatalog.tables.map(\.name).sorted())
    }
}
