import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// Hostile input (Reliability), the reading and checking classes: nesting measured on the parser's events (every
/// spelling), aliases expanded and bounded, linear validation, bounded suggestions, located UTF-8 errors, checked
/// `trace.kinds`. Each case is a located error (or a correct result), never a trap.
@MainActor @Suite struct HostileInputTests {
    /// The only message a file nested too deeply gets, and where.
    func nesting(_ text: String) -> [String] {
        errors(text).filter { $0.contains("nesting deeper than 400 levels") }
    }

    @Test("hostile input (nesting): every spelling the old text scan missed is measured on the parser's events")
    func nestingSpellings() {
        let deep = String(repeating: "[", count: 5_000)
        let spellings: [(String, String)] = [
            ("apostrophe", "name: Don't\nviews: " + deep),
            ("complex key", "? " + String(repeating: "- ", count: 300) + "x\n: " + deep),
            ("quote holding '#'", "name: \"a # b\"\nviews: " + deep),
            ("escaped quote", "name: \"a \\\" [\"\nviews: " + deep),
            ("comment with a quote", "# it's\nviews: " + deep),
            ("CR line ends", "name: x\rviews: " + deep),
            ("CRLF line ends", "name: x\r\nviews: " + deep),
            ("flow mappings", "views: " + String(repeating: "{a: ", count: 5_000)),
            ("JSON", "{\"views\": " + String(repeating: "[{\"a\": ", count: 2_500)),
            (
                "block sequences",
                (0..<500).map { String(repeating: " ", count: $0) + "-\n" }.joined()
            ),
            (
                "block mappings",
                (0..<500).map { String(repeating: " ", count: $0) + "a:\n" }.joined()
            ),
        ]
        for (name, text) in spellings {
            let found = nesting(text)
            #expect(found.count == 1, "\(name): \(errors(text).prefix(3))")
        }
        // A file just under the limit is not refused for its nesting.
        #expect(nesting("a: " + String(repeating: "[", count: 398) + String(repeating: "]", count: 398)).isEmpty)
    }

    @Test("hostile input (nesting): an alias counts the depth of what it stands for, where it is used")
    func nestingThroughAliases() {
        let inner = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let text =
            "a: &deep " + inner + "\nb: " + String(repeating: "[", count: 150) + "*deep"
            + String(repeating: "]", count: 150) + "\n"
        #expect(nesting(text) == ["scenario.yaml:2:154: nesting deeper than 400 levels"])
        // The same alias under a shallow key is fine (as far as nesting goes).
        #expect(nesting("a: &deep " + inner + "\nb: [*deep]\n").isEmpty)
    }

    @Test("hostile input (nesting): billion laughs is refused by its expanded size, at the alias that crosses it")
    func billionLaughs() {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1..<10 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let found = errors(text)
        #expect(found.count == 1)
        #expect(found.first?.contains("too many nodes (more than 500000, aliases expanded)") == true)
        #expect(found.first?.hasPrefix("scenario.yaml:6:25:") == true, "\(found)")
    }

