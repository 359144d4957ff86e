import Foundation
import ResponderKit

/// One randomized case of the reliability suite (issue 8), as plain data: a view tree (with controls,
/// scroll views, tables and wide "grid" views that use the spatial index), recognizers with their
/// properties and failure requirements, and a script of multi-finger input, timer advances, mutations
/// and hooks that run mutations from inside callbacks (T7).
///
/// Being data, a case can be replayed in fresh simulators (L2), shrunk by dropping parts of it, and
/// printed as readable Swift-like steps. Views and recognizers are referred to by id; anything that refers
/// to an id that no longer exists (after shrinking) is skipped when the case runs.
struct ReliabilityCase: Equatable {
    var seed: UInt64
    var window2: Window2Spec?
    var views: [ViewSpec]
    var recognizers: [RecognizerSpec]
    /// `(a, b)`: recognizer `a` requires recognizer `b` to fail (GR5).
    var requirements: [Requirement]
    var steps: [Step]

    struct Requirement: Equatable {
        var recognizer: Int
        var toFail: Int
    }

    /// A second window over part of the screen (G2 across windows, T6 when it goes away).
    struct Window2Spec: Equatable {
        var frame: CGRect
        var level: CGFloat
        var transform: TransformSpec
    }

    enum TransformSpec: Equatable {
        case identity
        case rotation(CGFloat)
        case scale(CGFloat, CGFloat)

        var transform: CGAffineTransform {
            switch self {
            case .identity: return .identity
            case .rotation(let angle): return CGAffineTransform(rotationAngle: angle)
            case .scale(let x, let y): return CGAffineTransform(scaleX: x, y: y)
            }
        }

        var swift: String {
            switch self {
            case .identity: return ".identity"
            case .rotation(let angle): return "CGAffineTransform(rotationAngle: \(angle))"
            case .scale(let x, let y): return "CGAffineTransform(scaleX: \(x), y: \(y))"
            }
        }
    }

    /// Where a view lives: another view, the main window or the second window.
    enum Host: Equatable {
        case window
        case window2
        case view(Int)

        var swift: String {
            switch self {
            case .window: return "window"
            case .window2: return "window2"
            case .view(let id): return "v\(id)"
            }
        }
    }

    struct ViewSpec: Equatable {
        enum Kind: Equatable {
            /// A `ProbeView`: a user subclass with hooks, T5/T6 tracking and an optional enlarged area (H6).
            case plain
            case button, toggle, slider, segmented, stepper
            case scroll
            case table(rows: Int)
            /// A plain view with `count` ≥ 64 generated subviews (issue 7's index on the dispatch path).
            case grid(count: Int, seed: UInt64)
        }
        var id: Int
        var host: Host
        var kind: Kind
        var frame: CGRect
        var transform: TransformSpec = .identity
        var isHidden = false
        var alpha: CGFloat = 1
        var isUserInteractionEnabled = true
        var isMultipleTouchEnabled = false
        var isExclusiveTouch = false
        var forwards = false
        var enlargement: CGFloat = 0
        var isEnabled = true
        var delaysContentTouches = true
        var canCancelContentTouches = true
        var isPagingEnabled = false
        var contentScale = CGSize(width: 2, height: 2)

        var canHost: Bool {
            switch kind {
            case .plain, .scroll: return true
            default: return false
            }
        }
    }

    struct RecognizerSpec: Equatable {
        enum Kind: Equatable {
            case tap(taps: Int, touches: Int)
            case pan(minimumTouches: Int)
            case longPress(duration: TimeInterval)
            case swipe(direction: UInt)
            case pinch
            case rotation
        }
        var id: Int
        /// nil: the main window.
        var host: Int?
        var kind: Kind
        var attached = true
        var isEnabled = true
        var cancelsTouchesInView = true
        var delaysTouchesBegan = false
        var delaysTouchesEnded = true
        /// The delegate's answers (every recognizer has a probe delegate, so that hooks can run there).
        var simultaneous = false
        var shouldBegin = true
        /// Refuse every n-th touch in `shouldReceive` (0: never).
        var refuseEvery = 0
    }

