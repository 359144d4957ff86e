import Foundation
import ResponderKit
import Testing

/// The conflict of a refused request, or nil if it was not refused as unsatisfiable.
private func conflict(_ request: () throws(SolverError) -> Void) -> SolverConflict? {
    do {
        try request()
    } catch .unsatisfiable(let conflict) {
        return conflict
    } catch {
        Issue.record("expected .unsatisfiable, got \(error)")
    }
    return nil
}

private func identities(_ constraints: LinearConstraint...) -> [ObjectIdentifier] {
    constraints.map(ObjectIdentifier.init)
}

@Suite struct SolverConflictTests {
    @Test("LY7: a contradicting required equality is refused, naming it and the one it contradicts; nothing changes")
    func contradictingEqualities() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let ten = LinearConstraint(x, .equal, 10, label: "x == 10")
        let unrelated = LinearConstraint(y, .equal, 3, label: "y == 3")
        try solver.addConstraint(ten)
        try solver.addConstraint(unrelated)
        let twenty = LinearConstraint(x, .equal, 20, label: "x == 20")
        let found = try #require(conflict { () throws(SolverError) in try solver.addConstraint(twenty) })
        #expect(found.refused == ObjectIdentifier(twenty))
        #expect(found.conflicting == identities(ten))
        #expect(solver.constraints(in: found).map(ObjectIdentifier.init) == identities(ten))
        #expect(found.description.hasPrefix("Unable to simultaneously satisfy constraints: x == 20 conflicts with:"))
        #expect(!solver.hasConstraint(twenty) && solver.constraintCount == 2)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 3)
        #expect(solver.invariantViolations().isEmpty)
        // The refused constraint was not kept: once the contradiction is gone it can be added.
        try solver.removeConstraint(ten)
        try solver.addConstraint(twenty)
        #expect(solver.value(of: x) == 20)
    }

    @Test("LY7: inequalities that cannot all hold (found by phase 1) name the chain of constraints involved")
    func contradictingInequalities() throws {
        let solver = CassowarySolver()
        let a = LayoutVariable("a")
        let b = LayoutVariable("b")
        let c = LayoutVariable("c")
        let offset = LinearConstraint(a, .equal, b + 10, label: "a == b + 10")
        let floor = LinearConstraint(b, .greaterThanOrEqual, 5, label: "b >= 5")
        let unrelated = LinearConstraint(c, .lessThanOrEqual, 1, label: "c <= 1")
        let weak = LinearConstraint(a, .equal, 0, strength: .weak)
        for constraint in [offset, floor, unrelated, weak] { try solver.addConstraint(constraint) }
        let ceiling = LinearConstraint(a, .lessThanOrEqual, 12, label: "a <= 12")
        let found = try #require(conflict { () throws(SolverError) in try solver.addConstraint(ceiling) })
        #expect(Set(found.conflicting) == Set(identities(offset, floor)))
        #expect(solver.value(of: a) == 15)
        #expect(solver.invariantViolations().isEmpty)
        // A satisfiable bound is still accepted afterwards.
        try solver.addConstraint(LinearConstraint(a, .lessThanOrEqual, 20))
        #expect(solver.value(of: a) == 15)
    }

    @Test("LY7: optional constraints are never refused: they give way to required ones")
    func optionalNeverRefused() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        try solver.addConstraint(LinearConstraint(x, .equal, 10))
        try solver.addConstraint(LinearConstraint(x, .equal, 20, strength: SolverStrength(priority: 999)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("LY7: a constant change that contradicts required constraints is refused; the old constant stays")
    func refusedConstantChange() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let floor = LinearConstraint(x, .greaterThanOrEqual, 10, label: "x >= 10")
        let ceiling = LinearConstraint(x, .lessThanOrEqual, 20, label: "x <= 20")
        try solver.addConstraint(floor)
        try solver.addConstraint(ceiling)
        try solver.addConstraint(LinearConstraint(x, .equal, 0, strength: .weak))
        let found = try #require(conflict { () throws(SolverError) in try solver.setConstant(-30, of: floor) })
        #expect(found.refused == ObjectIdentifier(floor) && found.conflicting == identities(ceiling))
        #expect(floor.expression.constant == -10)
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
        try solver.setConstant(-15, of: floor)
        #expect(solver.value(of: x) == 15)
    }

    @Test("LY7: a redundant required equality is accepted; changing its constant alone then contradicts")
    func redundantEquality() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let first = LinearConstraint(x, .equal, y + 10, label: "x == y + 10")
        let second = LinearConstraint(x * 2, .equal, y * 2 + 20, label: "2x == 2y + 20")
        try solver.addConstraint(first)
        try solver.addConstraint(LinearConstraint(y, .equal, 5))
        try solver.addConstraint(second)
        #expect(solver.value(of: x) == 15)
        let found = try #require(conflict { () throws(SolverError) in try solver.setConstant(-30, of: second) })
        #expect(found.conflicting == identities(first))
        #expect(solver.value(of: x) == 15)
        try solver.removeConstraint(first)
        try solver.setConstant(-30, of: second)
        #expect(solver.value(of: x) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY8: a required residue below 1e-8 is rounding (accepted); one above it is a contradiction")
    func tolerance() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        try solver.addConstraint(LinearConstraint(x, .equal, 0.1))
        try solver.addConstraint(LinearConstraint(y, .equal, 0.2))
        try solver.addConstraint(LinearConstraint(x + y, .equal, 0.3))  // 0.1 + 0.2 != 0.3 in binary
        #expect(solver.constraintCount == 3)
        #expect(
            conflict { () throws(SolverError) in try solver.addConstraint(LinearConstraint(x, .equal, 0.1 + 2e-8)) }
                != nil)
    }

    @Test("LY9: bad input is refused with the reason, and the solver is unchanged")
    func badInput() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let kept = LinearConstraint(x, .equal, 5)
        try solver.addConstraint(kept)
        let refused: [(LinearConstraint, String)] = [
            (LinearConstraint(LinearExpression([.init(x, .nan)]), .equal), "invalid value: coefficient nan"),
            (LinearConstraint(x, .equal, Double.infinity), "invalid value: constant -inf"),
            (LinearConstraint(x, .equal, 1, strength: SolverStrength(priority: 0)), "invalid value: strength @0.0"),
            (LinearConstraint(x, .equal, 1, strength: SolverStrength(priority: 1001)), "invalid value: strength @1001"),
            (LinearConstraint(x, .equal, 1, strength: SolverStrength(priority: .nan)), "invalid value: strength @nan"),
            (
                LinearConstraint(x, .equal, 1, strength: SolverStrength(priority: 500, weight: 0)),
                "invalid value: strength"
            ),
            (kept, "constraint already added"),
        ]
        for (constraint, message) in refused {
            #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
            do {
                try solver.addConstraint(constraint)
            } catch {
                #expect(error.description.hasPrefix(message), "\(error)")
            }
        }
        let stranger = LinearConstraint(x, .equal, 1)
        #expect(throws: SolverError.unknownConstraint(stranger.description)) { try solver.removeConstraint(stranger) }
        #expect(throws: SolverError.unknownEditVariable("x")) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable("x")) { try solver.addEditVariable(x, strength: .required) }
        try solver.addEditVariable(x, strength: .weak)
        #expect(throws: SolverError.duplicateEditVariable("x")) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try solver.setConstant(.infinity, of: kept) }
        // One solver per variable and constraint.
        let other = CassowarySolver()
        #expect(throws: SolverError.inAnotherSolver("variable x of \(stranger)")) { try other.addConstraint(stranger) }
        #expect(throws: SolverError.inAnotherSolver(kept.description)) { try other.addConstraint(kept) }
        #expect(solver.constraintCount == 2 && solver.value(of: x) == 5)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY10: a variable is ambiguous while some other value is as good at every priority")
    func ambiguity() throws {
        let solver = CassowarySolver()
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let free = LayoutVariable("free")
        #expect(solver.isAmbiguous(free))  // in no constraint
        try solver.addConstraint(LinearConstraint(x + y, .equal, 100))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        let pin = LinearConstraint(x, .equal, 30, strength: .weak)
        try solver.addConstraint(pin)  // an optional constraint that holds fixes it too
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        try solver.removeConstraint(pin)
        try solver.addConstraint(LinearConstraint(x, .greaterThanOrEqual, 0))
        #expect(solver.isAmbiguous(x))  // x may still grow
        try solver.addConstraint(LinearConstraint(x, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))  // squeezed to 0 (degenerate rows block it)
        #expect(solver.value(of: y) == 100)
    }
}
