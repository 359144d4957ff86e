import Foundation

/// Navigation and tab bar controllers (NV1, NV8): their children are known controllers, each in one
/// container at most, never the window's root or presented, without cycles; indexes are in range.
extension ScenarioValidator {
    /// The ids a container makes: a tab bar controller's `<id>.tabBar` (a view, NV9) and a navigation
    /// controller's `<id>.interactivePop` (a recognizer, NV5).
    mutating func declareContainerParts(_ controller: ControllerSpec, _ index: Int) {
        let path = "viewControllers[\(index)].id"
        switch controller.controllerClass {
        case .viewController: break
        case .navigationController:
            declare("\(controller.responder.id).interactivePop", .containerGesture(controller: index), path)
        case .tabBarController: declare("\(controller.responder.id).tabBar", .bar(controller: index), path)
        }
    }

    /// One id of a container's `viewControllers`.
    mutating func checkController(_ id: String, _ path: String) {
        guard let kind = kind(of: id) else {
            let suggested = suggestion(id) { if case .controller = $0 { return true } else { return false } }
            error("unknown view controller '\(id)'\(suggested)", path)
            return
        }
        if case .controller = kind { return }
        error("'\(id)' is not a view controller", path)
    }

    /// The container whose `viewControllers` hold the controller at `index`, if any (the first).
    func container(of index: Int) -> Int? {
        let id = scenario.viewControllers[index].responder.id
        return scenario.viewControllers.firstIndex { $0.controllerClass.isContainer && $0.viewControllers.contains(id) }
    }

    /// Across containers: one parent per controller, no cycles, indexes in range.
    mutating func checkContainers() {
        let controllers = scenario.viewControllers
        var parents = [Int?](repeating: nil, count: controllers.count)
        for (c, container) in controllers.enumerated() where container.controllerClass.isContainer {
            let name = container.responder.id
            for (i, id) in container.viewControllers.enumerated() {
                guard case .controller(let child)? = kind(of: id) else { continue }
                let path = "viewControllers[\(c)].viewControllers[\(i)]"
                if child == c {
                    error("a container cannot contain itself", path)
                    continue
                }
                if let other = parents[child] {
                    error(
                        "view controller '\(id)' is already in '\(controllers[other].responder.id)' (one parent, VC3)",
                        path)
                    continue
                }
                parents[child] = c
                if scenario.window.rootViewController == id {
                    error("the window's root view controller cannot also be in '\(name)'", path)
                }
                if controllers[child].presentedBy != nil {
                    error("a presented view controller cannot also be in '\(name)'", path)
                }
                if container.controllerClass == .navigationController,
                    controllers[child].controllerClass == .navigationController
                {
                    error("a navigationController cannot be pushed onto another (NV1)", path)
                }
            }
            checkIndexes(container, c)
        }
        let chains = LinkChains(count: controllers.count) { parents[$0] }
        for cycle in chains.cycles {
            let names = cycle.members.map { controllers[$0].responder.id }
            error(
                "cycle in containers: \(LinkChains.describe(names))", "viewControllers[\(cycle.start)].viewControllers")
        }
    }

    /// A tab bar controller's `selectedIndex` and `shouldSelect` indexes are tabs it has (NV8).
    mutating func checkIndexes(_ container: ControllerSpec, _ c: Int) {
        let count = container.viewControllers.count
        let tabs = count == 1 ? "1 tab" : "\(count) tabs"
        let range = count == 0 ? "" : " (0...\(count - 1))"
        if let index = container.selectedIndex, index >= count {
            error(
                "selectedIndex \(index) is out of range: '\(container.responder.id)' has \(tabs)\(range)",
                "viewControllers[\(c)].selectedIndex")
        }
        for (i, index) in (container.shouldSelect?.refuse ?? []).enumerated() where index >= count {
            error(
                "tab \(index) is out of range: '\(container.responder.id)' has \(tabs)\(range)",
                "viewControllers[\(c)].shouldSelect.refuse[\(i)]")
        }
    }
}

/// The container steps (`push`, `pop`, `selectTab`): which container they act on.
extension ScenarioValidator {
    /// The container `on` names, or the file's only one of that class; reported when there is none.
    @discardableResult
    mutating func checkContainer(_ on: String?, _ wanted: ControllerClass, _ path: String) -> ControllerSpec? {
        let controllers = scenario.viewControllers
        guard let on else {
            let candidates = controllers.filter { $0.controllerClass == wanted }
            if candidates.count == 1 { return candidates[0] }
            error(
                candidates.isEmpty
                    ? "there is no \(wanted.rawValue) in the file"
                    : "there are \(candidates.count) \(wanted.rawValue)s: say which with 'on'", path)
            return nil
        }
        guard case .controller(let index)? = kind(of: on) else {
            let suggested = suggestion(on) {
                if case .controller(let i) = $0 {
                    return controllers[i].controllerClass == wanted
                } else {
                    return false
                }
            }
            error("unknown \(wanted.rawValue) '\(on)'\(suggested)", "\(path).on")
            return nil
        }
        guard controllers[index].controllerClass == wanted else {
            error("'\(on)' is a \(controllers[index].controllerClass.rawValue), not a \(wanted.rawValue)", "\(path).on")
            return nil
        }
        return controllers[index]
    }

    /// `selectTab`'s index is a tab of the container.
    mutating func checkIndexes(_ container: ControllerSpec, selecting index: Int, _ path: String) {
        let count = container.viewControllers.count
        guard index >= count else { return }
        let tabs = count == 1 ? "1 tab" : "\(count) tabs"
        error("tab \(index) is out of range: '\(container.responder.id)' has \(tabs)", path)
    }
}
