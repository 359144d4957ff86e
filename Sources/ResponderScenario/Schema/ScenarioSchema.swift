import Foundation
import ResponderKit
import Yams

/// Every key of a scenario file, declared once (ResponderKit.docc/ScenarioFormat.md, whose key tables are made
/// from these declarations): reading, checking, writing and the reference all come from here.
enum ScenarioSchema {
    static let scenario = MappingSchema<Scenario>(
        keys: [
            .optional("name", \.name, .string, "text: the scenario's title", example: "\"Button in a cell\""),
            .optional("description", \.description, .string, "text", example: "\"what it shows\""),
            .field(
                "screen", \.screen, .size, "the screen, which the window covers",
                example: "[320, 568]"),
            .field(
                "window", \.window, .mapping(window, form: "`{name, rootViewController}`"),
                "the window's trace name (default `UIWindow`) and the id of its root view controller",
                example: "{name: MainWindow}"),
            .field(
                "application", \.application, .mapping(application, form: "`{name}`"),
                "the application's trace name (default `UIApplication`)", example: "{name: App}"),
            .optional(
                "appDelegate", \.appDelegate, .mapping(responder, form: "a responder"),
                "the application's delegate, the last link of the responder chain (R1)", example: "{id: Delegate}"),
            .field(
                "viewControllers", \.viewControllers, .list(controller, form: "[view controller]"),
                "the view controllers", example: "[{id: Other}]"),
            .field(
                "views", \.views, .list(view, form: "[view]", limit: (Limits.views, "views")),
                "the views, in the order they are added (later siblings are on top)", example: "[{id: Other}]"),
            .optional(
                "firstResponder", \.firstResponder, ValueKind.identifier.checked { $0.checkResponder($1, $2) },
                "the responder that becomes first responder at the start (R5)", example: "root"),
            .field(
                "trace", \.trace, .mapping(trace, form: "`{timestamps, kinds, summary}`"), "what the output shows",
                example: "{timestamps: true}"),
            .field(
                "timeline", \.timeline, .list(step, form: "[step]", limit: (Limits.steps, "steps")),
                "the input, step by step", example: "[{tap: [1, 1]}]"),
            .optional(
                "endTime", \.endTime, .time, "the run stops at this time; default: one second after the last step",
                example: "30"),
        ], initial: Scenario(), hint: "the scenario",
        check: { validator, _, _ in validator.checkAcrossTheFile() })

    static let window = MappingSchema<WindowSpec>(
        keys: [
            .optional("name", \.name, .string, "the window's name in traces", example: "MainWindow"),
            .optional(
                "rootViewController", \.rootViewController, ValueKind.identifier.checked { $0.checkRoot($1, $2) },
                "the id of its root view controller, whose view fills the window", example: "VC"),
        ], initial: WindowSpec())

    static let application = MappingSchema<ApplicationSpec>(
        keys: [.optional("name", \.name, .string, "the application's name in traces", example: "App")],
        initial: ApplicationSpec())

    static let trace = MappingSchema<TraceSpec>(
        keys: [
            .field("timestamps", \.timestamps, .bool, "prefix lines with their time, `[0.150]`", example: "true"),
            .optional(
                "kinds", \.kinds, traceKinds, "only these kinds of lines (below); default: all",
                example: "[note, touches]"),
            .field(
                "summary", \.summary, .bool, "`false`: no `touch N at {x, y} -> View` lines after the trace",
                example: "false"),
        ], initial: TraceSpec())

    /// Kinds of trace lines: one, or a list (empty: none), each one the engine records.
    static let traceKinds = ValueKind<[String]>(
        "kind, or [kind]",
        read: { decoder, node, path in
            if case .scalar = node, !node.isNull { return decoder.choice(node, path, TraceEntry.allKinds).map { [$0] } }
            guard let items = decoder.list(node, path) else { return nil }
            return decoder.each(items, path, stopping: false) { $0.choice($1, $2, TraceEntry.allKinds) }
        }, write: { Node.list($0.map(Node.text)) })
}
