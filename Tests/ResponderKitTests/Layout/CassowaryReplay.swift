import Foundation
import ResponderKit

/// The outcome of one step: accepted or refused, every variable's value afterwards, and the
/// constraints and edits in force then (to weigh a solution, see `ActiveSystem.costs`).
struct StepOutcome {
    let accepted: Bool
    let values: [Double]
    let active: ActiveSystem
}

/// The constraints and edits in force after a step, as the generator wrote them.
struct ActiveSystem {
    struct Constraint {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: LinearConstraint.Relation
        var strength: SolverStrength?
    }

    var constraints: [Int: Constraint] = [:]
    var edits: [Int: (strength: SolverStrength, value: Double)] = [:]

    mutating func apply(_ step: SolverStep, accepted: Bool) {
        guard accepted else { return }
        switch step {
        case .add(let id, let terms, let constant, let relation, let strength):
            constraints[id] = Constraint(terms: terms, constant: constant, relation: relation, strength: strength)
        case .remove(let id): constraints[id] = nil
        case .constant(let id, let value): constraints[id]?.constant = value
        case .edit(let variable, let strength): edits[variable] = (strength, 0)
        case .suggest(let variable, let value): edits[variable]?.value = value
        case .unedit(let variable): edits[variable] = nil
        }
    }

    /// How a solution fares: the largest violation of a required constraint, the weighted error at each
    /// priority level (our objective, compared lexicographically, LY3) and kiwisolver's numeric objective.
    func costs(_ values: [Double], in system: RandomConstraintSystem) -> (
        violation: Double, levels: [Double], numeric: Double
    ) {
        var violation = 0.0
        var levels = [Double](repeating: 0, count: system.levels.count)
        var numeric = 0.0
        func weigh(_ error: Double, _ strength: SolverStrength) {
            levels[system.levels.firstIndex(of: strength.priority)!] += strength.weight * error
            numeric += system.kiwiWeight(strength) * error
        }
        for constraint in constraints.values {
            let value = constraint.terms.reduce(constraint.constant) { $0 + $1.coefficient * values[$1.variable] }
            let error: Double
            switch constraint.relation {
            case .equal: error = abs(value)
            case .lessThanOrEqual: error = max(value, 0)
            case .greaterThanOrEqual: error = max(-value, 0)
            }
            if let strength = constraint.strength { weigh(error, strength) } else { violation = max(violation, error) }
        }
        for (variable, edit) in edits { weigh(abs(values[variable] - edit.value), edit.strength) }
        return (violation, levels, numeric)
    }
}

/// Replays a system on our solver, checking the tableau's invariants after every step.
func replayOnCassowary(_ system: RandomConstraintSystem) -> (outcomes: [StepOutcome], problems: [String]) {
    let solver = CassowarySolver()
    let variables = (0..<system.variableCount).map { LayoutVariable("v\($0)") }
    var constraints: [Int: LinearConstraint] = [:]
    var active = ActiveSystem()
    var outcomes: [StepOutcome] = []
    var problems: [String] = []
    for (index, step) in system.steps.enumerated() {
        var accepted = true
        do {
            switch step {
            case .add(let id, let terms, let constant, let relation, let strength):
                let expression = LinearExpression(
                    terms.map { .init(variables[$0.variable], $0.coefficient) }, constant: constant)
                let constraint = LinearConstraint(expression, relation, strength: strength ?? .required)
                do {
                    try solver.addConstraint(constraint)
                    constraints[id] = constraint
                } catch .unsatisfiable { accepted = false }
            case .remove(let id):
                // A constraint refused earlier is not there to remove (the oracle skips it alike).
                if let constraint = constraints.removeValue(forKey: id) { try solver.removeConstraint(constraint) }
            case .constant(let id, let value):
                guard let constraint = constraints[id] else { break }
                do { try solver.setConstant(value, of: constraint) } catch .unsatisfiable { accepted = false }
            case .edit(let variable, let strength): try solver.addEditVariable(variables[variable], strength: strength)
            case .suggest(let variable, let value): try solver.suggestValue(value, for: variables[variable])
            case .unedit(let variable): try solver.removeEditVariable(variables[variable])
            }
        } catch {
            problems.append("step \(index) \(step): unexpected error \(error)")
        }
        solver.updateVariables()
        active.apply(step, accepted: accepted && (constraintExists(step, constraints)))
        outcomes.append(StepOutcome(accepted: accepted, values: variables.map(\.value), active: active))
        problems += solver.invariantViolations().map { "step \(index) \(step): \($0)" }
    }
    return (outcomes, problems)
}

/// Whether a remove or constant step found its constraint (a refused constraint's steps do nothing).
private func constraintExists(_ step: SolverStep, _ constraints: [Int: LinearConstraint]) -> Bool {
    switch step {
    case .constant(let id, _): return constraints[id] != nil
    default: return true
    }
}
