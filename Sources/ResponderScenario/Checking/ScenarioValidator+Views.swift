import Foundation

/// The view tree: forwarding targets inside the forwarding view, no cycles, bounded depth (H5, G1).
extension ScenarioValidator {
    /// `hitTest: {forwardTo: id}`: a view inside the one that forwards.
    mutating func checkForwarding(to target: String, from id: String, _ path: String) {
        checkView(target, path)
        if kind(of: target)?.isView == true && !isDescendant(target, of: id) {
            error("'\(target)' is not inside '\(id)'", path)
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
}
