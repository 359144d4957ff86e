import Foundation

/// What an id names.
enum IDKind: Equatable {
    case view(index: Int)
    case controllerView(controller: Int)
    case controller(index: Int)
    case gesture(view: Int, index: Int)
    case appDelegate

    var isView: Bool {
        switch self {
        case .view, .controllerView: return true
        default: return false
        }
    }

    var isResponder: Bool {
        if case .gesture = self { return false }
        return true
    }
}

/// Semantic checks once the file has been read: ids, references, the tree, the timeline.
struct ScenarioValidator {
    let scenario: Scenario
    var sink: DiagnosticSink
    var ids: [String: (kind: IDKind, path: String)] = [:]
    /// Ids defined more than once (already reported; their names are not reported again).
    var duplicated = Set<String>()

    init(scenario: Scenario, sink: DiagnosticSink) {
        self.scenario = scenario
        self.sink = sink
    }

    mutating func error(_ message: String, _ path: String) {
        sink.error(message, at: scenario.sourceMap[path], path: path)
    }

    mutating func validate() {
        collectIDs()
        checkNames()
        checkControllers()
        checkViews()
        checkGestures()
        if let first = scenario.firstResponder { checkResponder(first, "firstResponder") }
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
        }
        for (index, view) in scenario.views.enumerated() {
            declare(view.id, .view(index: index), "views[\(index)].id")
            for (g, gesture) in view.gestures.enumerated() {
                declare(gesture.id, .gesture(view: index, index: g), "views[\(index)].gestures[\(g)].id")
            }
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
        if !kind.isView { error("'\(id)' is not a view", path) }
    }

    mutating func checkResponder(_ id: String, _ path: String) {
        guard let kind = kind(of: id) else {
            error("unknown responder '\(id)'\(suggestion(id, where: \.isResponder))", path)
            return
        }
        if !kind.isResponder { error("'\(id)' is a gesture recognizer, not a responder", path) }
    }

    mutating func checkGesture(_ id: String, _ path: String) {
        guard let kind = kind(of: id) else {
            error(
                "unknown gesture recognizer '\(id)'\(suggestion(id) { if case .gesture = $0 { return true } else { return false } })",
                path)
            return
        }
        if case .gesture = kind { return }
        error("'\(id)' is not a gesture recognizer", path)
    }

