import Foundation
import ResponderKit

/// The timeline's checks: times never go backwards, fingers go down before they move or lift, and
/// end once; `set` steps change properties their view has.
extension ScenarioValidator {
    /// Start times of the steps, as the runner computes them.
    static func startTimes(_ steps: [Step]) -> [Double] {
        var now = 0.0
        var result: [Double] = []
        for step in steps {
            let start = step.at ?? (now + (step.after ?? 0))
            result.append(max(start, now))
            now = max(start, now) + step.action.duration
        }
        return result
    }

    static func naturalEnd(_ scenario: Scenario) -> Double {
        let starts = startTimes(scenario.timeline)
        guard let last = scenario.timeline.last, let start = starts.last else { return scenario.endTime ?? 1 }
        return scenario.endTime ?? (start + last.action.duration + 1)
    }

    mutating func checkTimeline() {
        var now = 0.0
        var down: [String: Int] = [:]
        var ended: [String: Int] = [:]
        for (index, step) in scenario.timeline.enumerated() {
            let path = "timeline[\(index)]"
            if let at = step.at, at < now - 1e-9 {
                let end = SeedFormat.number(now)
                error(
                    "time \(SeedFormat.number(at)) is before the end of the previous step (\(end)); times must not go backwards",
                    "\(path).at")
            }
            let start = max(step.at ?? (now + (step.after ?? 0)), now)
            if start + step.action.duration > Limits.maximumTime {
                error("the timeline runs past \(Int(Limits.maximumTime)) s", path)
                return
            }
            switch step.action {
            case .down(let fingers):
                for (i, f) in fingers.enumerated() {
                    if let since = down[f.finger] {
                        let p = fingers.count == 1 && !isListed(path + ".down") ? "\(path).down" : "\(path).down[\(i)]"
                        error("finger '\(f.finger)' is already down (since timeline[\(since)])", p)
                    } else {
                        down[f.finger] = index
                        ended[f.finger] = nil
                    }
                }
            case .move(let fingers):
                for (i, f) in fingers.enumerated() where down[f.finger] == nil {
                    let p = fingers.count == 1 && !isListed(path + ".move") ? "\(path).move" : "\(path).move[\(i)]"
                    error(notDown(f.finger, ended), p)
                }
            case .up(let names), .cancel(let names):
                let key: String
                if case .up = step.action { key = "up" } else { key = "cancel" }
                for (i, name) in names.enumerated() {
                    let p = names.count == 1 && !isListed("\(path).\(key)") ? "\(path).\(key)" : "\(path).\(key)[\(i)]"
                    if down[name] == nil {
                        error(notDown(name, ended), p)
                    } else {
                        down[name] = nil
                        ended[name] = index
                    }
                }
            default:
                break
            }
            now = start + step.action.duration
        }
        if let end = scenario.endTime, end < now - 1e-9 {
            error(
                "endTime \(SeedFormat.number(end)) is before the end of the last step (\(SeedFormat.number(now)))",
                "endTime")
        }
    }

    func isListed(_ path: String) -> Bool { scenario.sourceMap.positions["\(path)[0]"] != nil }

    func notDown(_ finger: String, _ ended: [String: Int]) -> String {
        if let at = ended[finger] { return "finger '\(finger)' has already ended (at timeline[\(at)])" }
        return "finger '\(finger)' is not down"
    }

    /// A `set` step's properties: ones the target view's class has.
    mutating func checkChangedProperties(_ change: StepAction.Change, _ path: String) {
        guard case .view(let index) = kind(of: change.view) else { return }
        let viewClass = scenario.views[index].viewClass
        for property in change.properties {
            guard let classes = ViewProperties.byName[property.key]?.classes, !classes.contains(viewClass) else {
                continue
            }
            error("'\(property.key)' is not a property of class '\(viewClass.rawValue)'", "\(path).\(property.key)")
        }
    }
}
