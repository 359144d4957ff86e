import Foundation
import ResponderKit

/// Each recognizer's last state change and its reason, gathered from trace entries as they come (the
/// streamed run keeps no entries): `--json`'s `final` line (X23).
struct RecognizerStates {
    private(set) var order: [String] = []
    private(set) var last: [String: (state: String, reason: String?, time: Double)] = [:]

    mutating func add(_ entry: TraceEntry) {
        guard entry.kind == "state", let name = entry.string("recognizer"), let to = entry.string("to") else { return }
        if last[name] == nil { order.append(name) }
        last[name] = (to, entry.string("reason"), entry.time)
    }

    init() {}

    init(_ entries: [TraceEntry]) {
        for entry in entries { add(entry) }
    }
}