    @Test("validators: a 6,000-controller presentation chain and a 5,000-view cycle are checked in one walk")
    func longChains() {
        let count = 6_000
        var text = "views: [{id: root}]\nviewControllers:\n  - {id: c0, view: root}\n"
        for index in 1..<count { text += "  - {id: c\(index), presentedBy: c\(index - 1)}\n" }
        #expect(errors(text) == [])
        // Close the chain: one cycle, reported once, shortened.
        text = text.replacingOccurrences(
            of: "- {id: c0, view: root}", with: "- {id: c0, view: root, presentedBy: c\(count - 1)}")
        let cycle = errors(text)
        #expect(cycle.count == 1)
        #expect(cycle.first?.contains("cycle in presentations: c0 -> c5999 -> c5998") == true, "\(cycle)")
        #expect(cycle.first?.hasSuffix("(6000 in the cycle)") == true)

        let viewCount = 5_000  // the most views a file may have
        var views = "views:\n  - {id: v0, parent: v\(viewCount - 1)}\n"
        for index in 1..<viewCount { views += "  - {id: v\(index), parent: v\(index - 1)}\n" }
        let viewCycle = errors(views)
        #expect(viewCycle.count == 1)
        #expect(
            viewCycle.first?.contains("views[0].parent: cycle in the view tree: v0 -> v4999 -> v4998") == true,
            "\(viewCycle)")
    }

    @Test("hostile input (validators): a chain deeper than the tree limit is reported at the views past it")
    func deepTree() {
        var text = "views:\n  - {id: v0}\n"
        for index in 1...260 { text += "  - {id: v\(index), parent: v\(index - 1)}\n" }
        #expect(errors(text) == ["scenario.yaml:202:24: views[200].parent: the view tree is deeper than 200 levels"])
    }

    @Test("hostile input (huge models): tables show at most 10,000 rows at once and hold at most 1,000,000")
    func tableLimits() {
        #expect(
            errors("views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: 1000000, rowHeight: 0.001}]\n")
                == [
                    "scenario.yaml:1:86: views[0].rowHeight: 600000 rows of table 't' are visible at once (height / rowHeight); "
                        + "the tables of a file show at most 10000 rows"
                ])
        #expect(
            errors("views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: [600000, 400001]}]\n") == [
                "scenario.yaml:1:66: views[0].rows: too many table rows in the file (at most 1000000)"
            ])
        // A million rows of the default height: 14 visible, fine; and they run.
        #expect(errors("views: [{id: t, class: tableview, frame: [0, 0, 390, 600], rows: 1000000}]\n") == [])
        var many = "views:\n"
        for index in 0..<3 { many += "  - {id: t\(index), class: tableview, rows: 5000, rowHeight: 0.3}\n" }
        #expect(errors(many).count == 1)
    }

    @Test("hostile input (suggestions): long ids get no suggestion; near ones still do; unknown ids stay reported")
    func boundedSuggestions() {
        let long = String(repeating: "x", count: 4_000)
        var text = "views:\n"
        for index in 0..<200 { text += "  - {id: \(long)\(index)}\n" }
        for index in 0..<50 { text += "  - {id: p\(index), parent: \(long)\(index)y}\n" }
        let found = errors(text)
        #expect(found.count == 50)
        #expect(found.allSatisfy { $0.contains("unknown view") && !$0.contains("did you mean") })
        #expect(
            errors("views:\n  - {id: button1}\n  - {id: B, parent: buton1}\n") == [
                "scenario.yaml:3:21: views[1].parent: unknown view 'buton1' (did you mean 'button1'?)"
            ])
    }

    @Test("hostile input (suggestions): the banded distance agrees with the full edit distance")
    func bandedDistance() {
        let words = ["", "a", "ab", "abc", "kitten", "sitting", "flaw", "lawn", "button1", "buton1", "héllo", "hello"]
        for a in words {
            for b in words {
                let full = Suggestion.distance(a, b)
                for limit in 0...8 {
                    let banded = Suggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), within: limit)
                    #expect(banded == (full <= limit ? full : nil), "\(a) / \(b) within \(limit)")
                }
            }
        }
    }

    @Test("hostile input (small ones): invalid UTF-8 is reported at its line and column")
    func invalidUTF8() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-utf8-\(getpid()).yaml")
        var bytes = Array("views:\n  - {id: é".utf8)
        bytes += [0xFF]
        bytes += Array("}\n".utf8)
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        guard case .failure(let failure) = ScenarioFile.load(path: url.path, displayName: "u.yaml") else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(failure.description == "u.yaml:2:11: the file is not UTF-8 text: byte 0xFF here is not UTF-8")
    }

    @Test("hostile input (small ones): UTF-8 check refuses overlong forms, surrogates and truncated sequences")
    func utf8Check() {
        let bad: [[UInt8]] = [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE2, 0x82], [0x80],
        ]
        for bytes in bad {
            let data = Data(bytes)
            #expect(String(data: data, encoding: .utf8) == nil || bytes == [0x61, 0xE2, 0x82])
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-utf8b-\(getpid()).yaml")
            try? data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            guard case .failure(let failure) = ScenarioFile.load(path: url.path) else {
                Issue.record("\(bytes) accepted")
                continue
            }
            #expect(failure.description.contains("not UTF-8"))
        }
    }

    @Test("hostile input (small ones): an unknown trace kind is refused with a suggestion; known ones read")
    func traceKinds() throws {
        #expect(
            errors("views: [{id: A}]\ntrace: {kinds: [note, stat]}\n") == [
                "scenario.yaml:2:23: trace.kinds[1]: expected one of: \(TraceEntry.allKinds.joined(separator: ", ")); found 'stat' (did you mean 'state'?)"
            ])
        let parsed = try scenario("views: [{id: A}]\ntrace: {kinds: touches}\n")
        #expect(parsed.trace.kinds == ["touches"])
        let all = try scenario("views: [{id: A}]\ntrace: {kinds: [\(TraceEntry.allKinds.joined(separator: ", "))]}\n")
        #expect(all.trace.kinds == TraceEntry.allKinds)
    }

    @Test("hostile input (small ones): every kind a run of the examples records is a known kind")
    func recordedKindsAreKnown() throws {
        var seen = Set<String>()
        for name in exampleNames() {
            guard case .success(let parsed) = ScenarioFile.parse(readExample(name, "yaml"), file: name) else {
                continue
            }
            let world = ScenarioRun.play(parsed)
            seen.formUnion(world.trace.entries.map(\.kind))
        }
        #expect(!seen.isEmpty)
        #expect(seen.subtracting(TraceEntry.allKinds).isEmpty, "\(seen.subtracting(TraceEntry.allKinds))")
    }
}