    enum Step: Equatable {
        case down([Int], [CGPoint])
        case move([Int], [CGPoint])
        case lift([Int])
        case cancel(Int)
        case advance(TimeInterval)
        case tap(CGPoint)
        case mutate(Mutation)
        /// Runs the mutation once, the next time the callback happens (T7).
        case arm(Hook, Mutation)
    }

    enum Hook: Equatable {
        case hitTest(Int)
        case touchesBegan(Int)
        case touchesEnded(Int)
        case gestureAction(Int)
        case controlAction(Int)
        case shouldReceive(Int)
        case shouldBegin(Int)
        case shouldRecognizeSimultaneously(Int)
        case reset(Int)
        case didScroll(Int)

        var viewID: Int? {
            switch self {
            case .hitTest(let id), .touchesBegan(let id), .touchesEnded(let id), .controlAction(let id),
                .didScroll(let id):
                return id
            default: return nil
            }
        }

        var recognizerID: Int? {
            switch self {
            case .gestureAction(let id), .shouldReceive(let id), .shouldBegin(let id),
                .shouldRecognizeSimultaneously(let id), .reset(let id):
                return id
            default: return nil
            }
        }

        var swift: String {
            switch self {
            case .hitTest(let id): return "v\(id).hitTest"
            case .touchesBegan(let id): return "v\(id).touchesBegan"
            case .touchesEnded(let id): return "v\(id).touchesEnded"
            case .gestureAction(let id): return "r\(id) action"
            case .controlAction(let id): return "v\(id) control action"
            case .shouldReceive(let id): return "r\(id).delegate.shouldReceive"
            case .shouldBegin(let id): return "r\(id).delegate.gestureRecognizerShouldBegin"
            case .shouldRecognizeSimultaneously(let id): return "r\(id).delegate.shouldRecognizeSimultaneouslyWith"
            case .reset(let id): return "r\(id).reset()"
            case .didScroll(let id): return "v\(id).delegate.scrollViewDidScroll"
            }
        }
    }

    enum Mutation: Equatable {
        case removeView(Int)
        case addView(Int, to: Host)
        case setHidden(Int, Bool)
        case bringToFront(Int)
        case removeRecognizer(Int)
        case addRecognizer(Int, to: Int?)
        case setRecognizerEnabled(Int, Bool)
        case becomeFirstResponder(Int)
        case resignFirstResponder(Int)
        case setControlEnabled(Int, Bool)
        case setWindow2Hidden(Bool)
        /// The main window: touches that come down while it is hidden belong to no window (T6).
        case setWindowHidden(Bool)
        case detachWindow2
        case attachWindow2
        case tap(CGPoint)
        case advance(TimeInterval)

        var viewIDs: [Int] {
            switch self {
            case .removeView(let id), .setHidden(let id, _), .bringToFront(let id), .becomeFirstResponder(let id),
                .resignFirstResponder(let id), .setControlEnabled(let id, _):
                return [id]
            case .addView(let id, let host):
                if case .view(let other) = host { return [id, other] }
                return [id]
            case .addRecognizer(_, let host): return host.map { [$0] } ?? []
            default: return []
            }
        }

        var recognizerIDs: [Int] {
            switch self {
            case .removeRecognizer(let id), .addRecognizer(let id, _), .setRecognizerEnabled(let id, _): return [id]
            default: return []
            }
        }

        var usesWindow2: Bool {
            switch self {
            case .setWindow2Hidden, .detachWindow2, .attachWindow2: return true
            case .addView(_, let host): return host == .window2
            default: return false
            }
        }

