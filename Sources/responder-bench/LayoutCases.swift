import Foundation
import ResponderKit

/// `layout.constraints1000`: the constraints of a screen as Auto Layout builds them — a container, a
/// header with a centred title, and 47 table-like rows, each with a label (hugging 251, compression
/// 750, as UILabel), a button (250 / 751) and a switch, pinned with margins, centred vertically, row
/// heights at least 44 and as small as possible (priority 50). Exactly 1,000 constraints over 764
/// variables (left, top, width, height per view). Every variable is determined, so any two correct
/// solvers agree on it.
struct ScreenSystem {
    struct Spec {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: LinearConstraint.Relation
        var priority: Float
    }

    private struct Box {
        let left: Int, top: Int, width: Int, height: Int
    }

    private(set) var variableCount = 0
    private(set) var specs: [Spec] = []
    /// The container's width (`width - 375 == 0`): the one constant the edit changes.
    private(set) var editedIndex = 0
    static let widths: (Double, Double) = (375, 414)

    init(random: inout SplitMix64) {
        let container = box()
        add([(container.left, 1)], .equal, 0)
        add([(container.top, 1)], .equal, 0)
        editedIndex = specs.count
        add([(container.width, 1)], .equal, -Self.widths.0)
        // Header: inset 16, 20 below the top (a status bar), 44 high; its title centred, 22 high.
        let header = box()
        add([(header.left, 1), (container.left, -1)], .equal, -16)
        add([(header.left, 1), (header.width, 1), (container.left, -1), (container.width, -1)], .equal, 16)
        add([(header.top, 1), (container.top, -1)], .equal, -20)
        add([(header.height, 1)], .equal, -44)
        let title = box()
        add([(title.left, 1), (title.width, 0.5), (header.left, -1), (header.width, -0.5)], .equal, 0)
        add([(title.top, 1), (title.height, 0.5), (header.top, -1), (header.height, -0.5)], .equal, 0)
        add([(title.width, 1)], .equal, -Double(Int(random.unit() * 100) + 120))
        add([(title.height, 1)], .equal, -22)
        add([(title.left, 1), (header.left, -1)], .greaterThanOrEqual, -8)
        var above = (top: header.top, height: header.height, gap: 8.0)
        for _ in 0..<47 {
            let row = box()
            let label = box()
            let button = box()
            let toggle = box()
            add([(row.left, 1), (container.left, -1)], .equal, 0)
            add([(row.width, 1), (container.width, -1)], .equal, 0)
            add([(row.top, 1), (above.top, -1), (above.height, -1)], .equal, -above.gap)
            add([(row.height, 1)], .greaterThanOrEqual, -44)
            add([(row.height, 1), (label.height, -1)], .greaterThanOrEqual, -22)
            add([(row.height, 1)], .equal, 0, priority: 50)
            // Label: leading margin, centred vertically, intrinsic size, before the button.
            add([(label.left, 1), (row.left, -1)], .equal, -16)
            centerVertically(label, in: row)
            add([(label.height, 1)], .equal, -20.5)
            let labelWidth = Double(Int(random.unit() * 220) + 40)
            add([(label.width, 1)], .lessThanOrEqual, -labelWidth, priority: 251)
            add([(label.width, 1)], .greaterThanOrEqual, -labelWidth, priority: 750)
            add([(label.left, 1), (label.width, 1), (button.left, -1)], .lessThanOrEqual, 8)
            // Button: centred, 30 high, intrinsic width, 8 before the switch.
            centerVertically(button, in: row)
            add([(button.height, 1)], .equal, -30)
            let buttonWidth = Double(Int(random.unit() * 46) + 44)
            add([(button.width, 1)], .greaterThanOrEqual, -buttonWidth, priority: 751)
            add([(button.width, 1)], .lessThanOrEqual, -buttonWidth, priority: 250)
            add([(button.left, 1), (button.width, 1), (toggle.left, -1)], .equal, 8)
            // Switch: trailing margin, centred, 51 × 31.
            add([(toggle.left, 1), (toggle.width, 1), (row.left, -1), (row.width, -1)], .equal, 16)
            centerVertically(toggle, in: row)
            add([(toggle.width, 1)], .equal, -51)
            add([(toggle.height, 1)], .equal, -31)
            above = (row.top, row.height, 1)
        }
        add([(container.top, 1), (container.height, 1), (above.top, -1), (above.height, -1)], .equal, 0)
        precondition(specs.count == 1000, "the screen has \(specs.count) constraints")
    }

    private mutating func box() -> Box {
        variableCount += 4
        return Box(left: variableCount - 4, top: variableCount - 3, width: variableCount - 2, height: variableCount - 1)
    }

    private mutating func add(
        _ terms: [(Int, Double)], _ relation: LinearConstraint.Relation, _ constant: Double, priority: Float = 1000
    ) {
        specs.append(Spec(terms: terms, constant: constant, relation: relation, priority: priority))
    }

    private mutating func centerVertically(_ item: Box, in row: Box) {
        add([(item.top, 1), (item.height, 0.5), (row.top, -1), (row.height, -0.5)], .equal, 0)
    }

