import Foundation

/// `Σ coefficient × variable + constant`, the left side of every solver constraint (LY1).
package struct LinearExpression {
    package struct Term {
        package var variable: LayoutVariable
        package var coefficient: Double

        package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    package var terms: [Term]
    package var constant: Double

    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: LayoutVariable) {
        self.init([Term(variable)])
    }

    package init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable once and no zero coefficient, keeping first appearance
    /// order (the solver's results do not depend on it; reports are easier to read in written order).
    /// A constraint's expression has a handful of terms: a linear search merges them without hashing
    /// (`layout.table1000`, BENCHMARKS.md "Expressions without hashing").
    func normalized() -> LinearExpression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        if terms.count <= 16 {
            for term in terms {
                if let at = merged.firstIndex(where: { $0.variable === term.variable }) {
                    merged[at].coefficient += term.coefficient
                } else {
                    merged.append(term)
                }
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in terms {
                let key = ObjectIdentifier(term.variable)
                if let at = index[key] {
                    merged[at].coefficient += term.coefficient
                } else {
                    index[key] = merged.count
                    merged.append(term)
                }
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return LinearExpression(merged, constant: constant)
    }

    /// Appends `coefficient × variable`; `normalized()` merges repeated variables.
    mutating func append(_ variable: LayoutVariable, times coefficient: Double) {
        terms.append(Term(variable, coefficient))
    }
}

extension LinearExpression: CustomStringConvertible {
    package var description: String {
        var parts: [String] = []
        for term in terms {
            let coefficient = term.coefficient == 1 ? "" : "\(term.coefficient)*"
            parts.append(coefficient + term.variable.description)
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// Arithmetic for building expressions: `left * 2 + right - 10`.
package func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

package func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
}

package func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
}

package func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
}

package func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
}

package func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
}

package func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
}

package func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
}

package func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
}

package func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
}

package func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
        lhs.terms.map { LinearExpression.Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}

package func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) * rhs
}

package func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs) * lhs
}

/// What can stand on either side of a constraint.
package protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { self }
}

extension LayoutVariable: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    package var linearExpression: LinearExpression { LinearExpression(constant: self) }
}