        var swift: String {
            switch self {
            case .removeView(let id): return "v\(id).removeFromSuperview()"
            case .addView(let id, let host): return "\(host.swift).addSubview(v\(id))"
            case .setHidden(let id, let hidden): return "v\(id).isHidden = \(hidden)"
            case .bringToFront(let id): return "v\(id).superview?.bringSubviewToFront(v\(id))"
            case .removeRecognizer(let id): return "r\(id).view?.removeGestureRecognizer(r\(id))"
            case .addRecognizer(let id, let host):
                return "\(host.map { "v\($0)" } ?? "window").addGestureRecognizer(r\(id))"
            case .setRecognizerEnabled(let id, let enabled): return "r\(id).isEnabled = \(enabled)"
            case .becomeFirstResponder(let id): return "v\(id).becomeFirstResponder()"
            case .resignFirstResponder(let id): return "v\(id).resignFirstResponder()"
            case .setControlEnabled(let id, let enabled): return "(v\(id) as! UIControl).isEnabled = \(enabled)"
            case .setWindow2Hidden(let hidden): return "window2.isHidden = \(hidden)"
            case .setWindowHidden(let hidden): return "window.isHidden = \(hidden)"
            case .detachWindow2: return "window2.windowScene = nil"
            case .attachWindow2: return "window2.windowScene = window.windowScene"
            case .tap(let point): return "simulator.tap(at: \(ReliabilityCase.swift(point)))"
            case .advance(let seconds): return "simulator.advance(by: \(seconds))"
            }
        }
    }
}

// MARK: - Generating

extension ReliabilityCase {
    static let screen = CGSize(width: 375, height: 667)

    /// A random case; the same seed always gives the same case.
    static func generate(seed: UInt64) -> ReliabilityCase {
        var rng = SplitMix64(seed: seed)
        var result = ReliabilityCase(seed: seed, window2: nil, views: [], recognizers: [], requirements: [], steps: [])
        if rng.chance(0.35) {
            let frame = CGRect(
                x: rng.coordinate(0...200), y: rng.coordinate(0...350), width: rng.coordinate(120...300),
                height: rng.coordinate(120...300))
            let transform: TransformSpec =
                rng.chance(0.3)
                ? (rng.chance(0.5)
                    ? .scale(rng.pick([0.5, 0.75, 1.5]), rng.pick([0.5, 1, 2]))
                    : .rotation(rng.pick([0.3, -0.5, .pi / 2])))
                : .identity
            result.window2 = Window2Spec(frame: frame, level: rng.pick([0, 1000]), transform: transform)
        }
        result.views = makeViews(&rng, window2: result.window2 != nil)
        result.recognizers = makeRecognizers(&rng, views: result.views)
        for a in result.recognizers {
            for b in result.recognizers where a.id != b.id && rng.chance(0.08) {
                result.requirements.append(Requirement(recognizer: a.id, toFail: b.id))
            }
        }
        result.steps = makeSteps(&rng, case: result)
        return result
    }

    private static func makeViews(_ rng: inout SplitMix64, window2: Bool) -> [ViewSpec] {
        var views: [ViewSpec] = []
        for id in 0..<rng.int(2...9) {
            var host: Host = .window
            if id > 0 {
                let hosts = views.filter(\.canHost)
                if window2 && rng.chance(0.15) {
                    host = .window2
                } else if !hosts.isEmpty && !rng.chance(0.15) {
                    host = .view(rng.pick(hosts).id)
                }
            }
            let parentSize: CGSize
            switch host {
            case .window: parentSize = screen
            case .window2: parentSize = CGSize(width: 250, height: 250)
            case .view(let parent):
                parentSize = views.first { $0.id == parent }?.frame.size ?? screen
            }
            let kind = pickKind(&rng)
            var spec = ViewSpec(id: id, host: host, kind: kind, frame: .zero)
            spec.frame = frame(for: kind, in: parentSize, rng: &rng, fill: id == 0 && rng.chance(0.6))
            let roll = rng.int(0...99)
            if roll < 10 {
                spec.transform = .rotation(rng.pick([.pi / 2, .pi / 4, .pi / 6, -.pi / 3, .pi]))
            } else if roll < 22 {
                spec.transform = .scale(rng.pick([0.5, 0.75, 1.25, 2]), rng.pick([0.5, 1, 1.5]))
            }
            spec.isHidden = id > 0 && rng.chance(0.07)
            if rng.chance(0.06) { spec.alpha = rng.pick([0, 0.005, 0.01, 0.5]) }
            spec.isUserInteractionEnabled = !rng.chance(0.05)
            spec.isMultipleTouchEnabled = rng.chance(0.5)
            spec.isExclusiveTouch = rng.chance(0.05)
            spec.forwards = rng.chance(0.35)
            if rng.chance(0.1) { spec.enlargement = rng.pick([10, 25, 50]) }
            spec.isEnabled = !rng.chance(0.1)
            spec.delaysContentTouches = rng.chance(0.7)
            spec.canCancelContentTouches = rng.chance(0.8)
            spec.isPagingEnabled = rng.chance(0.2)
            spec.contentScale = CGSize(width: rng.pick([1, 1.5, 3]), height: rng.pick([1, 2, 4]))
            views.append(spec)
        }
        return views
    }

