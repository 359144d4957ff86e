import Foundation

/// A physical button or key press (R6).
@preconcurrency @MainActor open class UIPress: Hashable, CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The press types UIKit names; keyboard keys use ``UIPress/key``.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public let type: PressType
    public let key: UIKey?
    public internal(set) weak var window: UIWindow?
    public internal(set) weak var responder: UIResponder?
    public var force: CGFloat { phase == .began || phase == .changed ? 1 : 0 }
    /// PT3: the press performed a key command, so no responder sees any of its phases.
    var isKeyCommandPress = false

    init(type: PressType, key: UIKey?, phase: Phase, timestamp: TimeInterval) {
        self.type = type
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
    }

    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    /// True for the selectors target-action can send here: a typed action of this object's type, or a
    /// name it declares through ``UIResponderActionPerforming`` (SPEC A6).
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, which `Hashable` requires): the
    /// default answer boxes and casts its argument, about 2,200 instructions per set lookup (BENCHMARKS.md, "Unsafe
    /// annotations audit").
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// A keyboard key, as carried by a press.
public struct UIKey: Hashable, Sendable {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: ModifierFlags

    public init(characters: String, modifierFlags: ModifierFlags = []) {
        self.characters = characters
        self.charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
    }

    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        public static let control = ModifierFlags(rawValue: 1 << 18)
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        public static let command = ModifierFlags(rawValue: 1 << 20)
    }
}
