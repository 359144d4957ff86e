import Foundation
import ResponderKit

extension EventCase {
    // MARK: The stream

    func randomPoint() -> CGPoint {
        if reader.chance(30), !views.isEmpty {
            let view = views[reader.int(0...(views.count - 1))]
            let local = CGPoint(
                x: view.bounds.midX + reader.coordinate(-40...40), y: view.bounds.midY + reader.coordinate(-40...40))
            let point = view.convert(local, to: nil)
            if point.x.isFinite, point.y.isFinite, abs(point.x) < 1e5, abs(point.y) < 1e5 { return point }
        }
        if reader.chance(10) {  // the screen's edges, for edge pans
            return CGPoint(x: reader.pick([0, 5, 370, 375]), y: reader.coordinate(0...667))
        }
        return CGPoint(x: reader.coordinate(-10...385), y: reader.coordinate(-10...677))
    }

    func subset() -> [SimulatedTouch] {
        let chosen = active.filter { _ in reader.chance(60) }
        return chosen.isEmpty ? [active[reader.int(0...(active.count - 1))]] : chosen
    }

    func down(_ count: Int) -> [SimulatedTouch] {
        let fingers = simulator.touchDown(at: (0..<count).map { _ in randomPoint() })
        remember(fingers)
        return fingers
    }

    func step() {
        switch reader.int(0...99) {
        case 0..<16 where active.count < 5:
            active += down(min(reader.int(1...3), 5 - active.count))
        case 16..<34 where !active.isEmpty:
            let fingers = subset()
            let big = reader.chance(25)
            let range: ClosedRange<CGFloat> = big ? -150...150 : -20...20
            simulator.move(
                fingers,
                to: fingers.map {
                    CGPoint(x: $0.location.x + reader.coordinate(range), y: $0.location.y + reader.coordinate(range))
                })
        case 34..<42 where !active.isEmpty:
            let fingers = subset()
            let (dx, dy) = (reader.coordinate(-30...30), reader.coordinate(-30...30))
            let interval = reader.pick([0.008, 0.016, 0.05])
            for _ in 0..<reader.int(2...8) {
                simulator.advance(by: interval)
                simulator.move(fingers, to: fingers.map { CGPoint(x: $0.location.x + dx, y: $0.location.y + dy) })
            }
        case 42..<48:
            let fingers = down(reader.int(1...2))
            simulator.advance(by: reader.pick([0.01, 0.05, 0.2]))
            simulator.lift(fingers)
        case 48..<58 where !active.isEmpty:
            let fingers = subset()
            simulator.lift(fingers)
            active.removeAll { finger in fingers.contains { $0 === finger } }
        case 58..<61 where !active.isEmpty:
            let finger = active[reader.int(0...(active.count - 1))]
            simulator.cancel(finger)
            active.removeAll { $0 === finger }
        case 61..<78:
            simulator.advance(by: reader.pick([0.001, 0.016, 0.05, 0.1, 0.15, 0.2, 0.35, 0.36, 0.5, 0.6, 1.6]))
        case 78..<88:
            apply(Mutation.read(&reader), fromCallback: false)
        case 88..<91 where active.count >= 2:
            let pair = Array(active.prefix(2))
            let (spread, turn) = (reader.coordinate(-0.3...0.4), reader.coordinate(-0.5...0.5))
            for _ in 0..<4 {
                simulator.advance(by: 0.03)
                let a = pair[0].location
                let b = pair[1].location
                let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
                let half = CGPoint(x: (b.x - a.x) / 2 * (1 + spread), y: (b.y - a.y) / 2 * (1 + spread))
                let turned = CGPoint(
                    x: half.x * cos(turn) - half.y * sin(turn), y: half.x * sin(turn) + half.y * cos(turn))
                simulator.move(
                    pair,
                    to: [
                        CGPoint(x: mid.x - turned.x, y: mid.y - turned.y),
                        CGPoint(x: mid.x + turned.x, y: mid.y + turned.y),
                    ])
            }
        case 91..<94:
            switch reader.int(0...2) {
            case 0: simulator.shake()
            case 1: simulator.sendRemoteControl(.remoteControlTogglePlayPause)
            default: simulator.pressKey("a")
            }
        case 94..<97 where grid != nil:
            checkIndex()
        case 97..<100 where allowBad:
            bad()
        default:
            simulator.advance(by: 0.02)
        }
    }

    /// Deliberately bad calls: each must be refused with one issue, and change nothing.
    func bad() {
        badCalls += 1
        switch reader.int(0...4) {
        case 0: simulator.touchDown(at: CGPoint(x: CGFloat.nan, y: 10))
        case 1: simulator.advance(by: reader.bool() ? -1 : .infinity)
        case 2:
            if let ended = everyTouch.first(where: { !$0.isActive }) {
                simulator.lift(ended)
            } else {
                simulator.advance(by: -1)
            }
        case 3:
            if let finger = active.first {
                simulator.move([finger], to: [])
            } else {
                simulator.advance(by: .nan)
            }
        default:
            if let finger = active.first {
                simulator.move([finger], to: [CGPoint(x: 1, y: CGFloat.infinity)])
            } else {
                simulator.touchDown(at: CGPoint(x: CGFloat.infinity, y: 0))
            }
        }
    }
}