    private static func pickKind(_ rng: inout SplitMix64) -> ViewSpec.Kind {
        switch rng.int(0...99) {
        case 0..<44: return .plain
        case 44..<52: return .button
        case 52..<57: return .toggle
        case 57..<62: return .slider
        case 62..<66: return .segmented
        case 66..<70: return .stepper
        case 70..<83: return .scroll
        case 83..<90: return .table(rows: rng.int(3...40))
        default: return .grid(count: rng.int(64...96), seed: rng.next())
        }
    }

    private static func frame(
        for kind: ViewSpec.Kind, in size: CGSize, rng: inout SplitMix64, fill: Bool
    ) -> CGRect {
        if fill { return CGRect(origin: .zero, size: size) }
        let small: Bool
        switch kind {
        case .button, .toggle, .slider, .segmented, .stepper: small = true
        default: small = false
        }
        let width = small ? rng.coordinate(40...160) : rng.coordinate(60...max(61, size.width * 1.1))
        let height = small ? rng.coordinate(30...60) : rng.coordinate(60...max(61, size.height * 1.1))
        return CGRect(
            x: rng.coordinate(-20...max(-19, size.width - 30)), y: rng.coordinate(-20...max(-19, size.height - 30)),
            width: width, height: height)
    }

    private static func makeRecognizers(_ rng: inout SplitMix64, views: [ViewSpec]) -> [RecognizerSpec] {
        var recognizers: [RecognizerSpec] = []
        for id in 0..<rng.int(0...6) {
            let kind: RecognizerSpec.Kind
            switch rng.int(0...99) {
            case 0..<30: kind = .tap(taps: rng.int(1...2), touches: rng.chance(0.8) ? 1 : 2)
            case 30..<52: kind = .pan(minimumTouches: rng.chance(0.8) ? 1 : 2)
            case 52..<67: kind = .longPress(duration: rng.pick([0.2, 0.5]))
            case 67..<80: kind = .swipe(direction: rng.pick([1, 2, 4, 8, 3]))
            case 80..<90: kind = .pinch
            default: kind = .rotation
            }
            var spec = RecognizerSpec(id: id, host: rng.chance(0.12) ? nil : rng.pick(views).id, kind: kind)
            spec.attached = !rng.chance(0.15)
            spec.isEnabled = !rng.chance(0.05)
            spec.cancelsTouchesInView = rng.chance(0.7)
            spec.delaysTouchesBegan = rng.chance(0.25)
            spec.delaysTouchesEnded = rng.chance(0.7)
            spec.simultaneous = rng.chance(0.15)
            spec.shouldBegin = !rng.chance(0.08)
            spec.refuseEvery = rng.chance(0.1) ? rng.int(2...3) : 0
            recognizers.append(spec)
        }
        return recognizers
    }

