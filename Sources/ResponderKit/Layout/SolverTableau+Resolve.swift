import Foundation

/// Constants of extreme magnitude (LY37). An in-place shift (LY6) adds `new − old` to row constants
/// that also hold the other constraints' small constants: after a shift to 1e308 and back, those are
/// rounded away for good (a double keeps 53 bits). So an edit to or from a magnitude of
/// `incrementalConstantLimit` or more re-solves from scratch instead — the constraints added again in
/// their order of addition, edit variables kept — which is exactly what a fresh solve gives. An edit
/// whose solution would not be finite is refused and the old constant kept.
extension SolverTableau {
    /// From this magnitude, a shift would cost more than 1e-9 of precision on the small constants.
    static let incrementalConstantLimit = 1e7

    mutating func resolve(setting constant: Double, of constraint: LinearConstraint) throws(SolverError) {
        let old = constraint.expression.constant
        let ordered = constraints.sorted { $0.serial < $1.serial }
        let edits = variables.compactMap { variable in variable.editConstraint.map { (variable, $0) } }
        constraint.expression.constant = constant
        var failure = rebuild(ordered, edits)
        if failure == nil, !allConstantsFinite {
            failure = .invalidValue("constant \(constant) of \(constraint): the solution would not be finite")
        }
        guard let failure else { return }
        constraint.expression.constant = old
        if let again = rebuild(ordered, edits) {
            throw .internalError("could not restore \(constraint): \(again)")
        }
        throw failure
    }

    private var allConstantsFinite: Bool {
        rows.allSatisfy { $0.constant.isFinite } && objectives.allSatisfy { $0.constant.isFinite }
    }

    /// Empties the tableau and adds `ordered` again; the first refusal, if any.
    private mutating func rebuild(
        _ ordered: [LinearConstraint], _ edits: [(LayoutVariable, LinearConstraint)]
    ) -> SolverError? {
        reset()
        for constraint in ordered {
            do {
                try addConstraint(constraint)
            } catch {
                return error
            }
        }
        for (variable, constraint) in edits where constraint.solverOwner == owner {
            variable.editConstraint = constraint
        }
        return nil
    }
}
