import Foundation
import Testing

/// Seed logs: every example's trace says what its seed's device log says. For each example,
/// `Examples/Scenarios/seed-logs/NAME.log` holds the seed's own log lines (with the seed file and section they come
/// from) and how they read in a trace; the lines must appear in the example's trace in order, with no
/// extra lines of the kinds the seed logged. Where a seed has no log, or a line cannot be reproduced,
/// the fixture says why.
@Suite struct SeedLogTests {
    static let directory = examplesDirectory.appendingPathComponent("seed-logs")

    static func fixture(_ name: String) throws -> SeedLogFixture {
        let url = directory.appendingPathComponent("\(name).log")
        return try SeedLogFixture.parse(String(contentsOf: url, encoding: .utf8))
    }

    @Test(
        "seed logs: each example's trace holds its seed's device-log lines, in order, none extra",
        arguments: exampleNames())
    func traceHoldsSeedLog(name: String) throws {
        let fixture = try Self.fixture(name)
        if let none = fixture.none {
            #expect(none.count > 20, "\(name): say why the seed has no log")
            return
        }
        let trace = readExample(name, "trace").components(separatedBy: "\n")
        for block in fixture.blocks {
            #expect(block.mismatch(in: trace) == nil, "\(name): \(block.mismatch(in: trace) ?? "")")
            // A line left out must say why; a block must check something unless all of it is explained.
            #expect(block.skips.allSatisfy { $0.reason.count > 20 })
        }
    }

    @Test("seed logs: every example has a seed-log fixture, and every fixture an example")
    func fixturesMatchExamples() throws {
        let names = Set(exampleNames())
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        let fixtures = Set(files.filter { $0.hasSuffix(".log") }.map { String($0.dropLast(4)) })
        #expect(fixtures == names)
    }

    /// The seed documents, when this machine has them (they are not part of the repository).
    static let seedsDirectory: URL? = {
        let repository = repositoryDirectory
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["RESPONDERKIT_SEEDS"],
            repository.deletingLastPathComponent().appendingPathComponent("shared/seeds").path,
            "/work/shared/seeds",
        ]
        return candidates.compactMap { $0 }.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    @Test(
        "seed logs: every fixture log line occurs verbatim in its seed document",
        .enabled(if: seedsDirectory != nil, "the seed documents are not on this machine"), arguments: exampleNames())
    func linesAreTheSeeds(name: String) throws {
        let fixture = try Self.fixture(name)
        let seedsDirectory = try #require(Self.seedsDirectory)
        for block in fixture.blocks {
            let seed = try String(contentsOf: seedsDirectory.appendingPathComponent(block.seed), encoding: .utf8)
            for line in block.log { #expect(seed.contains(line), "\(name): not in \(block.seed): \(line)") }
        }
    }

    @Test("seed logs: the check fails on a missing line, an extra line of a logged kind, or a wrong order")
    func checkerCatchesDifferences() throws {
        let fixture = try SeedLogFixture.parse(
            """
            seed: 004.txt
            section: test
            kinds: ^(ViewController touches|panHandler)
            map: touchesBegin调用了 => ViewController touchesBegan [
            map: touchesMoved调用了 => ViewController touchesMoved [
            log:
            2019-10-14 14:51:53.477277+0800 点击事件测试[2968:5316495] touchesBegin调用了
            2019-10-14 14:51:53.619030+0800 点击事件测试[2968:5316495] touchesMoved调用了
            2019-10-14 14:51:53.665728+0800 点击事件测试[2968:5316495] panHandler 调用了
            """)
        let block = try #require(fixture.blocks.first)
        #expect(
            block.expected == ["ViewController touchesBegan [", "ViewController touchesMoved [", "panHandler 调用了"])
        let good = [
            "event 1", "ViewController touchesBegan [touch 1] stops here", "other line",
            "ViewController touchesMoved [touch 1] stops here", "panHandler 调用了", "", "summary",
        ]
        #expect(block.mismatch(in: good) == nil)
        var extra = good
        extra.insert("ViewController touchesMoved [touch 1] stops here", at: 3)
        #expect(block.mismatch(in: extra) != nil)
        var missing = good
        missing.remove(at: 4)
        #expect(block.mismatch(in: missing) != nil)
        var swapped = good
        swapped.swapAt(3, 4)
        #expect(block.mismatch(in: swapped) != nil)
    }
}