    private static func makeSteps(_ rng: inout SplitMix64, case c: ReliabilityCase) -> [Step] {
        var steps: [Step] = []
        var active: [Int] = []
        var nextFinger = 1
        var positions: [Int: CGPoint] = [:]
        func point() -> CGPoint {
            if rng.chance(0.04) { return CGPoint(x: rng.coordinate(-30...405), y: rng.coordinate(-30...697)) }
            return CGPoint(x: rng.coordinate(0...374), y: rng.coordinate(0...666))
        }
        func subset() -> [Int] {
            let chosen = active.filter { _ in rng.chance(0.6) }
            return chosen.isEmpty ? [rng.pick(active)] : chosen
        }
        let viewIDs = c.views.map(\.id)
        let recognizerIDs = c.recognizers.map(\.id)
        for _ in 0..<rng.int(8...36) {
            switch rng.int(0...99) {
            case 0..<16 where active.count < 4:
                let count = min(rng.int(1...2), 4 - active.count)
                let fingers = (0..<count).map { nextFinger + $0 }
                nextFinger += count
                let points = fingers.map { _ in point() }
                for (finger, p) in zip(fingers, points) { positions[finger] = p }
                active += fingers
                steps.append(.down(fingers, points))
            case 16..<34 where !active.isEmpty:
                let fingers = subset()
                let big = rng.chance(0.2)
                let points = fingers.map { finger -> CGPoint in
                    let p = positions[finger] ?? .zero
                    let range: ClosedRange<CGFloat> = big ? -120...120 : -25...25
                    return CGPoint(x: p.x + rng.coordinate(range), y: p.y + rng.coordinate(range))
                }
                for (finger, p) in zip(fingers, points) { positions[finger] = p }
                steps.append(.move(fingers, points))
            case 34..<43 where !active.isEmpty:  // a steady drag: pans, swipes, scrolling
                let fingers = subset()
                let (dx, dy) = (rng.coordinate(-30...30), rng.coordinate(-30...30))
                let interval = rng.pick([0.016, 0.03, 0.05])
                for _ in 0..<rng.int(3...6) {
                    steps.append(.advance(interval))
                    let points = fingers.map { finger -> CGPoint in
                        let p = positions[finger] ?? .zero
                        return CGPoint(x: p.x + dx, y: p.y + dy)
                    }
                    for (finger, p) in zip(fingers, points) { positions[finger] = p }
                    steps.append(.move(fingers, points))
                }
            case 43..<55 where !active.isEmpty:
                let fingers = subset()
                active.removeAll { fingers.contains($0) }
                steps.append(.lift(fingers))
            case 55..<58 where !active.isEmpty:
                let finger = rng.pick(active)
                active.removeAll { $0 == finger }
                steps.append(.cancel(finger))
            case 58..<76:
                steps.append(.advance(rng.pick([0.016, 0.05, 0.1, 0.16, 0.2, 0.36, 0.6, 1.6])))
            case 76..<81:
                steps.append(.tap(point()))
            case 81..<87:
                steps.append(
                    .mutate(mutation(&rng, views: viewIDs, recognizers: recognizerIDs, window2: c.window2 != nil)))
            default:
                let hook = hook(&rng, views: viewIDs, recognizers: recognizerIDs)
                steps.append(
                    .arm(hook, mutation(&rng, views: viewIDs, recognizers: recognizerIDs, window2: c.window2 != nil)))
            }
        }
        return steps
    }

    private static func hook(_ rng: inout SplitMix64, views: [Int], recognizers: [Int]) -> Hook {
        if !recognizers.isEmpty && rng.chance(0.55) {
            let id = rng.pick(recognizers)
            switch rng.int(0...4) {
            case 0: return .gestureAction(id)
            case 1: return .shouldReceive(id)
            case 2: return .shouldBegin(id)
            case 3: return .shouldRecognizeSimultaneously(id)
            default: return .reset(id)
            }
        }
        let id = rng.pick(views)
        switch rng.int(0...4) {
        case 0: return .hitTest(id)
        case 1: return .touchesBegan(id)
        case 2: return .touchesEnded(id)
        case 3: return .controlAction(id)
        default: return .didScroll(id)
        }
    }