    func suggestion(_ id: String, where predicate: (IDKind) -> Bool) -> String {
        let candidates = ids.filter { predicate($0.value.kind) }.map(\.key).sorted()
        return Suggestion.nearest(id, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    // MARK: Controllers

    mutating func checkControllers() {
        var rootViews: [String: Int] = [:]
        for (index, controller) in scenario.viewControllers.enumerated() {
            let path = "viewControllers[\(index)]"
            if let view = controller.view {
                checkView(view, "\(path).view")
                if let other = rootViews[view] {
                    error("view '\(view)' is already the view of viewControllers[\(other)]", "\(path).view")
                }
                rootViews[view] = index
            }
            if let presenter = controller.presentedBy {
                if case .controller = kind(of: presenter) {
                } else {
                    error("unknown view controller '\(presenter)'", "\(path).presentedBy")
                }
                if presenter == controller.responder.id {
                    error("a view controller cannot present itself", "\(path).presentedBy")
                }
            }
        }
        // Presentation cycles.
        for (index, controller) in scenario.viewControllers.enumerated() where controller.presentedBy != nil {
            var seen: [String] = [controller.responder.id]
            var current = controller.presentedBy
            while let id = current, case .controller(let i) = kind(of: id) {
                if seen.contains(id) {
                    error(
                        "cycle in presentations: \((seen + [id]).joined(separator: " -> "))",
                        "viewControllers[\(index)].presentedBy")
                    break
                }
                seen.append(id)
                current = scenario.viewControllers[i].presentedBy
            }
        }
        if let root = scenario.window.rootViewController {
            if case .controller(let i) = kind(of: root) {
                if scenario.viewControllers[i].presentedBy != nil {
                    error("the root view controller cannot also be presented", "window.rootViewController")
                }
            } else {
                error("unknown view controller '\(root)'", "window.rootViewController")
            }
        }
    }

    /// The controller whose root view `viewID` is, if any.
    func controller(owning viewID: String) -> (index: Int, spec: ControllerSpec)? {
        for (index, controller) in scenario.viewControllers.enumerated()
        where controller.view == viewID || "\(controller.responder.id).view" == viewID && controller.view == nil {
            return (index, controller)
        }
        return nil
    }

    // MARK: Views

    mutating func checkViews() {
        for (index, view) in scenario.views.enumerated() {
            let path = "views[\(index)]"
            if let parent = view.parent {
                checkView(parent, "\(path).parent")
                if parent == view.id { error("a view cannot be its own parent", "\(path).parent") }
            }
            if let owner = controller(owning: view.id) {
                let isRoot = scenario.window.rootViewController == owner.spec.responder.id
                let isPresented = owner.spec.presentedBy != nil
                if isRoot || isPresented {
                    if view.parent != nil {
                        error(
                            "the view of a \(isRoot ? "root" : "presented") view controller is placed in the window; remove 'parent'",
                            "\(path).parent")
                    }
                    for key in ["frame", "center", "bounds"] where view.properties.contains(where: { $0.key == key }) {
                        error(
                            "the view of a \(isRoot ? "root" : "presented") view controller is sized to the window; remove '\(key)'",
                            "\(path).\(key)")
                    }
                }
            }
            checkClassValues(view, path)
            if case .forwardTo(let target) = view.hitTest {
                checkView(target, "\(path).hitTest.forwardTo")
                if kind(of: target)?.isView == true && !isDescendant(target, of: view.id) {
                    error("'\(target)' is not inside '\(view.id)'", "\(path).hitTest.forwardTo")
                }
            }
            for (a, action) in view.actions.enumerated() {
                if let target = action.target { checkResponder(target, "\(path).actions[\(a)].target") }
            }
            if case .controllerView = kind(of: view.id) {}
        }
        checkTree()
    }

    mutating func checkClassValues(_ view: ViewSpec, _ path: String) {
        func value(_ key: String) -> Value? { view.properties.last(where: { $0.key == key })?.value }
        if case .int(let selected) = value("selectedSegment") {
            let count: Int
            if case .strings(let s) = value("segments") { count = s.count } else { count = 0 }
            if selected >= count {
                error("segment \(selected) does not exist (\(count) segments)", "\(path).selectedSegment")
            }
        }
        if case .int(let page) = value("currentPage") {
            var pages = 0
            if case .int(let n) = value("numberOfPages") { pages = n }
            if page >= max(pages, 1) && page > 0 {
                error("page \(page) does not exist (\(pages) pages)", "\(path).currentPage")
            }
        }
        if case .number(let lo) = value("minimumValue"), case .number(let hi) = value("maximumValue"), lo > hi {
            error("minimumValue is greater than maximumValue", "\(path).minimumValue")
        }
    }

    /// The parent of a view id: a view id, or nil for the window (a controller's implicit view: the window).
    func parentID(of id: String) -> String? {
        guard case .view(let index) = kind(of: id) else { return nil }
        return scenario.views[index].parent
    }

    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = parentID(of: id)
        var steps = 0
        while let c = current, steps <= scenario.views.count {
            if c == ancestor { return true }
            current = parentID(of: c)
            steps += 1
        }
        return false
    }

    /// Cycles and depth of the parent links.
    mutating func checkTree() {
        var reported = Set<String>()
        for (index, view) in scenario.views.enumerated() where view.parent != nil {
            var chain = [view.id]
            var current = view.parent
            while let id = current, kind(of: id)?.isView == true {
                if let start = chain.firstIndex(of: id) {
                    let cycle = Array(chain[start...]) + [id]
                    let key = cycle.dropLast().sorted().joined(separator: ",")
                    if reported.insert(key).inserted {
                        error("cycle in the view tree: \(cycle.joined(separator: " -> "))", "views[\(index)].parent")
                    }
                    break
                }
                chain.append(id)
                if chain.count > Limits.treeDepth {
                    error("the view tree is deeper than \(Limits.treeDepth) levels", "views[\(index)].parent")
                    break
                }
                current = parentID(of: id)
            }
        }
    }

    // MARK: Gestures

    mutating func checkGestures() {
        for (v, view) in scenario.views.enumerated() {
            for (g, gesture) in view.gestures.enumerated() {
                let path = "views[\(v)].gestures[\(g)]"
                for (i, other) in gesture.requireToFail.enumerated() {
                    checkGesture(other, "\(path).requireToFail[\(i)]")
                    if other == gesture.id {
                        error("a recognizer cannot require itself to fail", "\(path).requireToFail[\(i)]")
                    }
                }
                for (a, action) in gesture.actions.enumerated() {
                    if let target = action.target { checkResponder(target, "\(path).actions[\(a)].target") }
                }
                guard let delegate = gesture.delegate else { continue }
                let d = "\(path).delegate"
                for (i, other) in delegate.simultaneousWith.enumerated() where other != "*" {
                    checkGesture(other, "\(d).simultaneousWith[\(i)]")
                }
                for (i, other) in delegate.requireFailureOf.enumerated() {
                    checkGesture(other, "\(d).requireFailureOf[\(i)]")
                }
                for (i, other) in delegate.requiredToFailBy.enumerated() {
                    checkGesture(other, "\(d).requiredToFailBy[\(i)]")
                }
                for (i, id) in delegate.shouldReceive.notInViews.enumerated() {
                    checkView(id, "\(d).shouldReceive.notInViews[\(i)]")
                }
                for (i, id) in delegate.shouldReceive.onlyInViews.enumerated() {
                    checkView(id, "\(d).shouldReceive.onlyInViews[\(i)]")
                }
            }
        }
    }
}