/// Hostile input (Reliability), the output classes: streamed traces, output limits, a capped in-memory trace, `check`
/// with CRLF and a bounded diff, control characters escaped.
@MainActor @Suite struct HostileOutputTests {
    @Test("X8 (hostile input, unbounded traces): streamed output is the built output, every example and format")
    func streamMatchesOutput() throws {
        for name in exampleNames() {
            guard case .success(let parsed) = ScenarioFile.parse(readExample(name, "yaml"), file: name) else {
                continue
            }
            for format in OutputFormat.allCases {
                var streamed = ""
                let finished = ScenarioRun.stream(parsed, format: format) {
                    streamed += $0
                    return true
                }
                #expect(finished == .finished)
                #expect(streamed == ScenarioRun.output(parsed, format: format), "\(name) \(format)")
            }
        }
    }

    @Test("X8 (hostile input, unbounded traces): a sink that says stop halts a long hold, lines so far kept")
    func streamStops() {
        let text = """
            views: [{id: st, class: stepper, frame: [10, 10, 94, 32], maximumValue: 1e300, stepValue: 1}]
            timeline: [{longPress: {at: [80, 26], duration: 1000000}}]
            """
        guard case .success(let parsed) = ScenarioFile.parse(text, file: "s.yaml") else {
            Issue.record("the scenario does not parse")
            return
        }
        var lines: [String] = []
        let finished = ScenarioRun.stream(parsed) {
            lines.append($0)
            return lines.count < 500
        }
        #expect(finished == .stoppedByOutput)
        #expect(lines.count == 500)
        #expect(lines.filter { $0 == "st valueChanged\n" }.count > 100)
    }

    @Test("X8, C5a (hostile input, unbounded traces): a run that reaches the timer-firing limit stops, saying so")
    func timerLimit() throws {
        // One hold repeats at most 10,000 times (C5a): 200 holds of 1,001 s make 2,000,000 firings.
        let parsed = try scenario(
            "views: [{id: st, class: stepper, frame: [10, 10, 94, 32]}]\n"
                + "timeline:\n" + String(repeating: "  - {longPress: {at: [80, 26], duration: 1001}}\n", count: 200))
        var count = 0
        let ending = ScenarioRun.stream(parsed, format: .quiet) { _ in
            count += 1
            return true
        }
        guard case .stoppedAtLimit(let reason) = ending else {
            Issue.record("the run was not stopped: \(ending)")
            return
        }
        // The 1,000,000th firing is the last repeat of the 100th hold: 99 holds of 1,001 s, then 0.5 s + 9,999 × 0.1 s.
        #expect(reason.hasPrefix("the run stopped at 100099.4 s"), "\(reason)")
        #expect(reason.hasSuffix("after 1000000 timer firings (the limit)"))
    }