    /// The solver's constraints, the container `width` wide.
    func constraints(_ variables: [LayoutVariable], width: Double = Self.widths.0) -> [LinearConstraint] {
        specs.enumerated().map { index, spec in
            let expression = LinearExpression(
                spec.terms.map { .init(variables[$0.variable], $0.coefficient) },
                constant: index == editedIndex ? -width : spec.constant)
            return LinearConstraint(expression, spec.relation, strength: SolverStrength(priority: spec.priority))
        }
    }

    /// The same system for kiwi_oracle.py; UIKit's priorities become kiwi strengths as they are (kiwi
    /// weighs them numerically; every trade in this screen is one constraint against one other, so the
    /// numeric order gives the same solution as our priority levels).
    var json: [String: Any] {
        let ops: [[String: Any]] = specs.enumerated().map { index, spec in
            [
                "op": "add", "id": index, "terms": spec.terms.map { [$0.variable, $0.coefficient] as [Any] },
                "constant": spec.constant, "relation": spec.relation.rawValue,
                "strength": spec.priority >= 1000 ? NSNull() : Double(spec.priority) as Any,
            ]
        }
        return ["systems": [["variables": variableCount, "ops": ops]]]
    }
}

/// kiwisolver timed by scripts/kiwi_oracle.py --time (python3 with the kiwisolver package).
enum KiwiBaseline {
    struct Answer {
        let medianNanoseconds: Double
        let values: [Double]
    }

    /// nil (with the reason on standard error) when python3 or kiwisolver is missing.
    static func fromScratch(_ system: ScreenSystem, repeats: Int) -> Answer? {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/kiwi_oracle.py")
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        do {
            try JSONSerialization.data(withJSONObject: system.json).write(to: input)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", script.path, "--time", String(repeats)]
            process.standardInput = try FileHandle(forReadingFrom: input)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0,
                let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let median = answer["median_ns"] as? Double, let values = answer["values"] as? [Double]
            else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return Answer(medianNanoseconds: median, values: values)
        } catch {
            FileHandle.standardError.write(
                Data("responder-bench: no kiwisolver baseline (python3 -m pip install kiwisolver): \(error)\n".utf8))
            return nil
        }
    }
}

extension BenchmarkSuite {
    /// `layout.constraints1000` (from scratch, against kiwisolver) and `layout.constraints1000.edit` (one
    /// constant change — the container's width, 375 ↔ 414, as on rotation — solved incrementally, against
    /// our own re-solve from scratch with the new constant).
    func layoutCases() -> [BenchCase] {
        var random = SplitMix64(state: 1000)
        let system = ScreenSystem(random: &random)
        let variables = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
        let narrow = system.constraints(variables)
        // The re-solve baseline runs while the incremental solver holds `variables` (LY9: one solver each).
        let resolveVariables = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
        let resolveNarrow = system.constraints(resolveVariables)
        let wide = system.constraints(resolveVariables, width: ScreenSystem.widths.1)
        func solve(_ constraints: [LinearConstraint]) {
            let solver = CassowarySolver()
            for constraint in constraints { try! solver.addConstraint(constraint) }
            solver.updateVariables()
        }
        // Check the system against kiwisolver's answer before timing anything.
        solve(narrow)
        // scripts/kiwi-baseline.py checks that its C++ harness builds this very system.
        if let path = ProcessInfo.processInfo.environment["RESPONDER_BENCH_LAYOUT_SYSTEM"] {
            do {
                try JSONSerialization.data(withJSONObject: system.json).write(to: URL(fileURLWithPath: path))
            } catch {
                FileHandle.standardError.write(Data("responder-bench: cannot write \(path): \(error)\n".utf8))
            }
        }
        let kiwi = measureBaselines ? KiwiBaseline.fromScratch(system, repeats: harness.quick ? 7 : 21) : nil
        if let kiwi {
            let difference = zip(kiwi.values, variables).map { abs($0 - $1.value) }.max() ?? .infinity
            precondition(difference < 1e-6, "layout.constraints1000: kiwisolver disagrees by \(difference)")
        }
        var cases: [BenchCase] = []
        if wanted("layout.constraints1000") {
            cases.append(
                BenchCase(
                    name: "layout.constraints1000", countedOperations: 20, operation: { solve(narrow) }, baseline: nil,
                    baselineNanoseconds: kiwi?.medianNanoseconds))
        }
        guard wanted("layout.constraints1000.edit") else { return cases }

        // Variables of its own: the solver lives as long as the case, while `layout.constraints1000`'s
        // operation keeps solving `narrow` from scratch over `variables`, and a variable belongs to one
        // live solver at a time (LY9). Sharing them made every run of both cases trap in `solve`.
        let solver = CassowarySolver()
        let editVariables = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
        let edits = system.constraints(editVariables)
        for constraint in edits { try! solver.addConstraint(constraint) }
        precondition(editVariables.allSatisfy { !solver.isAmbiguous($0) }, "layout.constraints1000 is ambiguous")
        var flip = false
        var resolveFlip = false
        cases.append(
            BenchCase(
                name: "layout.constraints1000.edit", countedOperations: 200,
                operation: {
                    flip.toggle()
                    try! solver.setConstant(
                        -(flip ? ScreenSystem.widths.1 : ScreenSystem.widths.0), of: edits[system.editedIndex])
                    solver.updateVariables()
                },
                baseline: {
                    resolveFlip.toggle()
                    solve(resolveFlip ? wide : resolveNarrow)
                }))
        return cases
    }
}
