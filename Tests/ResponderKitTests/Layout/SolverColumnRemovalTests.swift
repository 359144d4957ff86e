import Foundation
import ResponderKit
import Testing

/// LY38: rows leave a shared column by swap-removal at their recorded position. Every view pinned to
/// one edge gives a row holding that edge's symbol, so its column has one entry per pin; removals in
/// any order must keep each remaining row's position right (`invariantViolations` checks each cell's
/// position against its column) and the solution what a fresh solve gives.
@Suite struct SolverColumnRemovalTests {
    /// `count` variables each pinned to `edge + i` (required) and a weak stay on the edge.
    private func pinned(_ count: Int) throws -> (CassowarySolver, LayoutVariable, [LayoutVariable], [LinearConstraint])
    {
        let solver = CassowarySolver()
        let edge = LayoutVariable("edge")
        try solver.addConstraint(LinearConstraint(edge, .equal, 7, strength: .weak))
        var variables: [LayoutVariable] = []
        var pins: [LinearConstraint] = []
        for index in 0..<count {
            let variable = LayoutVariable("v\(index)")
            let pin = LinearConstraint(variable, .equal, edge + Double(index))
            try solver.addConstraint(pin)
            variables.append(variable)
            pins.append(pin)
        }
        return (solver, edge, variables, pins)
    }

    @Test(
        "LY38: pins to one edge removed first to last, last to first and interleaved keep the tableau sound",
        arguments: ["forward", "backward", "interleaved"])
    func removalOrders(_ order: String) throws {
        let count = 60
        let (solver, edge, variables, pins) = try pinned(count)
        var removing = Array(0..<count)
        if order == "backward" { removing.reverse() }
        if order == "interleaved" {
            removing = removing.filter { $0 % 2 == 0 } + removing.filter { $0 % 2 == 1 }.reversed()
        }
        var removed = Set<Int>()
        for index in removing.prefix(count - 5) {
            try solver.removeConstraint(pins[index])
            removed.insert(index)
            #expect(solver.invariantViolations().isEmpty, "after removing pin \(index) (\(order))")
        }
        #expect(solver.value(of: edge) == 7)
        for index in 0..<count where !removed.contains(index) {
            #expect(solver.value(of: variables[index]) == 7 + Double(index))
        }
        // Added again, in another order: positions are assigned afresh.
        for index in removed.sorted().reversed() { try solver.addConstraint(pins[index]) }
        #expect(solver.invariantViolations().isEmpty)
        for index in 0..<count { #expect(solver.value(of: variables[index]) == 7 + Double(index)) }
    }

    @Test("LY38: an edit on the shared edge after removals moves every remaining pin with it")
    func editAfterRemovals() throws {
        let (solver, edge, variables, pins) = try pinned(40)
        for index in stride(from: 0, to: 40, by: 3) { try solver.removeConstraint(pins[index]) }
        try solver.addEditVariable(edge, strength: .strong)
        try solver.suggestValue(-20, for: edge)
        #expect(solver.invariantViolations().isEmpty)
        for index in 0..<40 where index % 3 != 0 { #expect(solver.value(of: variables[index]) == -20 + Double(index)) }
    }
}
