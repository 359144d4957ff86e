import Foundation

/// A colour: its colour space (grey or RGB) and components, stored and read back, never drawn (AP1).
///
/// Components are extended sRGB, as UIKit's since iOS 10: values outside 0...1 are kept. Equality
/// follows UIKit's `isEqual:`: two colours are equal when they are in the same colour space with the
/// same components, so `UIColor(white: 0, alpha: 1) == .black` but `UIColor(red: 0, green: 0, blue: 0,
/// alpha: 1) != .black`. The system colours (`.systemBlue`, `.label`, ...) adapt to light and dark mode
/// on iOS; here they have their light-mode values and are equal only to the same system colour
/// (AP2, `UIColor+SystemColors.swift`).
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    enum Space: Hashable {
        case gray, rgb
    }

    // Immutable storage (what makes the unchecked Sendable sound).
    let space: Space
    let redComponent: CGFloat
    let greenComponent: CGFloat
    let blueComponent: CGFloat
    let alphaComponent: CGFloat
    /// The system colour this is (`"systemBlue"`), possibly with another alpha; nil for plain colours.
    let systemName: String?

    init(space: Space, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, systemName: String?) {
        self.space = space
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
        self.systemName = systemName
    }

    // MARK: Initializers

    public init(white: CGFloat, alpha: CGFloat) {
        space = .gray
        redComponent = white
        greenComponent = white
        blueComponent = white
        alphaComponent = alpha
        systemName = nil
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        space = .rgb
        redComponent = red
        greenComponent = green
        blueComponent = blue
        alphaComponent = alpha
        systemName = nil
    }

    /// Display P3 components are kept as given: there is no colour management here (AP1).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// HSB → RGB; a hue of 1 is the same as 0 (red).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let values = cgColor.components ?? []
        if values.count == 2 {
            self.init(white: values[0], alpha: values[1])
        } else if values.count >= 4 {
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        } else {
            self.init(white: 0, alpha: cgColor.alpha)
        }
    }

    // MARK: Reading back

    /// The RGB components (grey is converted); false only for colours without components, which
    /// cannot be made here.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = redComponent
        green?.pointee = greenComponent
        blue?.pointee = blueComponent
        alpha?.pointee = alphaComponent
        return true
    }

    /// The grey level of a grey colour. For an RGB colour it returns false and leaves the arguments
    /// unchanged (AP1: which luminance UIKit would compute is undocumented).
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard space == .gray else { return false }
        white?.pointee = redComponent
        alpha?.pointee = alphaComponent
        return true
    }

    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let r = redComponent
        let g = greenComponent
        let b = blueComponent
        let maximum = Swift.max(r, g, b)
        let delta = maximum - Swift.min(r, g, b)
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r {
                h = (g - b) / delta
            } else if maximum == g {
                h = (b - r) / delta + 2
            } else {
                h = (r - g) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = alphaComponent
        return true
    }

    /// The same colour (and colour space; a system colour stays that system colour) with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(
            space: space, red: redComponent, green: greenComponent, blue: blueComponent, alpha: alpha,
            systemName: systemName)
    }

    // Drawing (DR6): this colour as the current context's paint; nothing without a context.
    open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    open func set() {
        setFill()
        setStroke()
    }

    open var cgColor: CGColor {
        space == .gray
            ? CGColor(gray: redComponent, alpha: alphaComponent)
            : CGColor(red: redComponent, green: greenComponent, blue: blueComponent, alpha: alphaComponent)
    }

    // MARK: Equality (UIKit's isEqual:)

    /// NSObject's manners (SPEC A6): `==` and hashing go through `isEqual(_:)` and `hash`, which a subclass
    /// may override; by default equal colours are equal, as UIKit's `isEqual:` compares them.
    open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) { $0.hasSameValue(as: $1) } }
    open var hash: Int { ObjectManners.hash { combineValue(into: &$0) } }

    public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    @MainActor open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    func hasSameValue(as rhs: UIColor) -> Bool {
        let lhs = self
        return lhs.space == rhs.space && lhs.systemName == rhs.systemName && lhs.redComponent == rhs.redComponent
            && lhs.greenComponent == rhs.greenComponent && lhs.blueComponent == rhs.blueComponent
            && lhs.alphaComponent == rhs.alphaComponent
    }

    func combineValue(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(systemName)
        hasher.combine(redComponent)
        hasher.combine(greenComponent)
        hasher.combine(blueComponent)
        hasher.combine(alphaComponent)
    }

    /// UIKit's format: `UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0 1`.
    open var description: String {
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        if let systemName {
            return "<UIDynamicSystemColor: name = \(systemName)Color, alpha = \(number(alphaComponent))>"
        }
        if space == .gray { return "UIExtendedGrayColorSpace \(number(redComponent)) \(number(alphaComponent))" }
        let values = [redComponent, greenComponent, blueComponent, alphaComponent].map(number)
        return "UIExtendedSRGBColorSpace " + values.joined(separator: " ")
    }

    // MARK: Conversion

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (
        red: CGFloat, green: CGFloat, blue: CGFloat
    ) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let f = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
