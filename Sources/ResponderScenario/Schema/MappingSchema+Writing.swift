import Foundation
import Yams

/// Writing a model back, and checking it once every id is known: both walk the declared keys.
extension MappingSchema {
    /// The mapping as a node: every required key, and every other key whose value differs from a
    /// fresh model's, in declared order; then the extra pairs (properties, in file order).
    func write(_ model: Model) -> Node {
        var pairs: [(String, Node)] = []
        for key in keys {
            guard let node = key.write(model) else { continue }
            if key.requirement == .optional, node == key.write(initial) { continue }
            pairs.append((key.name, node))
        }
        if let extra { pairs += extra(model) }
        return Node.mapping(pairs)
    }

    /// Runs each key's check at its path, then the mapping's own.
    func check(_ validator: inout ScenarioValidator, _ model: Model, _ path: String) {
        for key in keys {
            key.check?(&validator, model, Self.join(path, key.name))
        }
        check?(&validator, model, path)
    }
}
