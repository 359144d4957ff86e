import Foundation

/// A key path an explicit animation names (AN22): a property of AN4, or some of its numbers — Core
/// Animation's `position.x`, `bounds.size.width`, `transform.rotation.z`, `transform.scale`,
/// `transform.translation.x` ... A transform's numbers are its decomposition (AN4): translation, scale,
/// rotation angle; the other parts of the model transform stay.
struct AnimatedKeyPath: Sendable {
    let key: AnimatedKey
    /// Indices into the key's vector the animated values replace (or add to); nil: the whole value.
    let components: [Int]?
    /// One number animates several components (`transform.scale`: x and y).
    let broadcasts: Bool

    init?(_ path: String) {
        if let key = AnimatedKey(rawValue: path) {
            self.init(key, nil)
            return
        }
        let table: [String: (AnimatedKey, [Int], Bool)] = [
            "position.x": (.position, [0], false), "position.y": (.position, [1], false),
            "anchorPoint.x": (.anchorPoint, [0], false), "anchorPoint.y": (.anchorPoint, [1], false),
            "bounds.origin": (.bounds, [0, 1], false), "bounds.origin.x": (.bounds, [0], false),
            "bounds.origin.y": (.bounds, [1], false), "bounds.size": (.bounds, [2, 3], false),
            "bounds.size.width": (.bounds, [2], false), "bounds.size.height": (.bounds, [3], false),
            "transform.translation": (.transform, [0, 1], false), "transform.translation.x": (.transform, [0], false),
            "transform.translation.y": (.transform, [1], false), "transform.scale": (.transform, [2, 3], true),
            "transform.scale.x": (.transform, [2], false), "transform.scale.y": (.transform, [3], false),
            "transform.rotation": (.transform, [4], false), "transform.rotation.z": (.transform, [4], false),
            "shadowOffset.width": (.shadowOffset, [0], false), "shadowOffset.height": (.shadowOffset, [1], false),
        ]
        guard let entry = table[path] else { return nil }
        self.init(entry.0, entry.1, broadcasts: entry.2)
    }

    private init(_ key: AnimatedKey, _ components: [Int]?, broadcasts: Bool = false) {
        self.key = key
        self.components = components
        self.broadcasts = broadcasts
    }

    /// A value's vector in this path's space; nil when it is not of the right kind.
    func vector(_ value: Any?) -> [Double]? {
        guard let components else { return key.vector(value) }
        if let number = AnimatedKey.number(value) {
            if components.count == 1 || broadcasts { return Array(repeating: number, count: components.count) }
            return nil
        }
        guard components.count == 2 else { return nil }
        if let point = value as? CGPoint { return [Double(point.x), Double(point.y)] }
        if let size = value as? CGSize { return [Double(size.width), Double(size.height)] }
        return nil
    }

    /// This path's part of a whole value's vector.
    func extract(_ whole: [Double]) -> [Double] {
        guard let components else { return whole }
        return components.map { whole[$0] }
    }
}

extension CAAnimationCalculationMode {
    var isDiscrete: Bool { self == .discrete }
}
