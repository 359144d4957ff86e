import Foundation
import ResponderKit
import Testing

/// LY37: a constant edited through an extreme magnitude and back leaves the solver as a fresh solve of the
/// same constraints would — checked against our own fresh solver and against kiwisolver (LY11), which
/// replays each constant change as a removal and a fresh add. Before LY37 an in-place shift to 1e308 and
/// back rounded every other constant of the chain away (all views at 89).
@MainActor @Suite struct ExtremeConstantTests {
    /// x0 = 0; x(i+1) = x(i) + 10 + i; widths w(i) >= 20 (required), w(i) = 44 (strong): `count` links.
    struct Chain {
        let variables: [LayoutVariable]
        let constraints: [LinearConstraint]
        var ops: [[String: Any]] = []

        init(count: Int) {
            let variables = (0..<(2 * count + 1)).map { LayoutVariable("v\($0)") }
            self.variables = variables
            var made: [LinearConstraint] = []
            var ops: [[String: Any]] = []
            func add(
                _ terms: [(Int, Double)], _ constant: Double, _ relation: LinearConstraint.Relation,
                _ strength: SolverStrength
            ) {
                let expression = LinearExpression(
                    terms.map { LinearExpression.Term(variables[$0.0], $0.1) }, constant: constant)
                made.append(LinearConstraint(expression, relation, strength: strength))
                ops.append([
                    "op": "add", "id": ops.count, "terms": terms.map { [$0.0, $0.1] as [Any] }, "constant": constant,
                    "relation": relation.rawValue,
                    "strength": strength.isRequired ? NSNull() : Double(strength.priority) as Any,
                ])
            }
            add([(0, 1)], 0, .equal, .required)
            for link in 0..<count {
                add([(link + 1, 1), (link, -1)], -Double(10 + link), .equal, .required)
                let width = count + 1 + link
                add([(width, 1)], -20, .greaterThanOrEqual, .required)
                add([(width, 1)], -44, .equal, .strong)
            }
            constraints = made
            self.ops = ops
        }

        mutating func setConstant(_ constant: Double, of index: Int, in solver: CassowarySolver) throws {
            try solver.setConstant(constant, of: constraints[index])
            ops.append(["op": "constant", "id": index, "constant": constant])
        }

        /// kiwisolver's fresh solve of the constraints with their constants now (no edit history: its own
        /// remove-and-add of a constraint at 1e308 rounds the other rows too).
        func kiwiValues() throws -> [Double] {
            var fresh = ops.filter { $0["op"] as? String == "add" }
            for (index, constraint) in constraints.enumerated() {
                fresh[index]["constant"] = constraint.expression.constant
            }
            let output = try KiwiOracle.run(["systems": [["variables": variables.count, "ops": fresh]]])
            let results = try #require(output["results"] as? [[[String: Any]]])
            return try #require(results.first?.last?["values"] as? [Double])
        }
    }

    /// A new solver given the chain's constraints as they are now, from scratch.
    private func freshValues(_ chain: Chain) throws -> [Double] {
        let variables = chain.variables.map { LayoutVariable($0.name) }
        var renamed: [ObjectIdentifier: LayoutVariable] = [:]
        for (old, new) in zip(chain.variables, variables) { renamed[ObjectIdentifier(old)] = new }
        let solver = CassowarySolver()
        for original in chain.constraints {
            let terms = original.expression.terms.map {
                LinearExpression.Term(renamed[ObjectIdentifier($0.variable)]!, $0.coefficient)
            }
            try solver.addConstraint(
                LinearConstraint(
                    LinearExpression(terms, constant: original.expression.constant), original.relation,
                    strength: original.strength))
        }
        return variables.map { solver.value(of: $0) }
    }

