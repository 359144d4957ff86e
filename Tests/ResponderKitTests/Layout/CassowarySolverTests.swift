import Foundation
import ResponderKit
import Testing

/// Adds each constraint, failing the test on a refusal.
private func add(_ solver: CassowarySolver, _ constraints: LinearConstraint...) throws {
    for constraint in constraints { try solver.addConstraint(constraint) }
}

/// The paper's running example: a midpoint between a left and a right edge.
private struct Midpoint {
    let solver = CassowarySolver()
    let left = LayoutVariable("xl")
    let middle = LayoutVariable("xm")
    let right = LayoutVariable("xr")

    /// `2·xm == xl + xr`, `xl + 10 <= xr`, `xr <= 100`, `xl >= 0` (required) and weak stays xl = 10 and
    /// xr = 60 (the right one twice as stiff).
    init() throws {
        try add(
            solver,
            LinearConstraint(middle * 2, .equal, left + right),
            LinearConstraint(left + 10, .lessThanOrEqual, LinearExpression(right)),
            LinearConstraint(right, .lessThanOrEqual, 100),
            LinearConstraint(left, .greaterThanOrEqual, 0),
            LinearConstraint(left, .equal, 10, strength: .weak),
            LinearConstraint(right, .equal, 60, strength: SolverStrength(priority: 250, weight: 2)))
    }

    var values: [Double] {
        solver.updateVariables()
        return [left.value, middle.value, right.value]
    }
}

@Suite struct CassowarySolverTests {
    @Test("LY2: the paper's midpoint example: required constraints hold, the stays are kept")
    func midpoint() throws {
        let scene = try Midpoint()
        #expect(scene.values == [10, 35, 60])
        #expect(scene.solver.invariantViolations().isEmpty)
    }

    @Test(
        "LY6: dragging the midpoint (strong edit): stays give way, the stiffer one least; past the limit the edit yields"
    )
    func midpointEdit() throws {
        let scene = try Midpoint()
        try scene.solver.addEditVariable(scene.middle, strength: .strong)
        #expect(scene.solver.hasEditVariable(scene.middle))
        try scene.solver.suggestValue(70, for: scene.middle)
        // xl + xr = 140 and xl <= xr - 10; cost |xl - 10| + 2|xr - 60| is least at xr = 75.
        #expect(scene.values == [65, 70, 75])
        try scene.solver.suggestValue(100, for: scene.middle)
        // xm = 100 needs xl = 100 > xr - 10: the strong edit gets as close as the required ones allow.
        #expect(scene.values == [90, 95, 100])
        try scene.solver.removeEditVariable(scene.middle)
        #expect(!scene.solver.hasEditVariable(scene.middle))
        #expect(scene.values == [10, 35, 60])
        #expect(scene.solver.invariantViolations().isEmpty)
    }

