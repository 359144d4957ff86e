import Foundation
import ResponderKit
import Testing

/// LY38: removing an installed constraint is O(1) (a hole, squeezed out later); `constraints` keeps
/// installation order through any pattern of removals and re-activations (the bench's
/// `layout.deactivate` case measures the cost).
@MainActor @Suite struct InstalledConstraintsTests {
    @Test("LY38, LY15: deactivating every other, then the rest in reverse, keeps `constraints` in order")
    func orderThroughRemovals() {
        let simulator = EventSimulator()
        let views = (0..<50).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            simulator.window.addSubview(view)
        }
        let made = views.enumerated().flatMap { index, view in
            [
                view.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: CGFloat(index)),
                view.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: CGFloat(2 * index)),
            ]
        }
        NSLayoutConstraint.activate(made)
        #expect(simulator.window.constraints.map(ObjectIdentifier.init) == made.map(ObjectIdentifier.init))
        let odd = made.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        NSLayoutConstraint.deactivate(odd)
        let even = made.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(simulator.window.constraints.map(ObjectIdentifier.init) == even.map(ObjectIdentifier.init))
        NSLayoutConstraint.activate(Array(odd.prefix(5)))  // re-activated: installed again, at the end
        #expect(
            simulator.window.constraints.map(ObjectIdentifier.init)
                == (even + odd.prefix(5)).map(ObjectIdentifier.init))
        for constraint in even.reversed() { constraint.isActive = false }
        #expect(simulator.window.constraints.map(ObjectIdentifier.init) == odd.prefix(5).map(ObjectIdentifier.init))
        // The engine agrees: the tops still active place their views, the removed leadings no longer do.
        simulator.advance(by: 0)
        #expect(views[2].frame.minY == 4 && views[4].frame.minY == 8)
    }
}
