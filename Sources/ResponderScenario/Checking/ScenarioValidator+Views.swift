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

    /// Up to ``Limits/treeDepth`` steps: a deeper tree is refused anyway (and a cycle never ends).
    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = parentID(of: id)
        var steps = 0
        while let c = current, steps <= Limits.treeDepth {
            if c == ancestor { return true }
            current = parentID(of: c)
            steps += 1
        }
        return false
    }

    /// Cycles (each once, with the cycle) and the depth of the parent links, in one walk (``LinkChains``).
    mutating func checkTree() {
        let views = scenario.views
        let chains = LinkChains(
            count: views.count,
            next: { index in
                guard let parent = views[index].parent, case .view(let p)? = self.kind(of: parent) else { return nil }
                return p
            },
            tail: { index in
                // A controller's implicit view as the parent is one more level.
                guard let parent = views[index].parent, self.kind(of: parent)?.isView == true else { return 0 }
                return 1
            })
        for cycle in chains.cycles {
            let names = cycle.members.map { views[$0].id }
            error("cycle in the view tree: \(LinkChains.describe(names))", "views[\(cycle.start)].parent")
        }
        for (index, view) in views.enumerated() where view.parent != nil {
            // Once per branch: at the view one level past the limit (not at every view below it).
            if chains.depths[index] == Limits.treeDepth + 1 {
                error("the view tree is deeper than \(Limits.treeDepth) levels", "views[\(index)].parent")
            }
        }
    }
}
