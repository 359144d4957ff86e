import Foundation
import ResponderKit
import ResponderStudio
import Testing

@testable import ResponderStudioDemo

/// ST6: a world built in Swift, served over the studio's protocol as a scenario file's world is.
@MainActor @Suite struct StudioAppTests {
    /// A session on the demo's settings screen; `builds` counts the closure's calls.
    final class Counter {
        var builds = 0
    }

    func makeAppSession(clock: HandClock, counter: Counter = Counter()) -> (StudioSession, [String]) {
        let session = StudioSession(name: "Settings", test: SettingsViewController.testSetup, clock: { clock.now }) {
            counter.builds += 1
            $0.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        }
        return (session, session.start())
    }

    func tap(_ session: StudioSession, _ clock: HandClock, at point: (Double, Double), id: Int) -> [String] {
        var out = session.receive(touch([(id, "began", point.0, point.1)]))
        clock.now += 0.06
        out += session.receive(touch([(id, "ended", point.0, point.1)]))
        return out
    }

    @Test("ST6: the closure's world is sent as the scene, its views named and classed")
    func sceneOfTheClosure() throws {
        let (_, start) = makeAppSession(clock: HandClock())
        let scene = try #require(parse(start).first { $0.type == "scene" })
        #expect(scene.object["name"] as? String == "Settings")
        let views = try #require(scene.object["views"] as? [[String: Any]])
        let classes = Set(views.compactMap { $0["class"] as? String })
        #expect(classes.isSuperset(of: ["UIWindow", "UISwitch", "UIStepper", "UISlider", "UIButton", "UILabel"]))
    }

    @Test("ST6: touches from the page reach the closure's controls: hit-test walk, actions and scene")
    func touchesAreDelivered() throws {
        let clock = HandClock()
        let (session, _) = makeAppSession(clock: clock)
        clock.now = 0.5
        let replies = parse(tap(session, clock, at: (325, 125), id: 1))
        let entries = replies.compactMap(\.entry)
        #expect(entries.contains { $0["kind"] as? String == "hitTest" })
        #expect(entries.contains { $0["kind"] as? String == "action" && ($0["action"] as? String) == "wifiChanged:" })
        #expect(!replies.contains { $0.type == "error" })
        let simulator = session.player.world.simulator
        #expect((simulator.view(withAccessibilityIdentifier: "wifiSwitch") as? UISwitch)?.isOn == true)
        #expect((simulator.view(withAccessibilityIdentifier: "statusLabel") as? UILabel)?.text == "Wi-Fi on")
    }

    @Test("ST6: record start rebuilds the world from the closure at time 0; replay and seek build it again")
    func resetRebuilds() throws {
        let clock = HandClock()
        let counter = Counter()
        let (session, _) = makeAppSession(clock: clock, counter: counter)
        #expect(counter.builds == 1)
        clock.now = 1
        _ = tap(session, clock, at: (325, 125), id: 1)
        let replies = parse(session.receive("{\"type\":\"record\",\"action\":\"start\"}"))
        #expect(counter.builds == 2)
        #expect(replies.contains { $0.type == "scene" })
        let simulator = session.player.world.simulator
        #expect((simulator.view(withAccessibilityIdentifier: "wifiSwitch") as? UISwitch)?.isOn == false)
        #expect(session.player.time == 0)
        clock.now += 0.2
        _ = tap(session, clock, at: (325, 125), id: 2)
        clock.now += 0.5
        let stop = parse(session.receive("{\"type\":\"record\",\"action\":\"stop\"}"))
        let recording = try #require(stop.first { $0.type == "recording" })
        // The hierarchy is code: no YAML to save, a Swift test instead (ST7).
        #expect(recording.object["yaml"] is NSNull)
        #expect((recording.object["swift"] as? String)?.contains("#expect(simulator.tap(on: \"wifiSwitch\"))") == true)
        let replay = parse(session.receive("{\"type\":\"replay\"}"))
        #expect(counter.builds == 3)
        #expect(replay.contains { $0.type == "replay" && $0.raw.contains("wifiChanged:") })
        #expect(replay.last?.type == "replayEnd" && replay.last?.object["complete"] as? Bool == true)
        _ = session.receive("{\"type\":\"seek\",\"t\":0.1}")
        #expect(counter.builds == 4)
    }

    @Test("ST7: without a StudioTestSetup, the test builds the root's class (in its navigation controller)")
    func impliedTestSetup() throws {
        let clock = HandClock()
        let session = StudioSession(name: "Settings", clock: { clock.now }) {
            $0.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        }
        _ = session.start()
        _ = session.receive("{\"type\":\"record\",\"action\":\"start\"}")
        clock.now = 0.3
        _ = tap(session, clock, at: (325, 125), id: 1)
        _ = session.receive("{\"type\":\"record\",\"action\":\"stop\"}")
        let text = try #require(session.lastSwiftTest)
        #expect(text.contains("\n@testable import ResponderStudioDemo\n"))
        #expect(
            text.contains(
                "simulator.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())"
            ))
    }
}
