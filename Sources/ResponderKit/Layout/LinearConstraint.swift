import Foundation

/// `expression relation 0` at a strength (LY1): the solver's form of an `NSLayoutConstraint`
/// (`item1.attribute1 == multiplier × item2.attribute2 + constant` becomes
/// `item1 - multiplier × item2 - constant == 0`).
package final class LinearConstraint {
    package enum Relation: String {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// Each variable once, no zero coefficient. The constant changes only through
    /// `CassowarySolver.setConstant(_:of:)` (LY6) while the constraint is in a solver.
    package internal(set) var expression: LinearExpression
    package let relation: Relation
    package let strength: SolverStrength
    /// Shown in reports (the layer above puts the `NSLayoutConstraint`'s description here).
    package var label: String

    // Solver bookkeeping, owned by `solverOwner` (nil while in no solver), written only by that solver's
    // `SolverTableau`.
    var solverOwner: ObjectIdentifier?
    /// The symbol that tracks this constraint in the tableau (its slack, plus error or dummy), the
    /// second error symbol if any (-1 otherwise), and the marker's coefficient in the constraint's own
    /// equation before any sign change (used to shift the constant in place, LY6).
    var marker: Int32 = -1
    var other: Int32 = -1
    var markerCoefficient: Double = 0
    /// Index in the owner's constraint list.
    var slot = -1
    /// Order of addition to the owner (a re-solve adds the constraints again in this order, LY37).
    var serial = 0

    package init(
        _ expression: LinearExpression, _ relation: Relation, strength: SolverStrength = .required, label: String = ""
    ) {
        self.expression = expression.normalized()
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// `lhs relation rhs`, each side a variable, an expression or a number.
    package convenience init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: SolverStrength = .required, label: String = ""
    ) {
        self.init(lhs.linearExpression - rhs.linearExpression, relation, strength: strength, label: label)
    }
}

extension LinearConstraint: CustomStringConvertible {
    package var description: String {
        label.isEmpty ? "\(expression) \(relation.rawValue) 0 \(strength)" : label
    }
}
