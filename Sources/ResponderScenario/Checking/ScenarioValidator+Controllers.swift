import Foundation

/// View controllers: presentations, root views, and where their views may be placed (R1).
extension ScenarioValidator {
    /// A controller's `presentedBy`.
    mutating func checkPresenter(_ presenter: String, of id: String, _ path: String) {
        if case .controller = kind(of: presenter) {
        } else {
            error("unknown view controller '\(presenter)'", path)
        }
        if presenter == id { error("a view controller cannot present itself", path) }
    }

    /// The window's `rootViewController`.
    mutating func checkRoot(_ root: String, _ path: String) {
        guard case .controller(let index) = kind(of: root) else {
            error("unknown view controller '\(root)'", path)
            return
        }
        if scenario.viewControllers[index].presentedBy != nil {
            error("the root view controller cannot also be presented", path)
        }
    }

    /// Across controllers: a view is the root view of one controller at most; presentations do not cycle.
    mutating func checkControllers() {
        var rootViews: [String: Int] = [:]
        for (index, controller) in scenario.viewControllers.enumerated() {
            guard let view = controller.view else { continue }
            if let other = rootViews[view] {
                error(
                    "view '\(view)' is already the view of viewControllers[\(other)]", "viewControllers[\(index)].view")
            }
            rootViews[view] = index
        }
        let controllers = scenario.viewControllers
        let chains = LinkChains(count: controllers.count) { index in
            guard let presenter = controllers[index].presentedBy, case .controller(let p)? = self.kind(of: presenter)
            else { return nil }
            return p
        }
        for cycle in chains.cycles {
            let names = cycle.members.map { controllers[$0].responder.id }
            error(
                "cycle in presentations: \(LinkChains.describe(names))", "viewControllers[\(cycle.start)].presentedBy")
        }
    }

    /// The controller whose root view `viewID` is, if any.
    func controller(owning viewID: String) -> (index: Int, spec: ControllerSpec)? {
        owners[viewID].map { ($0, scenario.viewControllers[$0]) }
    }

    /// The view of a root or presented controller is placed in the window and sized to it.
    mutating func checkPlacement(_ view: ViewSpec, _ path: String) {
        guard let owner = controller(owning: view.id) else { return }
        let isRoot = scenario.window.rootViewController == owner.spec.responder.id
        let container = self.container(of: owner.index).map { scenario.viewControllers[$0].responder.id }
        guard isRoot || owner.spec.presentedBy != nil || container != nil else { return }
        let what = isRoot ? "root" : owner.spec.presentedBy != nil ? "presented" : "contained"
        if view.parent != nil {
            let place = container.map { "by '\($0)'" } ?? "in the window"
            error("the view of a \(what) view controller is placed \(place); remove 'parent'", "\(path).parent")
        }
        for key in ["frame", "center", "bounds"] where view.properties.contains(where: { $0.key == key }) {
            let size = container.map { "by '\($0)'" } ?? "to the window"
            error("the view of a \(what) view controller is sized \(size); remove '\(key)'", "\(path).\(key)")
        }
    }
}
