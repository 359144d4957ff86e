import Foundation
import ResponderKit

/// One step of a generated constraint system, replayed identically on our solver and on kiwisolver.
enum SolverStep {
    /// `Σ coefficient × v[variable] + constant (relation) 0`; `strength` nil means required.
    case add(
        id: Int, terms: [(variable: Int, coefficient: Double)], constant: Double,
        relation: LinearConstraint.Relation, strength: SolverStrength?)
    case remove(id: Int)
    case constant(id: Int, value: Double)
    case edit(variable: Int, strength: SolverStrength)
    case suggest(variable: Int, value: Double)
    case unedit(variable: Int)
}

/// A random constraint system with a unique solution at every step (LY11).
///
/// Why unique: Cassowary minimizes weighted absolute errors, which can have many optimal solutions
/// (two equal pulls in opposite directions leave a whole interval optimal), and two correct solvers
/// may then return different points. So every variable gets a "stay" at the lowest priority (1) that
/// is never removed, and every optional constraint, stay and edit gets its own generic weight in
/// [1, 2): a linear objective with generic weights over a polyhedron has a single optimal vertex, and
/// the stays make that vertex unique in the variables too. Any difference is then a real one.
///
/// Priorities are compared lexicographically by our solver (LY3) and numerically by kiwisolver, so each
/// system uses one or two random UIKit priorities plus the stays' level, given kiwi strengths 10^6, 1
/// and 10^-4 apart (`kiwiWeight`). Where a level's optimum is a near-tie (two vertices within about
/// 1/10,000 of each other at that level), kiwi's sum may still let the level below decide and the two
/// answers differ: the test then checks that the difference is exactly that (`SolverDifferentialTests`).
/// Values are multiples of 1/4 and weights of 1/1024, exact in JSON.
struct RandomConstraintSystem {
    let variableCount: Int
    /// The optional priorities in use, highest first (the stays' 1 last).
    let levels: [Float]
    var steps: [SolverStep] = []

    static let priorityPool: [Float] = [999, 751, 750, 500, 251, 250, 50, 2]
    static let coefficients: [Double] = [1, 1, 1, -1, -1, 2, -2, 0.5, 1.5]

    init(random: inout SplitMix64) {
        // Mostly small systems (where a difference is easy to read), one in five larger (up to 24 variables).
        variableCount = random.chance(0.2) ? random.int(9...24) : random.int(2...8)
        var pool = Self.priorityPool
        var chosen: [Float] = []
        for _ in 0..<random.int(1...2) { chosen.append(pool.remove(at: random.int(0...(pool.count - 1)))) }
        levels = chosen.sorted(by: >) + [1]

        var nextID = 0
        var live: [Int] = []  // removable constraints (not stays)
        var removed: [Int] = []
        var specs: [Int: SolverStep] = [:]
        var edited: [Int] = []
        for variable in 0..<variableCount {
            let stay = SolverStep.add(
                id: nextID, terms: [(variable, 1)], constant: -Self.quarter(&random, 100), relation: .equal,
                strength: SolverStrength(priority: 1, weight: Self.weight(&random)))
            steps.append(stay)
            nextID += 1
        }
        for _ in 0..<random.int(8...(variableCount > 8 ? 60 : 30)) {
            let roll = random.unit()
            if roll < 0.45 || live.isEmpty {
                let step = makeConstraint(id: nextID, sharing: live.map { specs[$0]! }, random: &random)
                specs[nextID] = step
                live.append(nextID)
                nextID += 1
                steps.append(step)
            } else if roll < 0.55 {
                let id = live.remove(at: random.int(0...(live.count - 1)))
                removed.append(id)
                steps.append(.remove(id: id))
            } else if roll < 0.60 && !removed.isEmpty {
                let id = removed.remove(at: random.int(0...(removed.count - 1)))
                live.append(id)
                steps.append(specs[id]!)
            } else if roll < 0.72 {
                // Half the time a required constraint, whose new constant may contradict others (LY7).
                let required = live.filter { if case .add(_, _, _, _, nil) = specs[$0] { true } else { false } }
                if !required.isEmpty && random.chance(0.5) {
                    steps.append(.constant(id: random.pick(required), value: Self.quarter(&random, 400)))
                } else {
                    steps.append(.constant(id: random.pick(live), value: Self.quarter(&random, 60)))
                }
            } else if roll < 0.80 && edited.count < variableCount {
                let variable = random.pick(Array(Set(0..<variableCount).subtracting(edited)).sorted())
                edited.append(variable)
                let priority = levels[random.int(0...(levels.count - 2))]
                steps.append(
                    .edit(
                        variable: variable, strength: SolverStrength(priority: priority, weight: Self.weight(&random))))
            } else if roll < 0.95 && !edited.isEmpty {
                steps.append(.suggest(variable: random.pick(edited), value: Self.quarter(&random, 100)))
            } else if !edited.isEmpty {
                steps.append(.unedit(variable: edited.remove(at: random.int(0...(edited.count - 1)))))
            }
        }
    }

