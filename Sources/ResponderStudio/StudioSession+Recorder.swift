import Foundation
import ResponderKit
import ResponderScenario

/// The recorder's Swift side (ST7): where each finger came down, named as a test names it, and what the
/// world shows at the end that it did not show at the start.
extension StudioSession {
    /// A fresh world: nothing aimed yet, its observable state kept to compare with the end.
    func startRecorder() {
        aims = [:]
        lastAction = nil
        // A scenario file's recording is YAML: nothing to observe for a Swift test.
        guard setup != nil else { return }
        startState = StudioObserver.state(of: player.world.simulator).map { "\($0)" }
    }

    /// Fingers that just came down as touches `firstTouch`, `firstTouch + 1`...: their aims.
    func aimFingers(_ began: [(finger: String, point: CGPoint)], firstTouch: Int) {
        guard setup != nil else { return }
        let world = player.world
        for (offset, finger) in began.enumerated() {
            aims[finger.finger] = StudioObserver.aim(
                at: finger.point, bound: world.boundView(ofTouch: firstTouch + offset), simulator: world.simulator)
        }
    }

    /// The recording as a flow: its steps and aims, and the expectations observed now — the controller on
    /// top, every identified view's state that changed or that a finger was aimed at, the last action
    /// sent, and no issues when the world has none.
    func observedFlow(_ recording: Scenario) -> StudioFlow {
        let simulator = player.world.simulator
        var expectations: [StudioFlow.Expectation] = []
        if let top = simulator.topViewController {
            expectations.append(.topViewController(String(describing: type(of: top))))
        }
        let aimed = Set(aims.values.compactMap(\.identifier))
        let before = Set(startState)
        for state in StudioObserver.state(of: simulator)
        where aimed.contains(state.identifier) || !before.contains("\(state)") {
            expectations.append(
                .property(
                    identifier: state.identifier, type: state.type, property: state.property, literal: state.literal))
        }
        if let lastAction { expectations.append(.lastAction(lastAction)) }
        return StudioFlow(
            steps: recording.timeline, aims: aims, endTime: recording.endTime ?? player.time,
            expectations: expectations, screenSize: scenario.screen)
    }
}

extension StudioSession {
    /// A flow written as a Swift Testing function (ST7), as the recorder writes a recording: for tools that
    /// record flows by other means.
    public static func swiftTest(_ flow: StudioFlow, setup: StudioTestSetup) -> String {
        StudioSwiftWriter.write(flow, setup: setup)
    }
}
