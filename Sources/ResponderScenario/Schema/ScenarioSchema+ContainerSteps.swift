import Foundation
import Yams

/// The steps that change containers from code (NV1, NV2, NV8): `push`, `pop`, `selectTab`.
extension ScenarioSchema {
    static let containerSteps: [SchemaKey<Step>] = [
        .action(
            "push", .mapping(push, form: "controller, or `{controller, on, animated}`"),
            "`pushViewController(_:animated:)`; an animated push slides for 0.35 s (NV2); takes 0",
            example: "{controller: VC, animated: false}", embed: StepAction.push
        ) { if case .push(let push) = $0 { push } else { nil } },
        .action(
            "pop", ValueKind.mapping(pop, form: "`{on, animated}`").nullMeans(StepAction.Pop()),
            "`popViewController(animated:)`; takes 0", example: "{animated: false}", embed: StepAction.pop
        ) { if case .pop(let pop) = $0 { pop } else { nil } },
        .action(
            "selectTab", .mapping(selectTab, form: "index, or `{index, on}`"),
            "`selectedIndex = index`, as code does it: no delegate call (NV8); takes 0", example: "1",
            embed: StepAction.selectTab
        ) { if case .selectTab(let select) = $0 { select } else { nil } },
    ]

    static let push = MappingSchema<StepAction.Push>(
        keys: [
            .field("controller", \.controller, .identifier, "the view controller to push", example: "VC")
                .with(.first),
            onKey(\StepAction.Push.on, .navigationController, example: "Nav"),
            .field("animated", \.animated, .bool, "slide it in (NV2)", example: "false"),
        ], initial: StepAction.Push(), shorthand: "controller",
        check: { validator, push, path in
            validator.checkController(push.controller, "\(path).controller")
            validator.checkContainer(push.on, .navigationController, path)
        })

    static let pop = MappingSchema<StepAction.Pop>(
        keys: [
            onKey(\StepAction.Pop.on, .navigationController, example: "Nav"),
            .field("animated", \.animated, .bool, "slide it out (NV2)", example: "false"),
        ], initial: StepAction.Pop(),
        check: { validator, pop, path in validator.checkContainer(pop.on, .navigationController, path) })

    static let selectTab = MappingSchema<StepAction.SelectTab>(
        keys: [
            .field("index", \.index, .integer(min: 0), "the tab to select", example: "1").with(.first),
            onKey(\StepAction.SelectTab.on, .tabBarController, example: "Tabs"),
        ], initial: StepAction.SelectTab(), shorthand: "index",
        check: { validator, select, path in
            if let container = validator.checkContainer(select.on, .tabBarController, path) {
                validator.checkIndexes(container, selecting: select.index, "\(path).index")
            }
        })

    static func onKey<Model>(
        _ keyPath: WritableKeyPath<Model, String?> & Sendable, _ kind: ControllerClass, example: String
    ) -> SchemaKey<Model> {
        .optional("on", keyPath, .identifier, "the \(kind.rawValue); default: the file's only one", example: example)
    }
}
