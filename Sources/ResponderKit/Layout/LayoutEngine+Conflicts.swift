import Foundation

/// Unsatisfiable required constraints (LY18): UIKit logs "Unable to simultaneously satisfy constraints",
/// breaks one of them and lays out with the rest. Here the log goes to `simulator.issues`, naming every
/// constraint in the conflict (the solver's proof, LY7) and the one broken: the newest user constraint
/// among them (installation order), else the newest of UIKit's own. A broken constraint stays active
/// but out of the layout until its constant or priority changes or it is activated again.
extension LayoutEngine {
    func recover(from conflict: SolverConflict, adding constraint: NSLayoutConstraint) {
        let victim = breakOne(of: [constraint] + involved(in: conflict))
        if victim === constraint {
            broken.insert(ObjectIdentifier(constraint))
        } else {
            add(constraint)  // without the broken one; each retry breaks another, so this ends
        }
    }

    /// A constant change that contradicts: the solver kept the old constant (LY7).
    func recover(from conflict: SolverConflict, changing constraint: NSLayoutConstraint) {
        let victim = breakOne(of: [constraint] + involved(in: conflict))
        if victim !== constraint { constantDidChange(constraint) }
    }

    private func involved(in conflict: SolverConflict) -> [NSLayoutConstraint] {
        solver.constraints(in: conflict).compactMap { owners[ObjectIdentifier($0)] }
    }

    /// Picks, logs and (unless it is the one being added) takes out the constraint to break.
    private func breakOne(of candidates: [NSLayoutConstraint]) -> NSLayoutConstraint {
        let users = candidates.filter { !$0.isSystem }
        let pool = users.isEmpty ? candidates : users
        let victim = pool.max { $0.serial < $1.serial } ?? candidates[0]
        report(Self.unsatisfiableMessage(candidates, breaking: victim))
        if linear[ObjectIdentifier(victim)] != nil {
            removeFromSolver(victim)
            broken.insert(ObjectIdentifier(victim))
        }
        return victim
    }

    /// UIKit's log, without addresses (L2).
    static func unsatisfiableMessage(_ constraints: [NSLayoutConstraint], breaking victim: NSLayoutConstraint)
        -> String
    {
        let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return "Unable to simultaneously satisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "(\n\(list)\n)\n\nWill attempt to recover by breaking constraint \n\(victim)"
    }
}
