import Foundation

/// The device the world runs on (DV1–DV3). `UIDevice.current` answers the world whose code is running
/// (A3), like `UIApplication.shared`: one device per simulator. Its orientation changes only through the
/// simulator (`EventSimulator.rotateDevice(to:)`), and its idiom follows the simulated screen.
@preconcurrency @MainActor open class UIDevice {
    unowned let application: UIApplication
    var orientationStorage: UIDeviceOrientation = .portrait
    var generatesOrientationNotifications = 0

    init(application: UIApplication) { self.application = application }

    public class var current: UIDevice { UIApplication.shared.device }

    /// DV2: `.pad` when the screen's shorter side is at least 744 points (the smallest iPad's), else `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = application.scene.screen.bounds.size
        return min(size.width, size.height) >= 744 ? .pad : .phone
    }
    open var orientation: UIDeviceOrientation { orientationStorage }
    open var systemName: String { "iOS" }
    /// DV1: the iOS version whose behaviour ResponderKit follows.
    open var systemVersion: String { "18.0" }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var name: String { model }
    open var isMultitaskingSupported: Bool { true }
    /// DV1: battery monitoring reports nothing: `.unknown` and -1, as UIKit does while it is off.
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    open var isGeneratingDeviceOrientationNotifications: Bool { generatesOrientationNotifications > 0 }
    /// Nested: each begin needs an end, as in UIKit.
    open func beginGeneratingDeviceOrientationNotifications() { generatesOrientationNotifications += 1 }
    open func endGeneratingDeviceOrientationNotifications() {
        generatesOrientationNotifications = max(0, generatesOrientationNotifications - 1)
    }

    public enum BatteryState: Int, Sendable {
        case unknown = 0, unplugged, charging, full
    }

    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

/// The kind of device, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The physical orientation of the device, with UIKit's raw values. Note UIKit's crossing: the device
/// turned `landscapeLeft` shows the interface `landscapeRight`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { interfaceOrientation != nil }

    /// The interface orientation that shows upright in this device orientation (none when flat).
    var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        case .unknown, .faceUp, .faceDown: return nil
        }
    }
}
