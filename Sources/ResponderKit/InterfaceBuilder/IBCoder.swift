import Foundation

/// The coder a custom class's `init?(coder:)` receives (IB3). It answers `decode…(forKey:)` from the
/// element's attributes and its user-defined runtime attributes, so an initializer that reads its own keys
/// works; a key the element does not carry decodes as nil, false or 0, as a keyed archive answers. UIKit's
/// `UIView`, `UIViewController` and their subclasses apply the element's properties when given this coder.
final class IBCoder: NSCoder {
    let element: IBElement
    /// The builder making this object: `UIView.init?(coder:)` asks it to decode the element.
    nonisolated(unsafe) weak var builder: IBBuilder?

    init(element: IBElement, builder: IBBuilder?) {
        self.element = element
        self.builder = builder
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    /// Called by `UIView.init?(coder:)`: the element's frame, properties, subviews and constraints are the
    /// view's before the subclass's initializer continues, as UIKit decodes them (IB3).
    @MainActor func decode(_ view: UIView) { builder?.decode(view, from: element) }

    /// The element's attribute, else the value of a runtime attribute of that key path.
    private func raw(_ key: String) -> Any? {
        if let attribute = element[key] { return attribute }
        for attribute in element.list("userDefinedRuntimeAttributes") where attribute["keyPath"] == key {
            // Coders are only handed to initializers on the main actor (the builder runs there).
            nonisolated(unsafe) var value: Any?
            MainActor.assumeIsolated { value = IBValues.runtimeValue(attribute) }
            return value
        }
        return nil
    }

    override func containsValue(forKey key: String) -> Bool { raw(key) != nil }
    override func decodeObject(forKey key: String) -> Any? { raw(key) }

    override func decodeBool(forKey key: String) -> Bool {
        switch raw(key) {
        case let text as String: text == "YES" || text == "true" || text == "1"
        case let value as Bool: value
        case let value as NSNumber: value.boolValue
        default: false
        }
    }

    private func double(_ key: String) -> Double {
        switch raw(key) {
        case let text as String: Double(text) ?? 0
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: 0
        }
    }

    override func decodeDouble(forKey key: String) -> Double { double(key) }
    override func decodeFloat(forKey key: String) -> Float { Float(double(key)) }
    override func decodeInteger(forKey key: String) -> Int { Self.integer(double(key)) }
    override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: Self.integer(double(key))) }
    override func decodeInt64(forKey key: String) -> Int64 { Int64(Self.integer(double(key))) }

    /// IB9: a table's style from its element (`style="grouped"`), plain otherwise.
    static func tableStyle(_ coder: NSCoder) -> UITableView.Style {
        switch (coder as? IBCoder)?.element["style"] {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }

    /// IB9: a cell's style (`style="IBUITableViewCellStyleSubtitle"`), default otherwise.
    static func cellStyle(_ coder: NSCoder) -> UITableViewCell.CellStyle {
        switch (coder as? IBCoder)?.element["style"] {
        case "IBUITableViewCellStyleValue1": .value1
        case "IBUITableViewCellStyleValue2": .value2
        case "IBUITableViewCellStyleSubtitle": .subtitle
        default: .default
        }
    }

    private static func integer(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(min(value, 9e15), -9e15))
    }
}
