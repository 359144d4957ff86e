import Foundation
import ResponderKit

/// Writes a ``Scenario`` back as a file (YAML or JSON) that reads back to an equal scenario: the
/// schema's round trip. Defaults are written out explicitly.
public enum ScenarioEncoder {
    indirect enum Tree {
        case plain(String)
        case string(String)
        case list([Tree])
        case map([(String, Tree)])
    }

    public static func yaml(_ scenario: Scenario) -> String { block(tree(scenario), indent: 0, inList: false) }

    public static func json(_ scenario: Scenario) -> String { flow(tree(scenario), json: true) + "\n" }

    // MARK: Rendering

    /// In JSON, words (`intercept`, `grouped`) are strings; numbers and booleans stay bare.
    static func flow(_ tree: Tree, json: Bool = false) -> String {
        switch tree {
        case .plain(let s):
            let bare = s == "true" || s == "false" || ScenarioDecoder.parseNumber(s) != nil
            return json && !bare ? JSONText.string(s) : s
        case .string(let s): return JSONText.string(s)
        case .list(let items): return "[" + items.map { flow($0, json: json) }.joined(separator: ", ") + "]"
        case .map(let pairs):
            return "{" + pairs.map { "\(JSONText.string($0.0)): \(flow($0.1, json: json))" }.joined(separator: ", ")
                + "}"
        }
    }

    static func isLeafy(_ tree: Tree) -> Bool {
        switch tree {
        case .plain, .string: return true
        case .list(let items):
            return items.allSatisfy { if case .map = $0 { return false } else { return isLeafy($0) } }
        case .map: return false
        }
    }

    static func block(_ tree: Tree, indent: Int, inList: Bool) -> String {
        let pad = String(repeating: " ", count: indent)
        switch tree {
        case .map(let pairs):
            if pairs.isEmpty { return "{}\n" }
            var out = ""
            for (index, (key, value)) in pairs.enumerated() {
                let prefix = index == 0 && inList ? "" : pad
                if isLeafy(value) {
                    out += "\(prefix)\(key): \(flow(value))\n"
                } else if case .list(let items) = value, items.isEmpty {
                    out += "\(prefix)\(key): []\n"
                } else if case .map(let inner) = value, inner.isEmpty {
                    out += "\(prefix)\(key): {}\n"
                } else {
                    out += "\(prefix)\(key):\n" + block(value, indent: indent + 2, inList: false)
                }
            }
            return out
        case .list(let items):
            var out = ""
            for item in items {
                if isLeafy(item) {
                    out += "\(pad)- \(flow(item))\n"
                } else {
                    out += "\(pad)- " + block(item, indent: indent + 2, inList: true)
                }
            }
            return out
        default:
            return pad + flow(tree) + "\n"
        }
    }

    // MARK: The model as a tree

    static func num(_ v: Double) -> Tree {
        if v == v.rounded(), abs(v) < 1e15 { return .plain(String(Int64(v))) }
        return .plain("\(v)")
    }

    static func point(_ p: CGPoint) -> Tree { .list([num(p.x), num(p.y)]) }
    static func rect(_ r: CGRect) -> Tree { .list([num(r.origin.x), num(r.origin.y), num(r.width), num(r.height)]) }
    static func bool(_ b: Bool) -> Tree { .plain(b ? "true" : "false") }
    static func strings(_ s: [String]) -> Tree { .list(s.map(Tree.string)) }

    static func value(_ value: Value) -> Tree {
        switch value {
        case .bool(let b): return bool(b)
        case .number(let n): return num(n)
        case .int(let i): return .plain(String(i))
        case .string(let s): return .string(s)
        case .strings(let s): return strings(s)
        case .ints(let i): return .list(i.map { .plain(String($0)) })
        case .point(let p): return point(p)
        case .size(let s): return .list([num(s.width), num(s.height)])
        case .rect(let r): return rect(r)
        case .rects(let r): return .list(r.map(rect))
        case .insets(let t, let l, let b, let r): return .list([num(t), num(l), num(b), num(r)])
        case .transform(let ops):
            return .list(
                ops.map { op in
                    switch op {
                    case .rotate(let d): return .map([("rotate", num(d))])
                    case .scale(let x, let y): return .map([("scale", .list([num(x), num(y)]))])
                    case .translate(let x, let y): return .map([("translate", .list([num(x), num(y)]))])
                    }
                })
        }
    }

    static func passing(_ policy: PassingPolicy) -> [(String, Tree)] {
        var out: [(String, Tree)] = []
        let touches = [policy.began, policy.moved, policy.ended, policy.cancelled]
        if touches != [.super, .super, .super, .super] {
            out.append(
                (
                    "touches",
                    .map([
                        ("began", .plain(policy.began.rawValue)), ("moved", .plain(policy.moved.rawValue)),
                        ("ended", .plain(policy.ended.rawValue)), ("cancelled", .plain(policy.cancelled.rawValue)),
                    ])
                ))
        }
        if policy.presses != .super { out.append(("presses", .plain(policy.presses.rawValue))) }
        if policy.motion != .super { out.append(("motion", .plain(policy.motion.rawValue))) }
        if policy.remoteControl != .super { out.append(("remoteControl", .plain(policy.remoteControl.rawValue))) }
        return out
    }