    /// A constraint over one to three distinct variables, required 40 % of the time. One in four reuses
    /// the terms of a constraint already there (a second bound on the same sum), so that required
    /// constraints meet often enough for additions and constant changes to contradict them (LY7).
    private func makeConstraint(id: Int, sharing live: [SolverStep], random: inout SplitMix64) -> SolverStep {
        var variables = Array(0..<variableCount)
        var terms: [(variable: Int, coefficient: Double)] = []
        if !live.isEmpty && random.chance(0.25), case .add(_, let shared, _, _, _) = random.pick(live) {
            terms = shared
        } else {
            for _ in 0..<random.int(1...min(3, variableCount)) {
                let variable = variables.remove(at: random.int(0...(variables.count - 1)))
                terms.append((variable, random.pick(Self.coefficients)))
            }
        }
        let relation = random.pick([LinearConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let strength =
            random.chance(0.4)
            ? nil : SolverStrength(priority: levels[random.int(0...(levels.count - 2))], weight: Self.weight(&random))
        return .add(id: id, terms: terms, constant: Self.quarter(&random, 60), relation: relation, strength: strength)
    }

    static func quarter(_ random: inout SplitMix64, _ magnitude: Double) -> Double {
        ((random.unit() * 2 - 1) * magnitude * 4).rounded() / 4
    }

    static func weight(_ random: inout SplitMix64) -> Double { 1 + Double(random.int(0...1023)) / 1024 }

    /// kiwisolver's strength for ours (LY11): the weight times 10^6, 1 or 10^-4 for the first, second and
    /// stays' level from the bottom. Kiwi sums strengths numerically, so levels must be far apart for it
    /// to rank them as we do; its own strengths stop near 10^6 (larger ones leave rounding residue above
    /// its 10^-8 tolerance, and it then reports an unbounded objective), so at most three levels fit.
    func kiwiWeight(_ strength: SolverStrength) -> Double {
        let rank = levels.firstIndex(of: strength.priority)!
        return strength.weight * [1e-4, 1, 1e6][levels.count - 1 - rank]
    }

    func kiwiStrength(_ strength: SolverStrength?) -> Any { strength.map(kiwiWeight) ?? NSNull() }

    /// The system as kiwi_oracle.py reads it.
    var json: [String: Any] {
        let ops: [[String: Any]] = steps.map { step in
            switch step {
            case .add(let id, let terms, let constant, let relation, let strength):
                return [
                    "op": "add", "id": id, "terms": terms.map { [$0.variable, $0.coefficient] as [Any] },
                    "constant": constant, "relation": relation.rawValue, "strength": kiwiStrength(strength),
                ]
            case .remove(let id): return ["op": "remove", "id": id]
            case .constant(let id, let value): return ["op": "constant", "id": id, "constant": value]
            case .edit(let variable, let strength):
                return ["op": "edit", "var": variable, "strength": kiwiStrength(strength)]
            case .suggest(let variable, let value): return ["op": "suggest", "var": variable, "value": value]
            case .unedit(let variable): return ["op": "unedit", "var": variable]
            }
        }
        return ["variables": variableCount, "ops": ops]
    }
}
