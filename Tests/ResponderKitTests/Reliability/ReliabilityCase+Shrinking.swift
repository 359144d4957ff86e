import Foundation
import ResponderKit

extension ReliabilityCase {
    var size: String { "\(steps.count) steps, \(views.count) views, \(recognizers.count) recognizers" }

    /// Every case one part smaller: without one step, one view (and what refers to it), one recognizer,
    /// one requirement or the second window. Larger cuts first, so shrinking converges quickly.
    var smallerCases: [ReliabilityCase] {
        var result: [ReliabilityCase] = []
        // Halves of the script first.
        if steps.count >= 4 {
            let half = steps.count / 2
            var a = self
            a.steps = Array(steps[half...])
            var b = self
            b.steps = Array(steps[..<half])
            result += [b, a]
        }
        for index in steps.indices.reversed() {
            var smaller = self
            smaller.steps.remove(at: index)
            result.append(smaller)
        }
        for view in views.reversed() { result.append(removingView(view.id)) }
        for recognizer in recognizers.reversed() { result.append(removingRecognizer(recognizer.id)) }
        for index in requirements.indices.reversed() {
            var smaller = self
            smaller.requirements.remove(at: index)
            result.append(smaller)
        }
        if window2 != nil {
            var smaller = self
            smaller.window2 = nil
            smaller.views = smaller.views.map { spec in
                var spec = spec
                if spec.host == .window2 { spec.host = .window }
                return spec
            }
            smaller.steps.removeAll { step in
                if case .mutate(let m) = step, m.usesWindow2 { return true }
                if case .arm(_, let m) = step, m.usesWindow2 { return true }
                return false
            }
            result.append(smaller)
        }
        // Simpler views: no transform, visible, interactive.
        for (index, view) in views.enumerated().reversed() {
            if view.transform != .identity || view.isHidden || view.alpha != 1 || !view.isUserInteractionEnabled {
                var smaller = self
                smaller.views[index].transform = .identity
                smaller.views[index].isHidden = false
                smaller.views[index].alpha = 1
                smaller.views[index].isUserInteractionEnabled = true
                result.append(smaller)
            }
        }
        return result
    }

    /// Without view `id`: its subviews move to its host, its recognizers go, steps naming it go.
    func removingView(_ id: Int) -> ReliabilityCase {
        var smaller = self
        guard let removed = views.first(where: { $0.id == id }) else { return smaller }
        smaller.views.removeAll { $0.id == id }
        for index in smaller.views.indices where smaller.views[index].host == .view(id) {
            smaller.views[index].host = removed.host
        }
        for recognizer in recognizers where recognizer.host == id {
            smaller = smaller.removingRecognizer(recognizer.id)
        }
        smaller.steps.removeAll { step in
            switch step {
            case .mutate(let m): return m.viewIDs.contains(id)
            case .arm(let hook, let m): return hook.viewID == id || m.viewIDs.contains(id)
            default: return false
            }
        }
        return smaller
    }

    func removingRecognizer(_ id: Int) -> ReliabilityCase {
        var smaller = self
        smaller.recognizers.removeAll { $0.id == id }
        smaller.requirements.removeAll { $0.recognizer == id || $0.toFail == id }
        smaller.steps.removeAll { step in
            switch step {
            case .mutate(let m): return m.recognizerIDs.contains(id)
            case .arm(let hook, let m): return hook.recognizerID == id || m.recognizerIDs.contains(id)
            default: return false
            }
        }
        return smaller
    }

    /// Greedy shrinking: keeps any smaller case for which `stillFails` holds, until none does (or the
    /// budget of runs is spent).
    func shrunk(budget: Int = 400, stillFails: (ReliabilityCase) -> Bool) -> (ReliabilityCase, runs: Int) {
        var current = self
        var runs = 0
        var progress = true
        while progress && runs < budget {
            progress = false
            for candidate in current.smallerCases where candidate != current {
                runs += 1
                if stillFails(candidate) {
                    current = candidate
                    progress = true
                    break
                }
                if runs >= budget { break }
            }
        }
        return (current, runs)
    }
}