    @Test("X7 (hostile input, unbounded traces): a library user caps the in-memory trace and still sees every entry")
    func cappedTrace() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        simulator.trace.maximumEntries = 10
        var seen = 0
        simulator.trace.onRecord = { _ in seen += 1 }
        for index in 0..<100 { simulator.trace.note("line \(index)") }
        #expect(simulator.trace.entries.count == 10)
        #expect(simulator.trace.entries.last?.text == "line 9")
        #expect(simulator.trace.droppedEntryCount == 90)
        #expect(seen == 100)
        simulator.trace.removeAll()
        #expect(simulator.trace.droppedEntryCount == 0)
    }

    @Test("X9 (hostile input, check): a stored trace with CRLF or CR line ends matches; a different one still differs")
    func checkLineEnds() throws {
        let parsed = try scenario(readExample("seed002-demo", "yaml"))
        let output = ScenarioRun.output(parsed)
        #expect(!output.isEmpty)
        let crlf = output.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(ScenarioRun.check(parsed, expected: crlf, expectedName: "e") == nil)
        let cr = output.replacingOccurrences(of: "\n", with: "\r")
        #expect(ScenarioRun.check(parsed, expected: cr, expectedName: "e") == nil)
        let changed = crlf.replacingOccurrences(of: "SubView2", with: "SubView9")
        #expect(ScenarioRun.check(parsed, expected: changed, expectedName: "e")?.contains("+touch 4") == true)
    }

    @Test("X9 (hostile input, check): a diff with more differences than the cap gives a summary at the first one")
    func boundedDiff() {
        let expected = (0..<5_000).map { "line \($0)\n" }.joined()
        let actual = (0..<5_000).map { $0 < 10 ? "line \($0)\n" : "other \($0)\n" }.joined()
        let diff = UnifiedDiff.diff(expected: expected, actual: actual, expectedName: "e", actualName: "a")
        #expect(diff.contains("more than 1000 lines differ (expected 5001 lines, actual 5001)"))
        #expect(diff.contains("the first difference is at line 11:\n-line 10\n+other 10\n"))
        // Under the cap, a real diff (agreeing with the uncapped search).
        let few = (0..<5_000).map { $0 % 1000 == 7 ? "x\($0)\n" : "line \($0)\n" }.joined()
        let small = UnifiedDiff.diff(expected: expected, actual: few, expectedName: "e", actualName: "a")
        #expect(small.contains("-line 7\n+x7\n") && small.contains("-line 4007\n+x4007\n"))
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = few.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(UnifiedDiff.edits(a, b, limit: 100) == UnifiedDiff.edits(a, b, limit: 20_000))
    }

    @Test("X9 (hostile input, small ones): control characters are escaped in text and JSON, line feeds and tabs kept")
    func terminalText() throws {
        #expect(TerminalText.escaping("a\u{1B}[31mb\tc\n") == "a\\u{1B}[31mb\tc\n")
        #expect(TerminalText.escaping("\u{0}\u{7F}\u{9B}\r") == "\\u{00}\\u{7F}\\u{9B}\\u{0D}")
        #expect(TerminalText.escaping("\"\u{7F}\"", json: true) == "\"\\u007f\"")
        let parsed = try scenario("views: [{id: \"A\\e[2J\", frame: [0, 0, 10, 10]}]\ntimeline: [{tap: [1, 1]}]\n")
        for format in OutputFormat.allCases {
            let text = TerminalText.escaping(ScenarioRun.output(parsed, format: format), json: format == .json)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
            #expect(text.contains("A\\u{1B}[2J") || text.contains("A\\u001b[2J"))
        }
    }
}
