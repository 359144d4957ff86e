import Foundation
import ResponderKit

/// A row of the report: timings with a baseline, or a memory figure.
enum Result {
    case timing(Measurement)
    case memory(name: String, bytes: Double)

    var json: String {
        switch self {
        case .timing(let m):
            let baseline = m.baselineNanoseconds.map { String(format: "%.1f", $0) } ?? "null"
            return "{\"case\": \"\(m.name)\", \"ns_per_op\": \(String(format: "%.1f", m.nanoseconds)), "
                + "\"baseline_ns_per_op\": \(baseline), \"allocs_per_op\": \(String(format: "%.2f", m.allocationsPerOperation))}"
        case .memory(let name, let bytes):
            return "{\"case\": \"\(name)\", \"bytes\": \(String(format: "%.0f", bytes))}"
        }
    }
}

/// One timed case: its operation and, where there is one, the peers' algorithm on the same input.
@MainActor struct BenchCase {
    let name: String
    /// Operations per instruction-count run (`--count-case`): enough to make the per-operation figure
    /// stable, few enough for valgrind.
    let countedOperations: Int
    let operation: () -> Void
    let baseline: (() -> Void)?
    /// A baseline timed elsewhere (kiwisolver, in its own process), used instead of `baseline`.
    var baselineNanoseconds: Double? = nil
}

@MainActor struct BenchmarkSuite {
    let harness: Harness
    let only: String?
    let measureBaselines: Bool

    func wanted(_ name: String) -> Bool { only.map { name.hasPrefix($0) } ?? true }

    /// Every timed case in report order, set up only if wanted. Deterministic: the same trees and points on
    /// every run (the instruction counts depend on it).
    static let caseNames =
        [
            "hittest.deep1000", "hittest.balanced100k", "hittest.wide10k", "convert.deep1000", "dispatch.move.10gr",
            "dispatch.move.100gr", "dispatch.tap.table1000", "dispatch.drag.pan", "dispatch.fingers10",
            "layout.constraints1000", "layout.constraints1000.edit", "layout.table1000", "layout.table1000.smallscroll",
            "dispatch.tap.collection10k", "scroll.collection10k", "names.property12", "ib.parse200", "ib.scene200",
            "frame.feed", "frame.feed.drawing",
        ] + growthCaseNames

