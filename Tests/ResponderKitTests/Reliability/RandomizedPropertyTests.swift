import Foundation
import ResponderKit
import Testing

/// The randomized property tests (Reliability): random view trees (controls, scroll views, tables, wide views
/// that use the spatial index, a second window), recognizers with random properties, delegates and
/// failure requirements, and random multi-finger streams with timer advances and mutations, some made
/// from inside callbacks (T7). Every case must keep T5, T6, GR3 (legal transitions, no action after
/// `.failed`, one `reset()` per finished recognition), L2 (identical traces in fresh simulators, and the
/// same behaviour with tracing off), G2 and an empty issue list.
///
/// Fixed seed and a bounded number of cases. A failing case prints its seed and a shrunk reproduction.
/// `RELIABILITY_CASES=n` runs more cases; `RELIABILITY_CASE=k` replays case k alone and prints it.
@MainActor @Suite struct RandomizedPropertyTests {
    static let seed: UInt64 = 0x0008_5EED
    static let cases = Int(ProcessInfo.processInfo.environment["RELIABILITY_CASES"] ?? "") ?? 160
    static let replay = Int(ProcessInfo.processInfo.environment["RELIABILITY_CASE"] ?? "")

    /// Shrinks a failing case while it fails by the same rule, and describes it for the failure message.
    static func report(_ testCase: ReliabilityCase, number: Int, problems: [String]) -> String {
        let rule = ReliabilityRunner.rule(of: problems[0])
        let (small, runs) = testCase.shrunk { candidate in
            ReliabilityRunner.problems(of: candidate).contains { ReliabilityRunner.rule(of: $0) == rule }
        }
        let remaining = ReliabilityRunner.problems(of: small)
        return """
            case \(number), seed 0x\(String(testCase.seed, radix: 16)) (base 0x\(String(seed, radix: 16)) + \(number)): \
            \(problems.count) problems, first: \(problems[0])
            shrunk in \(runs) runs from \(testCase.size) to:
            \(small.swiftDescription)
            // problems of the shrunk case:
            \(remaining.prefix(8).map { "//   \($0)" }.joined(separator: "\n"))
            """
    }

