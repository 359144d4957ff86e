// Recorded in Responder Studio (ST7): 3 touches, 2.766 s.
import ResponderKit
import Testing

@testable import ResponderStudioDemo

@MainActor @Test func recordedSettingsFlow() throws {
    let simulator = EventSimulator(screenSize: CGSize(width: 375, height: 667))
    simulator.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())
    simulator.trace.isEnabled = true

    // touch 1: UISwitch wifiSwitch
    simulator.advance(by: 0.4)
    #expect(simulator.tap(on: "wifiSwitch"))

    // touch 2: UIStepper volumeStepper
    let anchor2 = try #require(simulator.view(withAccessibilityIdentifier: "volumeStepper"))
    let origin2 = anchor2.convert(CGPoint.zero, to: nil)
    simulator.advance(by: 0.53)
    let touch2 = simulator.touchDown(at: CGPoint(x: origin2.x + 70, y: origin2.y + 16))
    simulator.advance(by: 0.07)
    simulator.lift(touch2)

    // touch 3: UISlider brightnessSlider
    let anchor3 = try #require(simulator.view(withAccessibilityIdentifier: "brightnessSlider"))
    let origin3 = anchor3.convert(CGPoint.zero, to: nil)
    simulator.advance(by: 0.6)
    let touch3 = simulator.touchDown(at: CGPoint(x: origin3.x + 167.5, y: origin3.y + 17))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 182.5, y: origin3.y + 18))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 197.5, y: origin3.y + 18))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 212.5, y: origin3.y + 18))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 227.5, y: origin3.y + 18))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 242.5, y: origin3.y + 18))
    simulator.advance(by: 0.016)
    simulator.move(touch3, to: CGPoint(x: origin3.x + 257.5, y: origin3.y + 18))
    simulator.advance(by: 0.02)
    simulator.lift(touch3)
    simulator.advance(by: 1)

    #expect(simulator.topViewController.map { String(describing: type(of: $0)) } == "SettingsViewController")
    let statusLabel = simulator.view(withAccessibilityIdentifier: "statusLabel") as? UILabel
    #expect(statusLabel?.text == "Wi-Fi on")
    let wifiSwitch = simulator.view(withAccessibilityIdentifier: "wifiSwitch") as? UISwitch
    #expect(wifiSwitch?.isOn == true)
    let volumeLabel = simulator.view(withAccessibilityIdentifier: "volumeLabel") as? UILabel
    #expect(volumeLabel?.text == "Volume 4")
    let volumeStepper = simulator.view(withAccessibilityIdentifier: "volumeStepper") as? UIStepper
    #expect(volumeStepper?.value == 4.0)
    let brightnessSlider = simulator.view(withAccessibilityIdentifier: "brightnessSlider") as? UISlider
    #expect(abs((brightnessSlider?.value ?? .nan) - 0.79605263) < 0.01)
    let lastAction = simulator.trace.entries.last { $0.kind == "action" }
    #expect(lastAction?.fields.first { $0.name == "action" }?.value == .string("volumeChanged:"))
}
