import Foundation

/// X6: per touch, each recognizer that saw it, the last state it reached for that touch and the reason the
/// engine gave — the table to paste into a bug report. Built from what the trace recorded (X1), so it
/// exists only for touches made while `trace.isEnabled` was on.
public struct ArenaReport: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let touch: Int
        public let recognizer: String
        /// The last state it moved to (other than back to `.possible` at reset); `.possible` if undecided.
        public let state: UIGestureRecognizer.State
        /// The engine's reason for that change; nil where it recorded none.
        public let reason: String?
        /// Whether any state change was recorded for it.
        public let changed: Bool

        /// The reason as the table shows it: honest about what was not recorded.
        public var reasonText: String {
            if let reason { return reason }
            return changed ? "no reason recorded" : "no state change recorded"
        }
    }

    public let rows: [Row]

    /// A fixed-width table: touch, recognizer, state, reason.
    public var text: String {
        guard !rows.isEmpty else { return "arena report: no recognizer saw a recorded touch\n" }
        let header = ["touch", "recognizer", "state", "reason"]
        let cells = rows.map { [String($0.touch), $0.recognizer, "\($0.state)", $0.reasonText] }
        let widths = (0..<3).map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }
        return ([line(header)] + cells.map(line)).map { $0 + "\n" }.joined()
    }

    /// A JSON array of `{"touch", "recognizer", "state", "reason"}` objects; `reason` is null where the
    /// engine recorded none.
    public var json: String {
        let objects = rows.map { row in
            "{\"touch\":\(row.touch),\"recognizer\":\(JSONText.string(row.recognizer)),"
                + "\"state\":\(JSONText.string("\(row.state)")),\"reason\":\(row.reason.map { JSONText.string($0) } ?? "null")}"
        }
        return "[" + objects.joined(separator: ",") + "]"
    }
}

/// What ``ArenaReport`` is made of, fed by ``EventTrace`` with the engine's live objects as it records.
@MainActor final class ArenaLog {
    private struct OpenRow {
        let recognizer: ObjectIdentifier
        let touch: Int
        let row: Int
    }

    private(set) var rows: [ArenaReport.Row] = []
    /// Rows of the gestures under way: a recognizer's rows close when it resets.
    private var open: [OpenRow] = []

    /// `maximumRows` is the trace's `maximumEntries`: a capped trace keeps a capped report (X7).
    func note(_ event: TraceEvent, names: TraceNames, maximumRows: Int?) {
        switch event {
        case .recognizerTouches(let recognizer, _, let touches):
            let id = ObjectIdentifier(recognizer)
            if let maximumRows, rows.count >= maximumRows { return }
            for touch in touches where !open.contains(where: { $0.recognizer == id && $0.touch == touch.number }) {
                open.append(OpenRow(recognizer: id, touch: touch.number, row: rows.count))
                rows.append(
                    ArenaReport.Row(
                        touch: touch.number, recognizer: names.name(of: recognizer), state: .possible, reason: nil,
                        changed: false))
            }
        case .stateChange(let recognizer, _, let to, let reason) where to != .possible:
            let id = ObjectIdentifier(recognizer)
            for entry in open where entry.recognizer == id {
                let old = rows[entry.row]
                // X15: a gesture under way is `.changed` for the reason it began, not its latest step's.
                rows[entry.row] = ArenaReport.Row(
                    touch: old.touch, recognizer: old.recognizer, state: to,
                    reason: to == .changed ? (old.reason ?? reason) : reason, changed: true)
            }
        case .reset(let recognizer):
            let id = ObjectIdentifier(recognizer)
            open.removeAll { $0.recognizer == id }
        default:
            break
        }
    }

    func removeAll() {
        rows = []
        open = []
    }

    /// In touch order, then in the order the recognizers first saw the touch.
    var report: ArenaReport {
        ArenaReport(
            rows: rows.enumerated().sorted { ($0.element.touch, $0.offset) < ($1.element.touch, $1.offset) }.map(
                \.element))
    }
}
