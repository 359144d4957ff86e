import Foundation

/// The failure requirements among one gesture's recognizers (GR5), as a graph the arena builds once per
/// settling so that evaluating them costs time linear in the graph (GR5; Reliability, "Hostile sizes"): a 40-level
/// diamond of `require(toFail:)` (2^40 paths) or a 10,000-long chain settles in one walk, not one per path.
///
/// Edges come from `require(toFail:)` directly; the other sources (subclass hooks and delegates, GR5) are
/// asked only for the pairs where one side can answer: a recognizer with a delegate, or of a class that may
/// override the hooks. Waiting cycles ("B waits on A while A waits on B") are the strongly connected
/// components of the requesting recognizers, recomputed only after a request changed.
@MainActor final class FailureRequirementGraph {
    private unowned let arena: GestureArena
    let entries: [GestureArenaEntry]
    private var index: [ObjectIdentifier: Int] = [:]
    /// Entries whose recognizer may answer GR5 questions beyond `require(toFail:)`.
    private var answering: [Int] = []
    private var isAnswering: [Bool] = []
    private var edges: [[Int]?]
    /// Began or ended and settled (GR4's preventers), in entry order; a superset, checked on use.
    private(set) var preventers: [Int] = []
    private var component: [Int] = []
    private var componentStamp: Int?

    init(arena: GestureArena) {
        self.arena = arena
        entries = arena.entries
        edges = Array(repeating: nil, count: entries.count)
        index.reserveCapacity(entries.count)
        isAnswering.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            index[ObjectIdentifier(entry)] = position
            let answers = !Self.keepsDefaultHooks(entry.recognizer)
            isAnswering.append(answers)
            if answers { answering.append(position) }
        }
    }

    /// The classes of this module that keep `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)`
    /// as they are: without a delegate, their answers are `false` and need not be asked.
    private static let defaultHookClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(UISwipeGestureRecognizer.self),
        ObjectIdentifier(UILongPressGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
    ]

    private static func keepsDefaultHooks(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.delegateStorage == nil && defaultHookClasses.contains(ObjectIdentifier(type(of: recognizer)))
    }

    func position(of entry: GestureArenaEntry) -> Int? { index[ObjectIdentifier(entry)] }

    /// The entries `entries[position]` requires to fail (GR5), in entry order.
    func requirements(of position: Int) -> [Int] {
        if let known = edges[position] { return known }
        let recognizer = entries[position].recognizer
        var found: [Int] = []
        if isAnswering[position] {
            for other in entries.indices where other != position {
                if arena.requires(recognizer, toFail: entries[other].recognizer) { found.append(other) }
            }
        } else {
            var explicit = Set<Int>()
            for requirement in recognizer.failureRequirements {
                guard let entry = requirement.recognizer?.arenaEntry, let other = index[ObjectIdentifier(entry)],
                    other != position, entries[other] === entry
                else { continue }
                if explicit.insert(other).inserted { found.append(other) }
            }
            for other in answering where other != position && !explicit.contains(other) {
                if arena.requires(recognizer, toFail: entries[other].recognizer) { found.append(other) }
            }
            found.sort()
        }
        edges[position] = found
        return found
    }

    /// True if `blocker` (transitively, through recognizers that are requesting too) waits on `waiter`,
    /// which requires it: a waiting cycle, in which the earlier one goes (GR5).
    func waitsInCycle(_ blocker: Int, on waiter: Int) -> Bool {
        guard entries[blocker].requestedState != nil, entries[waiter].requestedState != nil else { return false }
        if componentStamp != arena.requestChanges { findComponents() }
        return component[blocker] >= 0 && component[blocker] == component[waiter]
    }

    // MARK: GR4's preventers

    /// Called at the start of each settling pass.
    func collectPreventers() {
        preventers = []
        for (position, entry) in entries.enumerated() where entry.hasBegun || entry.hasEnded {
            preventers.append(position)
        }
    }

    /// A commit made `entry` a preventer for the rest of the pass.
    func noteCommitted(_ entry: GestureArenaEntry) {
        guard let position = position(of: entry) else { return }
        var low = 0
        var high = preventers.count
        while low < high {
            let middle = (low + high) / 2
            if preventers[middle] < position { low = middle + 1 } else { high = middle }
        }
        if low == preventers.count || preventers[low] != position { preventers.insert(position, at: low) }
    }

    // MARK: Strongly connected components (Tarjan's, iterative: a 10,000-long chain must not recurse)

    private func findComponents() {
        componentStamp = arena.requestChanges
        let count = entries.count
        component = Array(repeating: -1, count: count)
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        var componentCount = 0
        var work: [(node: Int, next: Int)] = []
        for root in 0..<count where order[root] < 0 && entries[root].requestedState != nil {
            work.append((root, 0))
            order[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let (node, next) = work.last {
                let targets = requirements(of: node)
                if next < targets.count {
                    work[work.count - 1].next = next + 1
                    let target = targets[next]
                    guard entries[target].requestedState != nil else { continue }
                    if order[target] < 0 {
                        order[target] = counter
                        lowLink[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], order[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = componentCount
                    if member == node { break }
                }
                componentCount += 1
            }
        }
    }
}
