import Foundation

/// Semantic checks once the file has been read: ids, references, the tree, the timeline.
struct ScenarioValidator {
    let scenario: Scenario
    var sink: DiagnosticSink
    var ids: [String: (kind: IDKind, path: String)] = [:]
    /// Ids defined more than once (already reported; their names are not reported again).
    var duplicated = Set<String>()
    /// Every id, sorted once: the candidates of "did you mean" (Reliability, "What bounds each stage": not sorted per
    /// unknown id).
    var sortedIDs: [(id: String, kind: IDKind)] = []
    /// The controller whose root view an id is (a `view:` key, or the implicit `<id>.view`).
    var owners: [String: Int] = [:]

    init(scenario: Scenario, sink: DiagnosticSink) {
        self.scenario = scenario
        self.sink = sink
    }

    mutating func error(_ message: String, _ path: String) {
        sink.error(message, at: scenario.sourceMap[path], path: path)
    }

    /// Ids and names across the file first; then every key's check, as `ScenarioSchema` declares them.
    mutating func validate() {
        collectIDs()
        checkNames()
        ScenarioSchema.scenario.check(&self, scenario, "")
    }

    /// The rules across the whole file, after the keys' own checks.
    mutating func checkAcrossTheFile() {
        checkControllers()
        checkContainers()
        checkTree()
        checkTables()
        checkTimeline()
    }

    // MARK: Ids

    mutating func declare(_ id: String, _ kind: IDKind, _ path: String) {
        if let existing = ids[id] {
            let first = scenario.sourceMap[existing.path]
            error("duplicate id '\(id)' (first defined at \(first.line):\(first.column))", path)
            duplicated.insert(id)
            return
        }
        ids[id] = (kind, path)
    }

    mutating func collectIDs() {
        if let delegate = scenario.appDelegate { declare(delegate.id, .appDelegate, "appDelegate.id") }
        for (index, controller) in scenario.viewControllers.enumerated() {
            declare(controller.responder.id, .controller(index: index), "viewControllers[\(index)].id")
            if controller.view == nil {
                declare(
                    "\(controller.responder.id).view", .controllerView(controller: index),
                    "viewControllers[\(index)].id")
            }
            declareContainerParts(controller, index)
        }
        for (index, view) in scenario.views.enumerated() {
            declare(view.id, .view(index: index), "views[\(index)].id")
            for (g, gesture) in view.gestures.enumerated() {
                declare(gesture.id, .gesture(view: index, index: g), "views[\(index)].gestures[\(g)].id")
            }
            for (c, cellView) in view.cell.enumerated() {
                declare(cellView.id, .cellView(table: index), "views[\(index)].cell[\(c)].id")
                for (g, gesture) in cellView.gestures.enumerated() {
                    declare(gesture.id, .cellGesture(table: index), "views[\(index)].cell[\(c)].gestures[\(g)].id")
                }
            }
        }
        sortedIDs = ids.map { ($0.key, $0.value.kind) }.sorted { $0.id < $1.id }
        for (index, controller) in scenario.viewControllers.enumerated() {
            let view = controller.view ?? "\(controller.responder.id).view"
            if owners[view] == nil { owners[view] = index }
        }
    }

    mutating func checkNames() {
        var names: [String: String] = ["UIWindow": "window", "UIApplication": "application"]
        if let n = scenario.window.name {
            names = names.filter { $0.value != "window" }.merging([n: "window"]) { a, _ in a }
        }
        if let n = scenario.application.name {
            names = names.filter { $0.value != "application" }
            if names[n] != nil {
                error("name '\(n)' is already used", "application.name")
            } else {
                names[n] = "application"
            }
        }
        let duplicated = self.duplicated
        func use(_ name: String, _ path: String) {
            if duplicated.contains(name) { return }
            if let other = names[name], other != path {
                error("name '\(name)' is already used (names in traces must be unique)", path)
            } else {
                names[name] = path
            }
        }
        if let d = scenario.appDelegate { use(d.name ?? d.id, d.name == nil ? "appDelegate.id" : "appDelegate.name") }
        for (i, c) in scenario.viewControllers.enumerated() {
            use(c.responder.name ?? c.responder.id, "viewControllers[\(i)].\(c.responder.name == nil ? "id" : "name")")
            if c.controllerClass == .tabBarController {
                let path = "viewControllers[\(i)].\(c.tabBar?.name == nil ? "id" : "tabBar.name")"
                use(c.tabBar?.name ?? "\(c.responder.id).tabBar", path)
            }
        }
        for (i, v) in scenario.views.enumerated() {
            use(v.responder.name ?? v.id, "views[\(i)].\(v.responder.name == nil ? "id" : "name")")
            for (g, gesture) in v.gestures.enumerated() {
                use(gesture.name ?? gesture.id, "views[\(i)].gestures[\(g)].\(gesture.name == nil ? "id" : "name")")
            }
        }
    }

    func kind(of id: String) -> IDKind? { ids[id]?.kind }

    mutating func checkView(_ id: String, _ path: String, what: String = "view") {
        guard let kind = kind(of: id) else {
            error("unknown \(what) '\(id)'\(suggestion(id, where: \.isView))", path)
            return
        }
        if outsideTemplate(id, kind, path) { return }
        if case .cellView = kind { return }
        if !kind.isView { error("'\(id)' is not a view", path) }
    }

    mutating func checkResponder(_ id: String, _ path: String) {
        guard let kind = kind(of: id) else {
            error("unknown responder '\(id)'\(suggestion(id, where: \.isResponder))", path)
            return
        }
        if outsideTemplate(id, kind, path) { return }
        if !kind.isResponder { error("'\(id)' is a gesture recognizer, not a responder", path) }
    }

    mutating func checkGesture(_ id: String, _ path: String) {
        guard let kind = kind(of: id) else {
            error(
                "unknown gesture recognizer '\(id)'\(suggestion(id, where: \.isGesture))", path)
            return
        }
        if outsideTemplate(id, kind, path) { return }
        if kind.isGesture { return }
        error("'\(id)' is not a gesture recognizer", path)
    }

    func suggestion(_ id: String, where predicate: (IDKind) -> Bool) -> String {
        guard !sink.isFull, id.unicodeScalars.count <= Suggestion.maximumLength else { return "" }
        let candidates = sortedIDs.filter { predicate($0.kind) }.map(\.id)
        return Suggestion.nearest(id, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
