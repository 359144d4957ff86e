import Foundation
import Testing

@testable import ResponderKit

/// TX13: the first responder's input accessory view is shown above the keyboard and takes taps.
@MainActor @Suite struct KeyboardAccessoryTests {
    @MainActor final class Scene {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let plainField = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let done = UIButton(type: .system)
        var taps = 0

        init() {
            done.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
            done.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            accessory.addSubview(done)
            field.inputAccessoryView = accessory
            simulator.window.addSubview(field)
            simulator.window.addSubview(plainField)
        }
    }

    @Test("TX13: the accessory sits on the keyboard's top, in a window above the app's, and its button takes a tap")
    func accessoryIsShownAndTappable() throws {
        let scene = Scene()
        #expect(scene.accessory.window == nil)
        scene.simulator.tap(on: scene.field)
        let host = try #require(scene.accessory.window)
        #expect(host !== scene.simulator.window)
        let keyboardTop = scene.simulator.window.bounds.height - 216 - 44
        #expect(host.frame == CGRect(x: 0, y: keyboardTop, width: 375, height: 44))
        #expect(scene.accessory.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(!host.isKeyWindow && scene.simulator.window.isKeyWindow)
        #expect(scene.simulator.tap(on: scene.done))
        #expect(scene.taps == 1)
        #expect(scene.field.isFirstResponder)
        // Touches outside the accessory still reach the app's window.
        #expect(scene.simulator.tap(on: scene.plainField))
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("TX13: the accessory leaves when the keyboard hides or a field without one takes over")
    func accessoryLeavesWithTheKeyboard() throws {
        let scene = Scene()
        scene.simulator.tap(on: scene.field)
        let host = try #require(scene.accessory.window)
        scene.simulator.tap(on: scene.plainField)
        #expect(scene.accessory.window == nil)
        #expect(host.isHidden)
        scene.simulator.tap(on: scene.field)
        #expect(scene.accessory.window === host && !host.isHidden)
        _ = scene.field.resignFirstResponder()
        #expect(scene.accessory.window == nil)
        #expect(scene.simulator.issues.isEmpty)
    }
}
