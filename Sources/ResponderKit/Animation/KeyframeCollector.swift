import Foundation

/// The segments of an `animateKeyframes` block (AN9): each `addKeyframe` (and each change made directly
/// in the block, as a keyframe spanning the whole duration) contributes, per (view, property), a
/// segment from the value before to the value after, over its relative start and duration.
@MainActor final class KeyframeCollector {
    private struct Segment {
        let start: Double
        let duration: Double
        let after: Any?
    }

    private final class Entry {
        let view: UIView
        let key: AnimatedKey
        let before: Any?
        var segments: [Segment] = []
        init(view: UIView, key: AnimatedKey, before: Any?) {
            self.view = view
            self.key = key
            self.before = before
        }
    }

    struct Built {
        let view: UIView
        let layer: CALayer
        let key: AnimatedKey
        let path: AnimationPath
        let isAdditive: Bool
        let before: Any?
        let after: Any?
    }

    let isDiscrete: Bool
    private var entries: [Entry] = []

    init(discrete: Bool) { isDiscrete = discrete }

    func add(start: Double, duration: Double, _ changes: [AnimationTransaction.Change]) {
        for change in changes {
            let entry: Entry
            if let found = entries.first(where: { $0.view === change.view && $0.key == change.key }) {
                entry = found
            } else {
                entry = Entry(view: change.view, key: change.key, before: change.before)
                entries.append(entry)
            }
            let after = change.key.modelValue(of: change.view.layer)
            entry.segments.append(Segment(start: start, duration: duration, after: after))
        }
    }

    /// One animation per (view, property): the values at the segments' ends, held between segments
    /// (stepped: each segment's value from its start);
    /// additive (relative to the final model value) for position, bounds and transform unless the layer
    /// has an animation of the key that prevents it (AN6), replacing otherwise.
    func build(discrete: Bool) -> [Built] {
        entries.compactMap { entry in
            let layer = entry.view.layer
            let key = entry.key
            let after = key.modelValue(of: layer)
            guard let base = key.vector(entry.before), let final = key.vector(after) else { return nil }
            var times: [Double] = [0]
            var values: [[Double]] = [base]
            for segment in entry.segments.sorted(by: { $0.start < $1.start }) {
                guard var target = key.vector(segment.after) else { continue }
                let start = Swift.min(Swift.max(segment.start, times.last ?? 0), 1)
                let end = Swift.min(Swift.max(segment.start + segment.duration, start), 1)
                let current = values[values.count - 1]
                if key == .transform { target[4] = current[4] + AnimationVector.shortAngle(target[4] - current[4]) }
                if discrete {
                    // A stepped keyframe takes its value when it starts.
                    times.append(start)
                    values.append(target)
                    continue
                }
                if start > times[times.count - 1] {
                    times.append(start)
                    values.append(current)
                }
                times.append(end)
                values.append(target)
            }
            if !discrete, times[times.count - 1] < 1 {
                times.append(1)
                values.append(values[values.count - 1])
            }
            guard values.contains(where: { $0 != final }) else { return nil }
            let additive = layer.acceptsAdditiveAnimation(of: key)
            if additive {
                // Relative to the final value; a transform's angle relative to where the path ends (the
                // same rotation, possibly a whole turn apart), so that the path ends at zero.
                var reference = final
                if key == .transform { reference[4] = values[values.count - 1][4] }
                values = values.map { AnimationVector.subtract($0, reference) }
            } else {
                layer.detachAnimations(of: key)
            }
            return Built(
                view: entry.view, layer: layer, key: key,
                path: .keyframes(times: times, values: values, discrete: discrete, curves: nil), isAdditive: additive,
                before: entry.before, after: after)
        }
    }
}
