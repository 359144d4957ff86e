import Foundation
import ResponderKit
import ResponderScenario

/// Writes a recorded flow as a Swift Testing function (ST7), as a web recorder writes a browser test: the
/// touches replayed through `EventSimulator` at their recorded times, aimed by `accessibilityIdentifier`
/// (`tap(on:)`, `longPress(on:duration:)` when the finger rested on the view's visible centre's target),
/// else at points relative to the identified view's origin (window points without one), then the
/// expectations the studio observed when the recording stopped.
enum StudioSwiftWriter {
    /// A finger that moved less than this, in points, from where it came down is a tap or a long press.
    static let slop = 8.0
    /// The longest rest that is still a tap (a long press recognizer's default wait is 0.5 s).
    static let tapDuration = 0.3

    static func write(_ flow: StudioFlow, setup: StudioTestSetup) -> String {
        var body = Body()
        body.line(
            "let simulator = EventSimulator(screenSize: CGSize(width: \(n(flow.screenSize.width)), "
                + "height: \(n(flow.screenSize.height))))")
        for line in setup.setUp.split(separator: "\n", omittingEmptySubsequences: false) {
            body.line(String(line))
        }
        let tracesActions = flow.expectations.contains { if case .lastAction = $0 { true } else { false } }
        if tracesActions { body.line("simulator.trace.isEnabled = true") }
        var clock = 0.0
        func wait(until time: Double) {
            let delta = ((time - clock) * 1e6).rounded() / 1e6
            if delta > 0 { body.line("simulator.advance(by: \(n(delta)))") }
            clock = max(clock, time)
        }
        let sugar = gestures(flow)
        var index = 0
        while index < flow.steps.count {
            let step = flow.steps[index]
            let at = step.at ?? clock
            if let gesture = sugar[index], let id = gesture.aim.identifier {
                body.blank()
                body.line("// touch \(gesture.finger.dropFirst()): \(gesture.aim.boundView)")
                wait(until: at)
                if gesture.duration <= tapDuration {
                    body.line("#expect(simulator.tap(on: \(literal(id))))")
                    clock += 0.05
                } else {
                    body.line("#expect(simulator.longPress(on: \(literal(id)), duration: \(n(gesture.duration))))")
                    clock += gesture.duration
                }
                index = gesture.lastStep + 1
                continue
            }
            if case .down(let points) = step.action { header(points, flow: flow, into: &body) }
            wait(until: at)
            raw(step.action, flow: flow, into: &body)
            index += 1
        }
        wait(until: flow.endTime)
        body.blank()
        var names = Set(["simulator", "lastAction"])
        for expectation in flow.expectations {
            for line in code(expectation, names: &names) { body.line(line) }
        }
        var text = "// Recorded in Responder Studio (ST7): \(flow.aims.count) touches, \(n(flow.endTime)) s.\n"
        // As swift-format orders them: plain imports sorted, then the others (`@testable`) after a blank line.
        let lines = Set(["import ResponderKit", "import Testing"] + setup.imports.filter { !$0.isEmpty })
        text += lines.filter { $0.hasPrefix("import ") }.sorted().map { $0 + "\n" }.joined()
        let others = lines.filter { !$0.hasPrefix("import ") }.sorted()
        if !others.isEmpty { text += "\n" + others.map { $0 + "\n" }.joined() }
        text += "\n@MainActor @Test func \(setup.functionName)() throws {\n"
        text += body.lines.map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
        return text + "}\n"
    }

    // MARK: Gestures

    struct Gesture {
        let finger: String
        let aim: StudioFlow.Aim
        let duration: Double
        let lastStep: Int
    }

    /// The steps that start a tap or a long press written as one aimed call, by index: one finger down
    /// alone, ended (not cancelled) near where it came down, aimed at a centred identified view.
    static func gestures(_ flow: StudioFlow) -> [Int: Gesture] {
        var found: [Int: Gesture] = [:]
        var down = 0
        var index = 0
        while index < flow.steps.count {
            defer { index += 1 }
            guard case .down(let points) = flow.steps[index].action else {
                if case .up(let names) = flow.steps[index].action { down -= names.count }
                if case .cancel(let names) = flow.steps[index].action { down -= names.count }
                continue
            }
            down += points.count
            guard down == 1, points.count == 1, let aim = flow.aims[points[0].finger], aim.centred,
                aim.identifier != nil
            else { continue }
            let finger = points[0].finger
            var last = index + 1
            var rested = true
            while last < flow.steps.count, case .move(let moves) = flow.steps[last].action {
                if moves.contains(where: {
                    hypot($0.point.x - points[0].point.x, $0.point.y - points[0].point.y) > slop
                }) {
                    rested = false
                }
                last += 1
            }
            guard rested, last < flow.steps.count, case .up(let names) = flow.steps[last].action, names == [finger],
                let start = flow.steps[index].at, let end = flow.steps[last].at
            else { continue }
            found[index] = Gesture(finger: finger, aim: aim, duration: end - start, lastStep: last)
            down = 0
            index = last
        }
        return found
    }

