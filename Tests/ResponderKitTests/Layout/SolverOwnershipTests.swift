import Foundation
import ResponderKit
import Testing

/// LY9: a variable belongs to one live solver at a time, and a solver that goes away lets go of all of
/// them — so a new solver, even one at the freed solver's address (the same `ObjectIdentifier`), can use
/// them. `responder-bench` trapped in `layout.constraints1000` because its edit case's solver, still
/// alive, held the variables the other case solved from scratch: a bench bug, kept from coming back by
/// the first test; the library paths that replace an engine are the others.
@MainActor @Suite struct SolverOwnershipTests {
    @Test("LY9: solvers made and dropped in turn reuse the same variables (addresses recycled) without refusal")
    func droppedSolversLetGo() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        var identities = Set<ObjectIdentifier>()
        for round in 0..<200 {
            let solver = CassowarySolver()
            identities.insert(ObjectIdentifier(solver))
            try solver.addConstraint(LinearConstraint(x, .equal, Double(round)))
            try solver.addConstraint(LinearConstraint(y, .greaterThanOrEqual, x))
            try solver.addEditVariable(y, strength: .strong)
            try solver.suggestValue(Double(round) + 5, for: y)
            solver.updateVariables()
            #expect(x.value == Double(round) && y.value == Double(round) + 5)
        }
        #expect(identities.count < 200)  // addresses were reused: identity alone must not decide ownership
    }

    @Test("LY9: while one solver holds a variable another is refused; once it is dropped, accepted")
    func liveSolverKeeps() throws {
        let x = LayoutVariable("x")
        var holder: CassowarySolver? = CassowarySolver()
        try holder?.addConstraint(LinearConstraint(x, .equal, 1))
        let other = CassowarySolver()
        let second = LinearConstraint(x, .equal, 2)
        #expect(throws: SolverError.inAnotherSolver("variable x of \(second)")) { try other.addConstraint(second) }
        holder = nil
        try other.addConstraint(second)
        #expect(other.value(of: x) == 2)
    }

    @Test("LY9, LY15: a view tree moved between windows, and its window rebuilt, lays out with no engine refusal")
    func enginesReplaced() {
        func card() -> (UIView, UIView) {
            let card = UIView()
            let label = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                label.widthAnchor.constraint(equalToConstant: 50), label.heightAnchor.constraint(equalToConstant: 20),
                card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 40),
            ])
            return (card, label)
        }
        let (moving, label) = card()
        for round in 0..<20 {
            let simulator = EventSimulator()  // a new window and engine each round; the old one is dropped
            simulator.window.addSubview(moving)
            NSLayoutConstraint.activate([
                moving.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: CGFloat(round)),
                moving.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 10),
            ])
            simulator.advance(by: 0)
            #expect(moving.frame == CGRect(x: CGFloat(round), y: 10, width: 100, height: 40))
            #expect(label.frame == CGRect(x: 8, y: 4, width: 50, height: 20))
            #expect(simulator.issues.isEmpty)
            moving.removeFromSuperview()
        }
        // A fitting engine (a hosted cell's) made and dropped again and again for the same subtree.
        let (fitted, _) = card()
        for _ in 0..<20 {
            #expect(
                fitted.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
        }
    }
}