    static func responder(_ spec: ResponderSpec) -> [(String, Tree)] {
        var out: [(String, Tree)] = [("id", .string(spec.id))]
        if let name = spec.name { out.append(("name", .string(name))) }
        out += passing(spec.passing)
        if !spec.performs.isEmpty {
            out.append(
                (
                    "performs",
                    .list(
                        spec.performs.map { p in
                            var m: [(String, Tree)] = [("action", .string(p.action))]
                            if let log = p.log { m.append(("log", .string(log))) }
                            return .map(m)
                        })
                ))
        }
        if let c = spec.canBecomeFirstResponder { out.append(("canBecomeFirstResponder", bool(c))) }
        if spec.log { out.append(("log", bool(true))) }
        return out
    }

    static func hitTest(_ h: HitTestOverride) -> Tree {
        switch h {
        case .intercept: return .plain("intercept")
        case .forwardOutside: return .plain("forwardOutside")
        case .forwardTo(let id): return .map([("forwardTo", .string(id))])
        }
    }

    static func pointInside(_ p: PointInsideOverride) -> Tree {
        var m: [(String, Tree)] = [("rects", .list(p.rects.map(rect))), ("subviews", bool(p.subviews))]
        if let a = p.answer { m.append(("answer", bool(a))) }
        return .map(m)
    }

    static func gesture(_ g: GestureSpec) -> Tree {
        var m: [(String, Tree)] = [("id", .string(g.id)), ("type", .plain(g.type.rawValue))]
        if let name = g.name { m.append(("name", .string(name))) }
        for p in g.properties { m.append((p.key, value(p.value))) }
        if !g.requireToFail.isEmpty { m.append(("requireToFail", strings(g.requireToFail))) }
        if let d = g.delegate {
            let r = d.shouldReceive
            m.append(
                (
                    "delegate",
                    .map([
                        ("simultaneousWith", strings(d.simultaneousWith)), ("shouldBegin", bool(d.shouldBegin)),
                        (
                            "shouldReceive",
                            .map([
                                ("notInClasses", strings(r.notInClasses)), ("notInViews", strings(r.notInViews)),
                                ("onlyInClasses", strings(r.onlyInClasses)), ("onlyInViews", strings(r.onlyInViews)),
                            ])
                        ),
                        ("requireFailureOf", strings(d.requireFailureOf)),
                        ("requiredToFailBy", strings(d.requiredToFailBy)),
                    ])
                ))
        }
        if !g.actions.isEmpty {
            m.append(
                (
                    "actions",
                    .list(
                        g.actions.map { a in
                            var am: [(String, Tree)] = []
                            if let t = a.target { am.append(("target", .string(t))) }
                            if let n = a.action { am.append(("action", .string(n))) }
                            if let l = a.log { am.append(("log", .string(l))) }
                            return .map(am)
                        })
                ))
        }
        return .map(m)
    }

    static func view(_ v: ViewSpec) -> Tree {
        var m = responder(v.responder)
        m.append(("class", .plain(v.viewClass.rawValue)))
        if let parent = v.parent { m.append(("parent", .string(parent))) }
        for p in v.properties { m.append((p.key, value(p.value))) }
        if let h = v.hitTest { m.append(("hitTest", hitTest(h))) }
        if let p = v.pointInside { m.append(("pointInside", pointInside(p))) }
        if let i = v.touchAreaInsets { m.append(("touchAreaInsets", value(i))) }
        if let log = v.didSelectLog { m.append(("didSelect", .map([("log", .string(log))]))) }
        if !v.gestures.isEmpty { m.append(("gestures", .list(v.gestures.map(gesture)))) }
        if !v.actions.isEmpty {
            m.append(
                (
                    "actions",
                    .list(
                        v.actions.map { a in
                            var am: [(String, Tree)] = [("events", strings(a.events)), ("action", .string(a.action))]
                            if let t = a.target { am.append(("target", .string(t))) }
                            if let l = a.log { am.append(("log", .string(l))) }
                            return .map(am)
                        })
                ))
        }
        return .map(m)
    }

    static func fingers(_ list: [FingerPoint], _ key: String) -> Tree {
        .list(list.map { .map([("finger", .string($0.finger)), (key, point($0.point))]) })
    }