    @Test("LY3: a stronger constraint wins outright; removing it lets the weaker one hold")
    func strongerWins() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let strong = LinearConstraint(x, .equal, 200, strength: .strong)
        try add(solver, LinearConstraint(x, .equal, 100, strength: .weak), strong)
        #expect(solver.value(of: x) == 200)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 100)
    }

    @Test("LY3: priorities are levels, not numbers: one constraint at 999 beats a hundred at 998")
    func prioritiesAreLexicographic() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        for _ in 0..<100 { try add(solver, LinearConstraint(x, .equal, 1, strength: SolverStrength(priority: 998))) }
        try add(solver, LinearConstraint(x, .equal, 2, strength: SolverStrength(priority: 999)))
        #expect(solver.value(of: x) == 2)
        // A weight never lifts a constraint above a higher priority: 750 × 1000 still loses to 751.
        let y = LayoutVariable("y")
        try add(
            solver, LinearConstraint(y, .equal, 5, strength: SolverStrength(priority: 750, weight: 1000)),
            LinearConstraint(y, .equal, 7, strength: SolverStrength(priority: 751)))
        #expect(solver.value(of: y) == 7)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY3: within one priority the weighted error is least (the heavier pull wins)")
    func weightsWithinALevel() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        try add(
            solver, LinearConstraint(x, .equal, 0, strength: .medium),
            LinearConstraint(x, .equal, 10, strength: SolverStrength(priority: 500, weight: 3)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("LY3: an optional constraint that cannot hold is violated as little as possible")
    func optionalMinimizesViolation() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        try add(
            solver, LinearConstraint(x, .lessThanOrEqual, 50),
            LinearConstraint(x, .greaterThanOrEqual, 100, strength: .strong),
            LinearConstraint(x, .equal, 0, strength: .weak))
        #expect(solver.value(of: x) == 50)
    }

    @Test("LY4: a required inequality bounds a weak preference; an optional one below it cannot pull past it")
    func inequality() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let atLeast10 = LinearConstraint(x, .greaterThanOrEqual, 10)
        try add(solver, LinearConstraint(x, .equal, 0, strength: .weak), atLeast10)
        #expect(solver.value(of: x) == 10)
        try add(solver, LinearConstraint(x, .lessThanOrEqual, 5, strength: SolverStrength(priority: 999)))
        #expect(solver.value(of: x) == 10)
        try add(solver, LinearConstraint(x, .lessThanOrEqual, 30))
        try add(solver, LinearConstraint(x, .greaterThanOrEqual, 25, strength: .strong))
        #expect(solver.value(of: x) == 10)  // 999 (x <= 5) outranks 750 (x >= 25)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY5: removing a constraint gives what a solver that never had it gives; it can be added again")
    func removeAndReAdd() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let sum = LinearConstraint(x + y, .equal, 100)
        let floor = LinearConstraint(x, .greaterThanOrEqual, 70)
        try add(
            solver, sum, floor, LinearConstraint(x, .equal, 40, strength: .weak),
            LinearConstraint(y, .equal, 50, strength: .medium))
        solver.updateVariables()
        #expect([x.value, y.value] == [70, 30])
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect([x.value, y.value] == [50, 50])  // y's medium stay outranks x's weak one
        #expect(!solver.hasConstraint(floor))
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect([x.value, y.value] == [70, 30])
        try solver.removeConstraint(sum)
        solver.updateVariables()
        #expect([x.value, y.value] == [70, 50])
        #expect(solver.constraintCount == 3)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY6: a constant change is solved in place and equals a fresh solve with the new constant")
    func constantChangeMatchesFreshSolve() throws {
        // A row of three boxes in a 300-point container: lefts and widths, spacing 8, equal widths.
        func build(spacing: Double) throws -> (CassowarySolver, [LayoutVariable], LinearConstraint) {
            let solver = CassowarySolver()
            let lefts = (0..<3).map { LayoutVariable("left\($0)") }
            let widths = (0..<3).map { LayoutVariable("width\($0)") }
            let gap = LinearConstraint(lefts[1], .equal, lefts[0] + widths[0] + spacing)
            try add(
                solver, LinearConstraint(lefts[0], .equal, 16), gap,
                LinearConstraint(lefts[2], .equal, lefts[1] + widths[1] + 8),
                LinearConstraint(lefts[2] + widths[2], .equal, 284),
                LinearConstraint(
                    widths[0], .equal, LinearExpression(widths[1]), strength: SolverStrength(priority: 999)),
                LinearConstraint(
                    widths[1], .equal, LinearExpression(widths[2]), strength: SolverStrength(priority: 999)),
                LinearConstraint(widths[0], .greaterThanOrEqual, 44))
            return (solver, lefts + widths, gap)
        }
        let (solver, variables, gap) = try build(spacing: 8)
        try solver.setConstant(-20, of: gap)  // `left1 - left0 - width0 - 20 == 0`
        let (fresh, freshVariables, _) = try build(spacing: 20)
        solver.updateVariables()
        fresh.updateVariables()
        #expect(gap.expression.constant == -20)
        for (ours, theirs) in zip(variables, freshVariables) { #expect(abs(ours.value - theirs.value) < 1e-9) }
        #expect(variables[3].value == 80)  // (268 - 20 - 8) / 3
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY6: suggestions move an edit variable as far as stronger constraints allow, many times over")
    func suggestions() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let width = LayoutVariable("width")
        try add(
            solver, LinearConstraint(x, .greaterThanOrEqual, 0), LinearConstraint(x + width, .lessThanOrEqual, 320),
            LinearConstraint(width, .equal, 100, strength: SolverStrength(priority: 999)))
        try solver.addEditVariable(x, strength: .strong)
        for target in stride(from: -50.0, through: 400, by: 25) {
            try solver.suggestValue(target, for: x)
            #expect(solver.value(of: x) == min(max(target, 0), 220))
            #expect(solver.value(of: width) == 100)
        }
        #expect(solver.invariantViolations().isEmpty)
    }
}
