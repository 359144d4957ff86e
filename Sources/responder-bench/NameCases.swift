import Foundation
import ResponderKit

/// X14: what naming a view by the property that holds it costs (a `Mirror` over its controller's stored
/// properties), against naming one by its `accessibilityIdentifier` (no search). Each operation names
/// one view in a fresh trace, as the first trace line about a view does.
@MainActor enum NameCases {
    /// A controller of twelve views, as a screen of a real app might hold; the last one is searched for.
    final class TwelveViewController: UIViewController {
        let v1 = UIView(), v2 = UIView(), v3 = UIView(), v4 = UIView(), v5 = UIView(), v6 = UIView()
        let v7 = UIView(), v8 = UIView(), v9 = UIView(), v10 = UIView(), v11 = UIView(), v12 = UIView()
        var all: [UIView] { [v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12] }
    }

    static func cases(wanted: (String) -> Bool) -> [BenchCase] {
        guard wanted("names.property12") else { return [] }
        let simulator = EventSimulator()
        let controller = TwelveViewController()
        simulator.window.rootViewController = controller
        // The searched view sits two containers below the root view: three ancestors are looked at.
        let outer = UIView()
        let inner = UIView()
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        for view in controller.all { inner.addSubview(view) }
        let identified = UIView()
        identified.accessibilityIdentifier = "identified"
        inner.addSubview(identified)
        return [
            BenchCase(
                name: "names.property12", countedOperations: 200,
                operation: {
                    let trace = EventTrace(isEnabled: true)
                    precondition(trace.name(of: controller.v12) == "v12")
                },
                baseline: {
                    let trace = EventTrace(isEnabled: true)
                    precondition(trace.name(of: identified) == "identified")
                })
        ]
    }
}
