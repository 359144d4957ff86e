import Foundation
import ResponderKit
import ResponderStudio
import Testing

@testable import ResponderScenario
@testable import ResponderStudioDemo

/// ST7: the recorder's Swift test. The flow below, recorded over the demo's settings screen, is checked in as
/// `RecordedSettingsFlowTests.swift`, which this target compiles and runs: the golden test here says the
/// writer still writes exactly it (regenerate with `RESPONDER_STUDIO_REGENERATE=1`).
@MainActor @Suite struct StudioSwiftTestTests {
    static let goldenFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("RecordedSettingsFlowTests.swift")

    /// Switch tapped, stepper's + tapped, slider's thumb dragged, then a rest. (The browser test pushes the
    /// details screen: the settings' views then leave the window, and with them their expectations.)
    func recordSettingsFlow() throws -> String {
        let clock = HandClock()
        var setup = SettingsViewController.testSetup
        setup.functionName = "recordedSettingsFlow"
        let session = StudioSession(name: "Settings", test: setup, clock: { clock.now }) {
            $0.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        }
        _ = session.start()
        clock.now = 2
        _ = session.receive("{\"type\":\"record\",\"action\":\"start\"}")
        func send(_ changes: [(Int, String, Double, Double)], after delay: Double) {
            clock.now += delay
            let errors = parse(session.receive(touch(changes))).filter { $0.type == "error" }
            #expect(errors.isEmpty, "\(errors.map(\.message))")
        }
        send([(1, "began", 324, 126)], after: 0.4)
        send([(1, "ended", 324, 126)], after: 0.08)
        send([(2, "began", 330, 186)], after: 0.5)
        send([(2, "ended", 330, 186)], after: 0.07)
        send([(3, "began", 187.5, 247)], after: 0.6)
        for step in 1...6 { send([(3, "moved", 187.5 + Double(step) * 15, 248)], after: 0.016) }
        send([(3, "ended", 277.5, 248)], after: 0.02)
        clock.now += 1
        _ = session.receive("{\"type\":\"record\",\"action\":\"stop\"}")
        return try #require(session.lastSwiftTest)
    }

    @Test("ST7: the recorded flow's test is the checked-in RecordedSettingsFlowTests.swift, which this target runs")
    func goldenGeneratedTest() throws {
        let generated = try recordSettingsFlow()
        if ProcessInfo.processInfo.environment["RESPONDER_STUDIO_REGENERATE"] != nil {
            try generated.write(to: Self.goldenFile, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: Self.goldenFile, encoding: .utf8)
        #expect(generated == golden, "regenerate with RESPONDER_STUDIO_REGENERATE=1 and review the diff")
    }

    @Test("ST7: taps aimed by identifier, a stepper and a slider by points on their view, then what was observed")
    func generatedTestStructure() throws {
        let text = try recordSettingsFlow()
        #expect(text.contains("@testable import ResponderStudioDemo"))
        #expect(text.contains("@MainActor @Test func recordedSettingsFlow() throws {"))
        #expect(text.contains("#expect(simulator.tap(on: \"wifiSwitch\"))"))
        // Where on a stepper or a slider matters: points relative to the view found by its identifier.
        #expect(text.contains("simulator.view(withAccessibilityIdentifier: \"volumeStepper\")"))
        #expect(text.contains("simulator.view(withAccessibilityIdentifier: \"brightnessSlider\")"))
        #expect(!text.contains("tap(on: \"volumeStepper\")"))
        #expect(text.contains("simulator.move(touch3, to: CGPoint(x: origin3.x + "))
        #expect(text.contains("== \"SettingsViewController\")"))
        #expect(text.contains("#expect(wifiSwitch?.isOn == true)"))
        #expect(text.contains("#expect(abs((brightnessSlider?.value ?? .nan) - 0."))
        #expect(text.contains("#expect(statusLabel?.text == \"Wi-Fi on\")"))
        #expect(text.contains("#expect(volumeLabel?.text == \"Volume 4\")"))
        #expect(text.contains("#expect(volumeStepper?.value == 4.0)"))
        #expect(text.contains(".value == .string(\"volumeChanged:\")"))
        // Unchanged and not aimed at: no expectation.
        #expect(!text.contains("detailsButton"))
    }

    @Test("ST7: no identifier: window points; two fingers in one event: one touchDown with both")
    func pointsWithoutIdentifiers() {
        let aim = StudioFlow.Aim(identifier: nil, origin: .zero, centred: false, boundView: "UIView view1")
        func step(_ at: Double, _ action: StepAction) -> Step {
            var step = Step()
            step.at = at
            step.action = action
            return step
        }
        let flow = StudioFlow(
            steps: [
                step(
                    0.5,
                    .down([
                        FingerPoint(finger: "f1", point: CGPoint(x: 10, y: 20)),
                        FingerPoint(finger: "f2", point: CGPoint(x: 30, y: 40)),
                    ])),
                step(0.6, .move([FingerPoint(finger: "f1", point: CGPoint(x: 12.04, y: 20))])),
                step(0.7, .up(["f1", "f2"])),
            ],
            aims: ["f1": aim, "f2": aim], endTime: 1, expectations: [], screenSize: CGSize(width: 375, height: 667))
        let text = StudioSession.swiftTest(
            flow, setup: StudioTestSetup(setUp: "simulator.window.rootViewController = UIViewController()"))
        #expect(text.contains("simulator.advance(by: 0.5)\n"))
        #expect(text.contains("let touches1 = simulator.touchDown(at: [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)])"))
        #expect(text.contains("simulator.move(touch1, to: CGPoint(x: 12, y: 20))"))
        #expect(text.contains("simulator.lift([touch1, touch2])"))
        #expect(!text.contains("@testable"))
    }

    @Test("ST7: identifiers become Swift string literals and local names, whatever they hold")
    func literalsAndNames() {
        let flow = StudioFlow(
            steps: [], aims: [:], endTime: 0,
            expectations: [
                .property(identifier: "a \"quoted\"\\name\n", type: "UILabel", property: "text", literal: "nil"),
                .property(identifier: "1st.row", type: "UISwitch", property: "isOn", literal: "true"),
                .property(identifier: "default", type: "UISwitch", property: "isOn", literal: "true"),
            ], screenSize: CGSize(width: 10, height: 10))
        let text = StudioSession.swiftTest(flow, setup: StudioTestSetup(setUp: ""))
        #expect(text.contains("withAccessibilityIdentifier: \"a \\\"quoted\\\"\\\\name\\n\") as? UILabel"))
        #expect(text.contains("let aQuotedName = "))
        #expect(text.contains("let view1stRow = "))
        #expect(text.contains("let defaultView = "))
    }
}