    static func action(_ a: StepAction) -> (String, Tree)? {
        switch a {
        case .down(let f): return ("down", fingers(f, "at"))
        case .move(let f): return ("move", fingers(f, "to"))
        case .up(let n): return ("up", strings(n))
        case .cancel(let n): return ("cancel", strings(n))
        case .tap(let tap):
            return (
                "tap",
                .map([
                    ("fingers", .list(tap.points.map(point))), ("count", .plain(String(tap.count))),
                    ("interval", num(tap.interval)),
                ])
            )
        case .drag(let d):
            return (
                "drag",
                .map([
                    ("from", point(d.from)), ("to", point(d.to)), ("duration", num(d.duration)),
                    ("steps", .plain(String(d.steps))),
                ])
            )
        case .longPress(let p): return ("longPress", .map([("at", point(p.at)), ("duration", num(p.duration))]))
        case .swipe(let sw):
            return (
                "swipe",
                .map([
                    ("from", point(sw.from)), ("direction", .plain(sw.direction)), ("distance", num(sw.distance)),
                    ("duration", num(sw.duration)), ("steps", .plain(String(sw.steps))),
                ])
            )
        case .pinch(let p):
            return (
                "pinch",
                .map([
                    ("center", point(p.center)), ("from", num(p.from)), ("to", num(p.to)),
                    ("duration", num(p.duration)),
                    ("steps", .plain(String(p.steps))),
                ])
            )
        case .rotate(let r):
            return (
                "rotate",
                .map([
                    ("center", point(r.center)), ("radius", num(r.radius)), ("angle", num(r.angle)),
                    ("duration", num(r.duration)), ("steps", .plain(String(r.steps))),
                ])
            )
        case .shake(let sh): return ("shake", .map([("duration", num(sh.duration))]))
        case .key(let k):
            // An empty list of modifiers does not read back (`modifiers` takes at least one): leave it out.
            let modifiers: [(String, Tree)] = k.modifiers.isEmpty ? [] : [("modifiers", strings(k.modifiers))]
            return ("key", .map([("characters", .string(k.characters))] + modifiers + [("duration", num(k.duration))]))
        case .remote(let c): return ("remote", .plain(c))
        case .becomeFirstResponder(let id): return ("becomeFirstResponder", .string(id))
        case .resignFirstResponder(let id): return ("resignFirstResponder", .string(id))
        case .set(let change):
            let o = change.overrides
            var m: [(String, Tree)] = [("view", .string(change.view))]
            for p in change.properties { m.append((p.key, value(p.value))) }
            if let h = o.hitTest { m.append(("hitTest", h.map(hitTest) ?? .plain("none"))) }
            if let p = o.pointInside { m.append(("pointInside", p.map(pointInside) ?? .plain("none"))) }
            if let i = o.touchAreaInsets { m.append(("touchAreaInsets", i.map(value) ?? .plain("none"))) }
            if let p = o.passing {
                m.append(
                    (
                        "touches",
                        .map([
                            ("began", .plain(p.began.rawValue)), ("moved", .plain(p.moved.rawValue)),
                            ("ended", .plain(p.ended.rawValue)), ("cancelled", .plain(p.cancelled.rawValue)),
                        ])
                    ))
            }
            return ("set", .map(m))
        case .wait: return nil
        }
    }

    static func tree(_ s: Scenario) -> Tree {
        var m: [(String, Tree)] = []
        if let name = s.name { m.append(("name", .string(name))) }
        if let d = s.description { m.append(("description", .string(d))) }
        m.append(("screen", .list([num(s.screen.width), num(s.screen.height)])))
        var window: [(String, Tree)] = []
        if let n = s.window.name { window.append(("name", .string(n))) }
        if let r = s.window.rootViewController { window.append(("rootViewController", .string(r))) }
        if !window.isEmpty { m.append(("window", .map(window))) }
        if let n = s.application.name { m.append(("application", .map([("name", .string(n))]))) }
        if let d = s.appDelegate { m.append(("appDelegate", .map(responder(d)))) }
        if !s.viewControllers.isEmpty {
            m.append(
                (
                    "viewControllers",
                    .list(
                        s.viewControllers.map { c in
                            var cm = responder(c.responder)
                            if let v = c.view { cm.append(("view", .string(v))) }
                            if let p = c.presentedBy { cm.append(("presentedBy", .string(p))) }
                            return .map(cm)
                        })
                ))
        }
        m.append(("views", .list(s.views.map(view))))
        if let f = s.firstResponder { m.append(("firstResponder", .string(f))) }
        var trace: [(String, Tree)] = [("timestamps", bool(s.trace.timestamps)), ("summary", bool(s.trace.summary))]
        if let kinds = s.trace.kinds { trace.append(("kinds", strings(kinds))) }
        m.append(("trace", .map(trace)))
        m.append(
            (
                "timeline",
                .list(
                    s.timeline.map { step in
                        var sm: [(String, Tree)] = []
                        if let at = step.at { sm.append(("at", num(at))) }
                        if let after = step.after { sm.append(("after", num(after))) }
                        if let note = step.note { sm.append(("note", .string(note))) }
                        if let a = action(step.action) { sm.append(a) }
                        return .map(sm)
                    })
            ))
        if let end = s.endTime { m.append(("endTime", num(end))) }
        return .map(m)
    }
}
