import Foundation

/// Chains of single links (a view's parent, a controller's presenter), walked once each (Reliability, "What bounds each
/// stage": a 6,000-controller chain was walked from every controller, with a linear search per step — cubic).
/// Every node is visited once: O(nodes) time and memory.
struct LinkChains {
    /// For each node, the nodes on its chain, itself included, plus `tail` of the last one; nil when the
    /// chain runs into a cycle.
    private(set) var depths: [Int?]
    /// Each cycle once, found by the walk from `start` (the first node, in index order, whose chain
    /// reaches it); `members` in link order from the first member that walk reached.
    private(set) var cycles: [(start: Int, members: [Int])] = []

    /// `next`: the node a node links to (nil at the chain's end); `tail`: what a chain's last node adds.
    init(count: Int, next: (Int) -> Int?, tail: (Int) -> Int = { _ in 0 }) {
        depths = [Int?](repeating: nil, count: count)
        // 0: not seen; 1: on the current walk; 2: done (depth known, or nil for a cycle or its way in).
        var state = [UInt8](repeating: 0, count: count)
        var positionOnWalk = [Int](repeating: 0, count: count)
        for start in 0..<count where state[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            var base: Int?
            while true {
                guard let node = current else {
                    base = walk.last.map(tail) ?? 0
                    break
                }
                if state[node] == 2 {
                    base = depths[node]
                    break
                }
                if state[node] == 1 {
                    cycles.append((start, Array(walk[positionOnWalk[node]...])))
                    break
                }
                state[node] = 1
                positionOnWalk[node] = walk.count
                walk.append(node)
                current = next(node)
            }
            var depth = base
            for node in walk.reversed() {
                state[node] = 2
                depth = depth.map { $0 + 1 }
                depths[node] = depth
            }
        }
    }

    /// `A -> B -> C -> A`; a long cycle shows its first and last members and its length.
    static func describe(_ names: [String]) -> String {
        guard let first = names.first else { return "" }
        let shown = names.count <= 12 ? names : Array(names.prefix(5)) + ["..."] + Array(names.suffix(5))
        let text = (shown + [first]).joined(separator: " -> ")
        return names.count <= 12 ? text : "\(text) (\(names.count) in the cycle)"
    }
}