    @Test("LY37: 99 -> 1e308 -> 99 on a link of a chain gives the fresh solve's values, as kiwisolver's")
    func throughTheExtremeAndBack() throws {
        var chain = Chain(count: 20)
        let solver = CassowarySolver()
        for constraint in chain.constraints { try solver.addConstraint(constraint) }
        for magnitude in [1e308, -1e300, 1e200, 5e7, 3] {
            try chain.setConstant(magnitude, of: 1, in: solver)
            try chain.setConstant(-99, of: 1, in: solver)
        }
        let values = chain.variables.map { solver.value(of: $0) }
        #expect(values[1] == 99 && values[2] == 99 + 11 && values[20] == Double(99 + (11...29).reduce(0, +)))
        #expect(values == (try freshValues(chain)))
        let kiwi = try chain.kiwiValues()
        #expect(zip(values, kiwi).allSatisfy { abs($0 - $1) < 1e-6 })
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("LY37: an edit variable suggested an extreme value and back keeps the other constants exact")
    func editVariableAcrossMagnitudes() throws {
        let chain = Chain(count: 5)
        let solver = CassowarySolver()
        for constraint in chain.constraints { try solver.addConstraint(constraint) }
        let width = chain.variables[6]
        try solver.addEditVariable(width, strength: SolverStrength(priority: 900))
        try solver.suggestValue(1e300, for: width)
        #expect(solver.value(of: width) == 1e300)
        try solver.suggestValue(30, for: width)
        #expect(solver.value(of: width) == 30)
        #expect(chain.variables.prefix(6).map { solver.value(of: $0) } == [0, 10, 21, 33, 46, 60])
        #expect(solver.hasEditVariable(width))
        try solver.suggestValue(31, for: width)  // still an edit variable, edited in place again
        #expect(solver.value(of: width) == 31)
    }

    @Test("LY37: an edit whose solution would not be finite is refused and the old constant kept")
    func overflowingSolutionRefused() throws {
        let chain = Chain(count: 3)
        let solver = CassowarySolver()
        for constraint in chain.constraints { try solver.addConstraint(constraint) }
        try solver.setConstant(-1.5e308, of: chain.constraints[1])
        // x2 = x1 + 1.5e308 would be infinite.
        #expect(throws: SolverError.self) { try solver.setConstant(-1.5e308, of: chain.constraints[4]) }
        #expect(solver.value(of: chain.variables[1]) == 1.5e308)
        #expect(solver.value(of: chain.variables[2]) == 1.5e308 + 11)
        try solver.setConstant(-10, of: chain.constraints[1])
        #expect(chain.variables.prefix(4).map { solver.value(of: $0) } == [0, 10, 21, 33])
    }

    @Test("LY37: through NSLayoutConstraint: a view chain edited through .greatestFiniteMagnitude lays out as new")
    func throughUIKit() {
        func chain(_ simulator: EventSimulator) -> ([UIView], NSLayoutConstraint) {
            var views: [UIView] = []
            var previous = simulator.window.leadingAnchor
            var first: NSLayoutConstraint?
            for index in 0..<8 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                simulator.window.addSubview(view)
                let lead = view.leadingAnchor.constraint(equalTo: previous, constant: Double(10 + index))
                first = first ?? lead
                NSLayoutConstraint.activate([
                    lead, view.widthAnchor.constraint(equalToConstant: 20),
                    view.topAnchor.constraint(equalTo: simulator.window.topAnchor),
                    view.heightAnchor.constraint(equalToConstant: 5),
                ])
                previous = view.trailingAnchor
                views.append(view)
            }
            return (views, first!)
        }
        let edited = EventSimulator()
        let (views, lead) = chain(edited)
        edited.advance(by: 0)
        lead.constant = .greatestFiniteMagnitude
        edited.advance(by: 0)
        lead.constant = 10
        edited.advance(by: 0)
        let fresh = EventSimulator()
        let (freshViews, _) = chain(fresh)
        fresh.advance(by: 0)
        #expect(views.map(\.frame) == freshViews.map(\.frame))
        #expect(views[7].frame.minX == 248)  // (10 + 11 + ... + 17) + 7 × 20
    }
}