    func cases() -> [BenchCase] {
        var random = SplitMix64(state: 2026)
        var cases: [BenchCase] = []

        let deep = wanted("hittest.deep1000") || wanted("convert.deep1000") ? Scenes.deepChain(depth: 1000) : nil
        if let deep, wanted("hittest.deep1000") {
            // Against (a) the textbook root-walk algorithm.
            let center = CGPoint(x: 187, y: 333)
            precondition(deep.window.hitTest(center, with: nil) === deep.deepest)
            precondition(Baseline.textbookHitTest(deep.window, center) === deep.deepest)
            cases.append(
                BenchCase(
                    name: "hittest.deep1000", countedOperations: 200,
                    operation: { _ = deep.window.hitTest(center, with: nil) },
                    baseline: { _ = Baseline.textbookHitTest(deep.window, center) }))
        }
        let points = Scenes.randomPoints(1024, random: &random)
        if wanted("hittest.balanced100k") {
            // Against (a).
            let balanced = Scenes.balancedTree(count: 100_000, random: &random)
            for point in points.prefix(64) {
                precondition(balanced.hitTest(point, with: nil) === Baseline.textbookHitTest(balanced, point))
            }
            var index = 0
            var baselineIndex = 0
            cases.append(
                BenchCase(
                    name: "hittest.balanced100k", countedOperations: 4096,
                    operation: {
                        index = (index + 1) & 1023
                        _ = balanced.hitTest(points[index], with: nil)
                    },
                    baseline: {
                        baselineIndex = (baselineIndex + 1) & 1023
                        _ = Baseline.textbookHitTest(balanced, points[baselineIndex])
                    }))
        }
        if wanted("hittest.wide10k") {
            // Against (b) the plain linear reverse scan.
            let wide = Scenes.wideTree(count: 10_000, random: &random)
            for point in points.prefix(256) {
                precondition(wide.hitTest(point, with: nil) === Baseline.linearScanHitTest(wide, point))
            }
            var index = 0
            var baselineIndex = 0
            cases.append(
                BenchCase(
                    name: "hittest.wide10k", countedOperations: 4096,
                    operation: {
                        index = (index + 1) & 1023
                        _ = wide.hitTest(points[index], with: nil)
                    },
                    baseline: {
                        baselineIndex = (baselineIndex + 1) & 1023
                        _ = Baseline.linearScanHitTest(wide, points[baselineIndex])
                    }))
        }
        if let deep, wanted("convert.deep1000") {
            // Against a per-call walk to the window.
            let local = CGPoint(x: 3, y: 4)
            cases.append(
                BenchCase(
                    name: "convert.deep1000", countedOperations: 4096,
                    operation: { _ = deep.deepest.convert(local, to: nil) },
                    baseline: { _ = Baseline.convertToWindow(local, from: deep.deepest) }))
        }
        // dispatch.move.10gr / 100gr: one touch-moved event through the path.
        for count in [10, 100] where wanted("dispatch.move.\(count)gr") {
            let (simulator, finger) = Scenes.recognizerPath(count: count)
            var flip = false
            cases.append(
                BenchCase(
                    name: "dispatch.move.\(count)gr", countedOperations: count == 10 ? 2000 : 400,
                    operation: {
                        flip.toggle()
                        simulator.move(finger, to: CGPoint(x: flip ? 181 : 180, y: 300))
                    }, baseline: nil))
        }
        if wanted("dispatch.tap.table1000") {
            // Down, 0.05 s, up, then time for the tap windows to close.
            let (tableSimulator, rows) = Scenes.tablePath()
            cases.append(
                BenchCase(
                    name: "dispatch.tap.table1000", countedOperations: 200,
                    operation: {
                        tableSimulator.tap(at: CGPoint(x: 100, y: 130))
                        tableSimulator.advance(by: 0.5)
                        precondition(rows.selections > 0)
                    }, baseline: nil))
        }
        if wanted("dispatch.drag.pan") {
            // A whole drag that a pan recognizes over a tap and a long press: requests, commits, exclusion,
            // cancellation of the view's touch, actions on every move, resets.
            let (simulator, pans) = Scenes.panDrag()
            cases.append(
                BenchCase(
                    name: "dispatch.drag.pan", countedOperations: 100,
                    operation: {
                        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 300))
                        for step in 1...10 {
                            simulator.advance(by: 0.03)
                            simulator.move(finger, to: CGPoint(x: 100 + 10 * CGFloat(step), y: 300))
                        }
                        simulator.lift(finger)
                        simulator.advance(by: 0.5)
                        precondition(pans.count > 0)
                    }, baseline: nil))
        }
        if wanted("dispatch.fingers10") {
            // Ten fingers down in one event on ten sibling views with a tap each, then up in one event.
            let (simulator, points) = Scenes.tenFingers()
            cases.append(
                BenchCase(
                    name: "dispatch.fingers10", countedOperations: 200,
                    operation: {
                        let fingers = simulator.touchDown(at: points)
                        simulator.lift(fingers)
                        simulator.advance(by: 0.5)
                    }, baseline: nil))
        }
        if wanted("layout.constraints1000") || wanted("layout.constraints1000.edit") { cases += layoutCases() }
        if wanted("layout.table1000") || wanted("layout.table1000.smallscroll") { cases += tableCases() }
        cases += collectionCases()
        cases += NameCases.cases(wanted: wanted)
        cases += growthCases()
        cases += InterfaceBuilderCases.cases(wanted: wanted)
        cases += DrawingCases.cases(wanted: wanted)
        cases += feedCases()
        return cases
    }

    func run() -> [Result] {
        var results: [Result] = cases().map { timing($0) }
        // Memory.
        if wanted("memory.view") {
            results.append(
                .memory(
                    name: "memory.view",
                    bytes: harness.bytesPerObject(count: 10_000) { UIView(frame: .zero) }))
        }
        if wanted("memory.touch") { results.append(.memory(name: "memory.touch", bytes: touchBytes())) }
        return results
    }

    private func timing(_ benchCase: BenchCase) -> Result {
        let nanoseconds = harness.median(benchCase.operation)
        let baselineNanoseconds =
            benchCase.baselineNanoseconds ?? (measureBaselines ? benchCase.baseline.map { harness.median($0) } : nil)
        let allocations = harness.allocations(benchCase.operation)
        return .timing(
            Measurement(
                name: benchCase.name, nanoseconds: nanoseconds, baselineNanoseconds: baselineNanoseconds,
                allocationsPerOperation: allocations))
    }

    /// Live bytes per finger held down (touch objects and the engine's bookkeeping for them).
    private func touchBytes() -> Double {
        let simulator = EventSimulator()
        simulator.window.addSubview(UIView(frame: simulator.window.bounds))
        var fingers: [SimulatedTouch] = []
        _ = simulator.touchDown(at: CGPoint(x: 10, y: 10))  // warm up lazily created state
        let count = 200
        let before = harness.liveBytes()
        for index in 0..<count {
            fingers.append(simulator.touchDown(at: CGPoint(x: CGFloat(index % 300) + 20, y: 400)))
        }
        let after = harness.liveBytes()
        withExtendedLifetime(fingers) {}
        return Double(after - before) / Double(count)
    }
}

enum Report {
    static func table(_ results: [Result]) -> String {
        var lines = [
            pad("case", 24) + pad("ours ns/op", 13) + pad("baseline", 13) + pad("ratio", 9) + "allocs/op",
            String(repeating: "-", count: 70),
        ]
        for result in results {
            switch result {
            case .timing(let m):
                let baseline = m.baselineNanoseconds.map { format($0) } ?? "-"
                let ratio = m.baselineNanoseconds.map { String(format: "%.1fx", $0 / m.nanoseconds) } ?? "-"
                lines.append(
                    pad(m.name, 24) + pad(format(m.nanoseconds), 13) + pad(baseline, 13) + pad(ratio, 9)
                        + String(format: "%.2f", m.allocationsPerOperation))
            case .memory(let name, let bytes):
                lines.append(pad(name, 24) + pad(String(format: "%.0f bytes", bytes), 13))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(_ ns: Double) -> String {
        ns >= 10_000 ? String(format: "%.1f µs", ns / 1000) : String(format: "%.0f ns", ns)
    }
}
