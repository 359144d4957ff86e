import Foundation
import ResponderKit

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