    @Test("T5, T6, T7, GR3, L2, G2: random worlds, streams and mutations from callbacks keep every invariant")
    func randomizedWorlds() {
        let numbers = Self.replay.map { [$0] } ?? Array(0..<Self.cases)
        var failures: [String] = []
        var failing: [String] = []
        for number in numbers {
            let testCase = ReliabilityCase.generate(seed: Self.seed &+ UInt64(number))
            if Self.replay != nil {
                let world = ReliabilityWorld(testCase, tracing: true)
                world.play()
                print(testCase.swiftDescription)
                print(world.simulator.trace.text(timestamps: true))
            }
            let problems = ReliabilityRunner.problems(of: testCase)
            guard !problems.isEmpty else { continue }
            failing.append("case \(number): \(problems[0])")
            // Shrinking costs hundreds of runs: only the first few failures are shrunk.
            if failures.count < 3 {
                let message = Self.report(testCase, number: number, problems: problems)
                print(message)
                failures.append(message)
            }
        }
        let summary = failing.prefix(40).joined(separator: "\n")
        #expect(
            failing.isEmpty,
            "\(failing.count) of \(numbers.count) cases failed:\n\(summary)\n\n\(failures.joined(separator: "\n\n"))")
    }

    @Test("Reliability: the generator covers every kind of view, recognizer, hook and mutation")
    func coverage() {
        var kinds: Set<String> = []
        for number in 0..<Self.cases {
            let testCase = ReliabilityCase.generate(seed: Self.seed &+ UInt64(number))
            for view in testCase.views { kinds.insert("\(view.kind)".components(separatedBy: "(")[0]) }
            for recognizer in testCase.recognizers {
                kinds.insert("\(recognizer.kind)".components(separatedBy: "(")[0])
            }
            for step in testCase.steps {
                switch step {
                case .arm(let hook, let mutation):
                    kinds.insert("hook " + "\(hook)".components(separatedBy: "(")[0])
                    kinds.insert("mutation " + "\(mutation)".components(separatedBy: "(")[0])
                case .mutate(let mutation):
                    kinds.insert("mutation " + "\(mutation)".components(separatedBy: "(")[0])
                default:
                    break
                }
            }
            if testCase.window2 != nil { kinds.insert("window2") }
        }
        let expected = [
            "plain", "button", "toggle", "slider", "segmented", "stepper", "scroll", "table", "grid", "tap", "pan",
            "longPress", "swipe", "pinch", "rotation", "window2", "hook hitTest", "hook touchesBegan",
            "hook touchesEnded", "hook gestureAction", "hook controlAction", "hook shouldReceive", "hook shouldBegin",
            "hook shouldRecognizeSimultaneously", "hook reset", "hook didScroll", "mutation removeView",
            "mutation addView", "mutation setHidden", "mutation bringToFront", "mutation removeRecognizer",
            "mutation addRecognizer", "mutation setRecognizerEnabled", "mutation becomeFirstResponder",
            "mutation resignFirstResponder", "mutation setControlEnabled", "mutation setWindow2Hidden",
            "mutation setWindowHidden",
            "mutation detachWindow2", "mutation attachWindow2", "mutation tap", "mutation advance",
        ]
        let missing = expected.filter { !kinds.contains($0) }
        #expect(missing.isEmpty, "never generated: \(missing)")
    }

    @Test("Reliability: the shrinker reduces a failing case to the parts that make it fail, printed as Swift")
    func shrinker() {
        // A stand-in failure: it "fails" while the case taps a view with a tap recognizer and removes that
        // view from a hook. Everything else must be shrunk away.
        var testCase = ReliabilityCase.generate(seed: Self.seed &+ 3)
        testCase.views.append(
            ReliabilityCase.ViewSpec(
                id: 90, host: .window, kind: .plain, frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        testCase.recognizers.append(ReliabilityCase.RecognizerSpec(id: 91, host: 90, kind: .tap(taps: 1, touches: 1)))
        testCase.steps.insert(.arm(.gestureAction(91), .removeView(90)), at: testCase.steps.count / 2)
        testCase.steps.append(.tap(CGPoint(x: 10, y: 10)))
        func fails(_ c: ReliabilityCase) -> Bool {
            c.views.contains { $0.id == 90 } && c.recognizers.contains { $0.id == 91 }
                && c.steps.contains(.arm(.gestureAction(91), .removeView(90)))
                && c.steps.contains(.tap(CGPoint(x: 10, y: 10)))
        }
        #expect(fails(testCase))
        let (small, _) = testCase.shrunk(stillFails: fails)
        #expect(small.views.map(\.id) == [90])
        #expect(small.recognizers.map(\.id) == [91])
        #expect(small.steps.count == 2)
        #expect(small.requirements.isEmpty && small.window2 == nil)
        let text = small.swiftDescription
        #expect(
            text.contains(
                "let v90 = ProbeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)); window.addSubview(v90)"))
        #expect(text.contains("once in r91 action { v90.removeFromSuperview() }"))
        #expect(text.contains("simulator.tap(at: CGPoint(x: 10, y: 10))"))
    }

    @Test("L2: a case replayed in a fresh simulator gives byte-identical text and JSON lines")
    func determinism() {
        for number in [5, 17, 42] {
            let testCase = ReliabilityCase.generate(seed: Self.seed &+ UInt64(number))
            let a = ReliabilityWorld(testCase, tracing: true)
            a.play()
            let b = ReliabilityWorld(testCase, tracing: true)
            b.play()
            #expect(!a.simulator.trace.entries.isEmpty)
            #expect(a.simulator.trace.text(timestamps: true) == b.simulator.trace.text(timestamps: true))
            #expect(a.simulator.trace.jsonLines() == b.simulator.trace.jsonLines())
        }
    }
}
