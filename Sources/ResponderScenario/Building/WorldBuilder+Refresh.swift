import Foundation
import ResponderKit

/// Refresh controls from files (RC1–RC4): a real `UIRefreshControl` on the scroll view, whose
/// `.valueChanged` writes the file's line and may end the refresh later on the virtual clock.
extension WorldBuilder {
    static func installRefreshControls(_ scenario: Scenario, _ world: ScenarioWorld) {
        for spec in scenario.views {
            guard let refresh = spec.refreshControl, let scroll = world.views[spec.id] as? UIScrollView else {
                continue
            }
            let control = UIRefreshControl()
            world.trace.setName("\(world.name(of: scroll)).refreshControl", for: control)
            let action = UIAction(title: "refresh") { [weak world, weak control, weak scroll] _ in
                guard let world, let control, let scroll else { return }
                world.performed("refresh", by: scroll, sender: control, log: refresh.log)
                guard let delay = refresh.endAfter else { return }
                world.simulator.clock.schedule(after: delay) { [weak control] in control?.endRefreshing() }
            }
            control.addAction(action, for: .valueChanged)
            scroll.refreshControl = control
        }
    }
}
