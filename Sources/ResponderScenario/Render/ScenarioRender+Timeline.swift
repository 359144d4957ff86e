import Foundation
import ResponderKit

extension ScenarioRender {
    /// `responder render --timeline` (X22): each touch, recognizer and view as a lane over virtual time,
    /// with the recognizers' state changes (from the trace), their actions, the touches views received,
    /// control events and actions. Long pauses are shortened (a break mark shows where); the number of
    /// marks is bounded.
    public static func timeline(_ scenario: Scenario, atTime: Double?) -> String {
        let run = played(scenario, until: atTime)
        let title =
            (scenario.name ?? "scenario") + " — timeline" + (atTime.map { " to t=\(SeedFormat.number($0))" } ?? "")
        var timeline = Timeline()
        timeline.collect(run)
        return timeline.draw(title: title)
    }
}

/// The lanes of a timeline and how they are drawn.
@MainActor struct Timeline {
    struct Mark {
        let time: Double
        /// `state`, `action`, `touches`, `control`, `sent`, `down`, `up`, `waiting`, `note`.
        let kind: String
        let label: String?
        let detail: String
        let color: String
    }

    struct Lane {
        let name: String
        let kind: String
        var marks: [Mark] = []
        /// Began/changed stretches of a recognizer, down-to-up stretches of a touch.
        var spans: [(from: Double, to: Double?)] = []
    }

    /// At most this many marks are drawn (X22); the rest are counted.
    static let markLimit = 4_000
    static let laneLimit = 200
    var lanes: [Lane] = []
    var index: [String: Int] = [:]
    var omitted = 0
    var endTime: Double = 0

    private mutating func lane(_ name: String, _ kind: String) -> Int? {
        if let found = index["\(kind) \(name)"] { return found }
        guard lanes.count < Self.laneLimit else { return nil }
        lanes.append(Lane(name: name, kind: kind))
        index["\(kind) \(name)"] = lanes.count - 1
        return lanes.count - 1
    }

    private var markCount = 0

    private mutating func add(_ name: String, _ kind: String, _ mark: Mark) {
        guard markCount < Self.markLimit, let i = lane(name, kind) else {
            omitted += 1
            return
        }
        markCount += 1
        lanes[i].marks.append(mark)
    }

    static func color(_ state: String) -> String {
        switch state {
        case "failed": return "#c62828"
        case "cancelled": return "#757575"
        case "began", "changed": return "#1565c0"
        default: return "#2e7d32"  // ended, recognized
        }
    }

    mutating func collect(_ run: ScenarioWorld) {
        endTime = run.simulator.currentTime
        for finger in run.fingers {
            let name = "touch \(finger.number)"
            guard let i = lane(name, "touch") else { continue }
            let start = finger.path.first?.time ?? 0
            lanes[i].spans.append((start, finger.endTime))
            let point = SeedFormat.point(finger.downPoint)
            add(
                name, "touch",
                Mark(
                    time: start, kind: "down", label: "down \(point)", detail: "\(name) down at \(point)",
                    color: "#ad1457"))
            if let end = finger.endTime {
                add(name, "touch", Mark(time: end, kind: "up", label: "up", detail: "\(name) up", color: "#ad1457"))
            }
        }
        var active: [String: Double] = [:]
        for entry in run.trace.entries {
            let t = entry.time
            switch entry.kind {
            case "state":
                guard let r = entry.string("recognizer"), let to = entry.string("to") else { continue }
                let reason = entry.string("reason").map { " (\($0))" } ?? ""
                add(
                    r, "recognizer",
                    Mark(time: t, kind: "state", label: to, detail: entry.text + reason, color: Self.color(to)))
                if to == "began" || to == "changed" {
                    if active[r] == nil { active[r] = t }
                } else if let from = active.removeValue(forKey: r), let i = index["recognizer \(r)"] {
                    lanes[i].spans.append((from, t))
                }
            case "gestureAction":
                guard let r = entry.string("recognizer") else { continue }
                add(
                    r, "recognizer",
                    Mark(time: t, kind: "action", label: "action", detail: entry.text, color: "#6a1b9a"))
            case "waiting":
                guard let r = entry.string("recognizer"), let on = entry.string("on") else { continue }
                add(
                    r, "recognizer",
                    Mark(time: t, kind: "waiting", label: "waits for \(on)", detail: entry.text, color: "#ef6c00"))
            case "touches":
                guard let responder = entry.string("responder"), let phase = entry.string("phase") else { continue }
                // Moves are ticks without words: a drag would otherwise write "moved" a hundred times.
                let label = phase == "moved" ? nil : phase
                add(
                    responder, "view",
                    Mark(time: t, kind: "touches", label: label, detail: entry.text, color: "#37474f"))
            case "controlEvents":
                guard let control = entry.string("control") else { continue }
                add(
                    control, "view",
                    Mark(
                        time: t, kind: "control", label: entry.text.dropFirst(control.count + 1).description,
                        detail: entry.text, color: "#00695c"))
            case "note":
                add(
                    "notes", "notes",
                    Mark(time: t, kind: "note", label: entry.text, detail: entry.text, color: "#424242"))
            case "action":
                add(
                    "actions", "actions",
                    Mark(time: t, kind: "sent", label: entry.text, detail: entry.text, color: "#6a1b9a"))
            default:
                continue
            }
        }
        for (r, from) in active {
            if let i = index["recognizer \(r)"] { lanes[i].spans.append((from, nil)) }
        }
        // Notes, touches, recognizers, views, actions; each group in order of first appearance.
        let rank = ["notes": 0, "touch": 1, "recognizer": 2, "view": 3, "actions": 4]
        lanes = lanes.enumerated().sorted { a, b in
            let ra = rank[a.element.kind] ?? 4
            let rb = rank[b.element.kind] ?? 4
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }
}