    /// Above fingers coming down: what each was bound to, and the view its points are relative to.
    static func header(_ points: [FingerPoint], flow: StudioFlow, into body: inout Body) {
        body.blank()
        for finger in points {
            let aim = flow.aims[finger.finger]
            body.line("// touch \(finger.finger.dropFirst()): \(aim?.boundView ?? "nothing")")
            if let id = aim?.identifier {
                let number = finger.finger.dropFirst()
                body.line(
                    "let anchor\(number) = try #require(simulator.view(withAccessibilityIdentifier: \(literal(id))))")
                body.line("let origin\(number) = anchor\(number).convert(CGPoint.zero, to: nil)")
            }
        }
    }

    /// A step as the simulator's own calls, fingers named `touch1`... and points relative to their view.
    static func raw(_ action: StepAction, flow: StudioFlow, into body: inout Body) {
        func point(_ finger: FingerPoint) -> String {
            let aim = flow.aims[finger.finger]
            guard let aim, aim.identifier != nil else {
                return "CGPoint(x: \(n(finger.point.x, 0.1)), y: \(n(finger.point.y, 0.1)))"
            }
            let origin = "origin\(finger.finger.dropFirst())"
            return "CGPoint(x: \(origin).x + \(n(finger.point.x - aim.origin.x, 0.1)), "
                + "y: \(origin).y + \(n(finger.point.y - aim.origin.y, 0.1)))"
        }
        func touch(_ name: String) -> String { "touch\(name.dropFirst())" }
        func list(_ names: [String]) -> String {
            names.count == 1 ? touch(names[0]) : "[" + names.map(touch).joined(separator: ", ") + "]"
        }
        switch action {
        case .down(let points):
            if points.count == 1 {
                body.line("let \(touch(points[0].finger)) = simulator.touchDown(at: \(point(points[0])))")
            } else {
                let group = "touches\(points[0].finger.dropFirst())"
                body.line("let \(group) = simulator.touchDown(at: [\(points.map(point).joined(separator: ", "))])")
                for (offset, finger) in points.enumerated() {
                    body.line("let \(touch(finger.finger)) = \(group)[\(offset)]")
                }
            }
        case .move(let points):
            if points.count == 1 {
                body.line("simulator.move(\(touch(points[0].finger)), to: \(point(points[0])))")
            } else {
                body.line(
                    "simulator.move(\(list(points.map(\.finger))), to: [\(points.map(point).joined(separator: ", "))])")
            }
        case .up(let names): body.line("simulator.lift(\(list(names)))")
        case .cancel(let names): for name in names { body.line("simulator.cancel(\(touch(name)))") }
        default: break
        }
    }

    // MARK: Text

    /// An expectation's lines; a view it reads is a local named after its identifier, unique in `names`.
    static func code(_ expectation: StudioFlow.Expectation, names: inout Set<String>) -> [String] {
        switch expectation {
        case .topViewController(let name):
            return ["#expect(simulator.topViewController.map { String(describing: type(of: $0)) } == \(literal(name)))"]
        case .property(let id, let type, let property, let value):
            let local = variable(for: id, names: &names)
            let lookup = "let \(local) = simulator.view(withAccessibilityIdentifier: \(literal(id))) as? \(type)"
            // A slider's value follows the finger to the point; points are written to 0.1 pt.
            if type == "UISlider" {
                return [lookup, "#expect(abs((\(local)?.\(property) ?? .nan) - \(value)) < 0.01)"]
            }
            return [lookup, "#expect(\(local)?.\(property) == \(value))"]
        case .lastAction(let name):
            return [
                "let lastAction = simulator.trace.entries.last { $0.kind == \"action\" }",
                "#expect(lastAction?.fields.first { $0.name == \"action\" }?.value == .string(\(literal(name))))",
            ]
        }
    }

    /// A lowerCamelCase Swift name for an identifier (`settings.wifi` → `settingsWifi`), not a keyword, not
    /// one of `names`; added to them.
    static func variable(for identifier: String, names: inout Set<String>) -> String {
        let words = identifier.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first!.isNumber { name = "view" + name.prefix(1).uppercased() + name.dropFirst() }
        let keywords: Set = [
            "as", "default", "do", "for", "func", "if", "in", "is", "let", "nil", "return", "self",
            "switch", "true", "false", "try", "var", "while", "case", "class", "struct", "enum", "import",
        ]
        if keywords.contains(name) { name += "View" }
        // The raw steps' locals are `touchN`, `touchesN`, `anchorN`, `originN`.
        if ["touch", "touches", "anchor", "origin"].contains(where: { prefix in
            name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }) {
            name += "View"
        }
        var unique = name
        var suffix = 2
        while names.contains(unique) {
            unique = "\(name)\(suffix)"
            suffix += 1
        }
        names.insert(unique)
        return unique
    }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A number in its shortest form (`0.5`, `12`), rounded to `step` if given.
    static func n(_ value: Double, _ step: Double? = nil) -> String {
        let rounded = step.map { (value / $0).rounded() * $0 } ?? value
        let clean = (rounded * 1e6).rounded() / 1e6
        if clean == clean.rounded(), abs(clean) < 1e15 { return String(Int64(clean)) }
        return "\(clean)"
    }

    static func n(_ value: CGFloat, _ step: Double? = nil) -> String { n(Double(value), step) }

    struct Body {
        var lines: [String] = []
        mutating func line(_ text: String) { lines.append(text) }
        mutating func blank() { if let last = lines.last, !last.isEmpty { lines.append("") } }
    }
}