    private static func mutation(_ rng: inout SplitMix64, views: [Int], recognizers: [Int], window2: Bool) -> Mutation {
        let view = rng.pick(views)
        func host() -> Host {
            if window2 && rng.chance(0.1) { return .window2 }
            return rng.chance(0.2) ? .window : .view(rng.pick(views))
        }
        switch rng.int(0...15) {
        case 0, 1: return .removeView(view)
        case 2: return .addView(view, to: host())
        case 3: return .setHidden(view, rng.chance(0.6))
        case 4: return .bringToFront(view)
        case 5 where !recognizers.isEmpty: return .removeRecognizer(rng.pick(recognizers))
        case 6 where !recognizers.isEmpty:
            return .addRecognizer(rng.pick(recognizers), to: rng.chance(0.1) ? nil : rng.pick(views))
        case 7 where !recognizers.isEmpty: return .setRecognizerEnabled(rng.pick(recognizers), rng.chance(0.4))
        case 8: return .becomeFirstResponder(view)
        case 9: return .resignFirstResponder(view)
        case 10: return .setControlEnabled(view, rng.chance(0.5))
        case 11 where window2: return rng.chance(0.5) ? .setWindow2Hidden(rng.chance(0.6)) : .detachWindow2
        case 12 where window2: return .attachWindow2
        case 13: return .tap(CGPoint(x: rng.coordinate(0...374), y: rng.coordinate(0...666)))
        case 14: return .advance(rng.pick([0.05, 0.2, 0.6]))
        default: return rng.chance(0.5) ? .setWindowHidden(rng.chance(0.6)) : .removeView(view)
        }
    }
}

// MARK: - Shrinking

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

// MARK: - Printing

extension ReliabilityCase {
    static func swift(_ p: CGPoint) -> String { "CGPoint(x: \(num(p.x)), y: \(num(p.y)))" }
    static func swift(_ r: CGRect) -> String {
        "CGRect(x: \(num(r.minX)), y: \(num(r.minY)), width: \(num(r.width)), height: \(num(r.height)))"
    }
    static func num(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }

    /// The case as readable Swift-like code: the world, then the script.
    var swiftDescription: String {
        var lines = ["// ReliabilityCase seed 0x\(String(seed, radix: 16)): \(size)"]
        lines.append("let simulator = EventSimulator(); let window = simulator.window")
        if let w = window2 {
            lines.append("let window2 = UIWindow(windowScene: window.windowScene!)")
            lines.append(
                "window2.frame = \(Self.swift(w.frame)); window2.windowLevel = .init(\(Self.num(w.level)));"
                    + " window2.transform = \(w.transform.swift); window2.isHidden = false")
        }
        for v in views {
            let type: String
            var extra: [String] = []
            switch v.kind {
            case .plain:
                type = "ProbeView"
                if v.forwards { extra.append("forwards = true") }
                if v.enlargement != 0 { extra.append("enlargement = \(Self.num(v.enlargement))") }
            case .button: type = "UIButton"
            case .toggle: type = "UISwitch"
            case .slider: type = "UISlider"
            case .segmented: type = "UISegmentedControl /* 3 segments */"
            case .stepper: type = "UIStepper"
            case .scroll:
                type = "UIScrollView"
                extra.append(
                    "contentSize = \(Self.num(v.frame.width * v.contentScale.width))x\(Self.num(v.frame.height * v.contentScale.height))"
                )
                if !v.delaysContentTouches { extra.append("delaysContentTouches = false") }
                if !v.canCancelContentTouches { extra.append("canCancelContentTouches = false") }
                if v.isPagingEnabled { extra.append("isPagingEnabled = true") }
            case .table(let rows): type = "UITableView /* \(rows) rows */"
            case .grid(let count, let seed): type = "ProbeView /* grid of \(count) subviews, seed \(seed) */"
            }
            if v.transform != .identity { extra.append("transform = \(v.transform.swift)") }
            if v.isHidden { extra.append("isHidden = true") }
            if v.alpha != 1 { extra.append("alpha = \(v.alpha)") }
            if !v.isUserInteractionEnabled { extra.append("isUserInteractionEnabled = false") }
            if v.isMultipleTouchEnabled { extra.append("isMultipleTouchEnabled = true") }
            if v.isExclusiveTouch { extra.append("isExclusiveTouch = true") }
            if !v.isEnabled {
                switch v.kind {
                case .button, .toggle, .slider, .segmented, .stepper: extra.append("isEnabled = false")
                default: break
                }
            }
            let settings = extra.isEmpty ? "" : "; " + extra.map { "v\(v.id).\($0)" }.joined(separator: "; ")
            lines.append(
                "let v\(v.id) = \(type)(frame: \(Self.swift(v.frame)))\(settings); \(v.host.swift).addSubview(v\(v.id))"
            )
        }
        for r in recognizers {
            let made: String
            switch r.kind {
            case .tap(let taps, let touches):
                made =
                    "UITapGestureRecognizer(); r\(r.id).numberOfTapsRequired = \(taps); r\(r.id).numberOfTouchesRequired = \(touches)"
            case .pan(let minimum): made = "UIPanGestureRecognizer(); r\(r.id).minimumNumberOfTouches = \(minimum)"
            case .longPress(let duration):
                made = "UILongPressGestureRecognizer(); r\(r.id).minimumPressDuration = \(duration)"
            case .swipe(let direction):
                made = "UISwipeGestureRecognizer(); r\(r.id).direction = .init(rawValue: \(direction))"
            case .pinch: made = "UIPinchGestureRecognizer()"
            case .rotation: made = "UIRotationGestureRecognizer()"
            }
            var extra: [String] = []
            if !r.cancelsTouchesInView { extra.append("cancelsTouchesInView = false") }
            if r.delaysTouchesBegan { extra.append("delaysTouchesBegan = true") }
            if !r.delaysTouchesEnded { extra.append("delaysTouchesEnded = false") }
            if !r.isEnabled { extra.append("isEnabled = false") }
            var delegate: [String] = []
            if r.simultaneous { delegate.append("simultaneous") }
            if !r.shouldBegin { delegate.append("refuses to begin") }
            if r.refuseEvery > 0 { delegate.append("refuses every \(r.refuseEvery). touch") }
            if !delegate.isEmpty { extra.append("delegate = ProbeDelegate(\(delegate.joined(separator: ", ")))") }
            let settings = extra.isEmpty ? "" : "; " + extra.map { "r\(r.id).\($0)" }.joined(separator: "; ")
            let attach =
                r.attached
                ? "; \(r.host.map { "v\($0)" } ?? "window").addGestureRecognizer(r\(r.id))" : " // not attached yet"
            lines.append("let r\(r.id) = \(made)\(settings)\(attach)")
        }
        for q in requirements { lines.append("r\(q.recognizer).require(toFail: r\(q.toFail))") }
        for step in steps {
            switch step {
            case .down(let fingers, let points):
                let names = fingers.map { "f\($0)" }.joined(separator: ", ")
                lines.append(
                    "let [\(names)] = simulator.touchDown(at: [\(points.map(Self.swift).joined(separator: ", "))])")
            case .move(let fingers, let points):
                lines.append(
                    "simulator.move([\(fingers.map { "f\($0)" }.joined(separator: ", "))], to: [\(points.map(Self.swift).joined(separator: ", "))])"
                )
            case .lift(let fingers):
                lines.append("simulator.lift([\(fingers.map { "f\($0)" }.joined(separator: ", "))])")
            case .cancel(let finger): lines.append("simulator.cancel(f\(finger))")
            case .advance(let seconds): lines.append("simulator.advance(by: \(seconds))")
            case .tap(let point): lines.append("simulator.tap(at: \(Self.swift(point)))")
            case .mutate(let m): lines.append(m.swift)
            case .arm(let hook, let m): lines.append("once in \(hook.swift) { \(m.swift) }")
            }
        }
        lines.append("// then: every finger still down lifts, and 2 s pass")
        return lines.joined(separator: "\n")
    }
}
