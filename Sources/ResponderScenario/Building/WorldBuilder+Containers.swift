import Foundation
import ResponderKit

/// View controllers of a scenario: their class, the containers' children, navigation items, the tab
/// bar and the delegates that trace container changes (NV1, NV4, NV6, NV8, NV9).
extension WorldBuilder {
    static func makeController(_ spec: ControllerSpec) -> UIViewController & ScenarioResponder {
        switch spec.controllerClass {
        case .viewController: return ScenarioViewController()
        case .navigationController: return ScenarioNavigationController()
        case .tabBarController: return ScenarioTabBarController()
        }
    }

    /// A container's own view `<id>.view`, its bar and its recognizer, by id and trace name.
    static func registerParts(of controller: UIViewController, _ spec: ControllerSpec, _ world: ScenarioWorld) {
        let id = spec.responder.id
        let view = controller.view!
        world.views["\(id).view"] = view
        world.responders["\(id).view"] = view
        world.trace.setName("\(id).view", for: view)
        if let navigation = controller as? UINavigationController {
            world.trace.setName("\(id).navigationBar", for: navigation.navigationBar)
            if let pop = navigation.interactivePopGestureRecognizer {
                world.recognizers["\(id).interactivePop"] = pop
                world.trace.setName("\(id).interactivePop", for: pop)
            }
        }
        if let tabs = controller as? UITabBarController {
            // As iOS code installs its own bar (NV9): the file's overrides live on a ScenarioTabBar.
            let bar = ScenarioTabBar()
            bar.behaviour.world = world
            tabs.setValue(bar, forKey: "tabBar")
            let barSpec = spec.tabBar ?? BarViewSpec()
            bar.behaviour.passing = barSpec.passing
            apply(SetOverrides(hitTest: .some(barSpec.hitTest), pointInside: .some(barSpec.pointInside)), to: bar)
            world.views["\(id).tabBar"] = bar
            world.responders["\(id).tabBar"] = bar
            world.trace.setName(barSpec.name ?? "\(id).tabBar", for: bar)
        }
    }

    /// Titles and bar button items of every controller, then the containers' children and delegates.
    static func buildContainers(_ scenario: Scenario, _ world: ScenarioWorld) {
        for spec in scenario.viewControllers {
            guard let controller = world.controllers[spec.responder.id] else { continue }
            if let title = spec.title { controller.title = title }
            let behaviour = (controller as? ScenarioResponder)?.behaviour
            func item(_ item: BarButtonSpec) -> UIBarButtonItem {
                if behaviour?.performs[item.action] == nil { behaviour?.performs[item.action] = .some(item.log) }
                return UIBarButtonItem(
                    title: item.title, style: .plain, target: controller, action: Selector(item.action))
            }
            if let right = spec.rightBarButtonItem { controller.navigationItem.rightBarButtonItem = item(right) }
            if let left = spec.leftBarButtonItem { controller.navigationItem.leftBarButtonItem = item(left) }
        }
        for spec in scenario.viewControllers where spec.controllerClass.isContainer {
            let children = spec.viewControllers.compactMap { world.controllers[$0] }
            let delegate = ScenarioContainerDelegate(refused: spec.shouldSelect?.refuse, world: world)
            world.retained.append(delegate)
            if let navigation = world.controllers[spec.responder.id] as? UINavigationController {
                navigation.setViewControllers(children, animated: false)
                navigation.delegate = delegate
            }
            if let tabs = world.controllers[spec.responder.id] as? UITabBarController {
                tabs.viewControllers = children
                if let index = spec.selectedIndex { tabs.selectedIndex = index }
                tabs.delegate = delegate
            }
        }
    }
}

/// A container's delegate: notes the container changes (NV4, NV8) and answers `shouldSelect` from the
/// file (nil: no answer written, every tab allowed).
@MainActor final class ScenarioContainerDelegate: UINavigationControllerDelegate, UITabBarControllerDelegate {
    let refused: [Int]?
    weak var world: ScenarioWorld?

    init(refused: [Int]?, world: ScenarioWorld) {
        self.refused = refused
        self.world = world
    }

    private func note(_ text: String) { world?.trace.note(text) }
    private func name(_ object: AnyObject) -> String { world?.trace.name(of: object) ?? "\(type(of: object))" }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        note("\(name(navigationController)) willShow \(name(viewController)) (animated: \(animated))")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        note("\(name(navigationController)) didShow \(name(viewController)) (animated: \(animated))")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        guard let refused else { return true }
        let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
        let answer = !refused.contains(index)
        note("\(name(tabBarController)) shouldSelect \(name(viewController)) (tab \(index)) -> \(answer)")
        return answer
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
        note("\(name(tabBarController)) didSelect \(name(viewController)) (tab \(index))")
    }
}
