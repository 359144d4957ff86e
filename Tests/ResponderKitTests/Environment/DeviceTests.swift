import Foundation
import ResponderKit
import Testing

/// DV1–DV3 and VE3–VE4: the device of each world, its orientation, and memory warnings.
@MainActor @Suite struct DeviceTests {
    final class Root: UIViewController {
        var sizes: [CGSize] = []
        var warnings = 0
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
        }
        override func didReceiveMemoryWarning() { warnings += 1 }
    }

    @MainActor final class Counter {
        var count = 0
    }

    @Test("DV1, DV2, A3: each simulator has its own device; the idiom follows the screen")
    func devicePerWorld() {
        let phone = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let pad = EventSimulator(screenSize: CGSize(width: 820, height: 1180))
        let phoneDevice = phone.withCurrentWorld { UIDevice.current }
        let padDevice = pad.withCurrentWorld { UIDevice.current }
        #expect(phoneDevice !== padDevice)
        #expect(phoneDevice.userInterfaceIdiom == .phone && phoneDevice.model == "iPhone")
        #expect(padDevice.userInterfaceIdiom == .pad && padDevice.model == "iPad")
        #expect(phoneDevice.systemName == "iOS" && phoneDevice.batteryLevel == -1)
        #expect(phoneDevice.orientation == .portrait)
    }

    @Test("DV3, VE3, VC5: turning the device rotates the interface when the root supports it")
    func deviceRotation() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let root = Root()
        simulator.window.rootViewController = root
        simulator.advance(by: 0.1)
        let device = simulator.withCurrentWorld { UIDevice.current }
        let notified = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in MainActor.assumeIsolated { notified.count += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(simulator.rotateDevice(to: .faceUp) == false)
        #expect(notified.count == 0)  // not generating notifications yet
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(simulator.rotateDevice(to: .landscapeLeft))
        #expect(notified.count == 1 && device.orientation == .landscapeLeft)
        #expect(simulator.interfaceOrientation == .landscapeRight)  // UIKit's crossing
        #expect(root.sizes == [CGSize(width: 844, height: 390)])
        #expect(simulator.rotateDevice(to: .portraitUpsideDown) == false)  // not in .allButUpsideDown
        #expect(simulator.interfaceOrientation == .landscapeRight)
        root.supported = .all
        #expect(simulator.rotateDevice(to: .landscapeLeft) == false)  // no change: already there
        #expect(simulator.rotateDevice(to: .portrait))
        #expect(simulator.interfaceOrientation == .portrait && notified.count == 4)
    }

    @Test("VE4: a memory warning posts the notification and reaches every controller")
    func memoryWarning() {
        let simulator = EventSimulator()
        let root = Root()
        let child = Root()
        let presented = Root()
        simulator.window.rootViewController = root
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.present(presented, animated: false)
        let posted = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: simulator.application, queue: nil
        ) { _ in MainActor.assumeIsolated { posted.count += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        simulator.simulateMemoryWarning()
        #expect(posted.count == 1)
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
    }
}
