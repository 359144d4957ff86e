import Foundation

/// The layer properties that animate (AN4), named by their Core Animation key paths.
///
/// Block animations (`UIView.animate`, property animators) animate what UIKit documents as a view's
/// animatable properties — `frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, which
/// are the layer's `position`, `bounds`, `transform`, `opacity` and `backgroundColor` — and the layer's
/// `cornerRadius` (animatable in view animations since iOS 11). Explicit `CABasicAnimation`s animate
/// every key here.
enum AnimatedKey: String, CaseIterable, Sendable {
    case position, bounds, transform, opacity, backgroundColor, cornerRadius
    case anchorPoint, zPosition, borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset, shadowColor

    /// UIKit animates these additively in block animations since iOS 8 (AN6): a new animation adds its
    /// change to the running ones instead of replacing them.
    var isAdditiveInBlockAnimations: Bool { self == .position || self == .bounds || self == .transform }

    /// The model value as the layer (or its view) stores it: `CGPoint`, `CGRect`, `CGSize`,
    /// `CATransform3D`, `CGFloat`, `Float`, and for colours `UIColor?` on a view's layer (so that a
    /// restored colour is the very colour set), else `CGColor?`.
    @MainActor func modelValue(of layer: CALayer) -> Any? {
        switch self {
        case .position: return layer.position
        case .bounds: return layer.bounds
        case .transform: return layer.transform
        case .opacity:
            if let view = layer.viewStorage { return view.alpha }
            return layer.opacity
        case .backgroundColor:
            if let view = layer.viewStorage { return view.backgroundColor as Any? }
            return layer.backgroundColor as Any?
        case .cornerRadius: return layer.cornerRadius
        case .anchorPoint: return layer.anchorPoint
        case .zPosition: return layer.zPosition
        case .borderWidth: return layer.borderWidth
        case .borderColor: return layer.borderColor as Any?
        case .shadowOpacity: return layer.shadowOpacity
        case .shadowRadius: return layer.shadowRadius
        case .shadowOffset: return layer.shadowOffset
        case .shadowColor: return layer.shadowColor as Any?
        }
    }

    /// Writes a model value back (callers suspend capture, AN5).
    @MainActor func setModelValue(_ value: Any?, on layer: CALayer) {
        switch self {
        case .position: if let v = value as? CGPoint { layer.position = v }
        case .bounds: if let v = value as? CGRect { layer.bounds = v }
        case .transform: if let v = value as? CATransform3D { layer.transform = v }
        case .opacity:
            guard let v = Self.number(value) else { return }
            if let view = layer.viewStorage { view.alpha = CGFloat(v) } else { layer.opacity = Float(v) }
        case .backgroundColor:
            if let view = layer.viewStorage, value == nil || value is UIColor {
                view.backgroundColor = value as? UIColor
            } else {
                layer.backgroundColor = Self.cgColor(value)
            }
        case .cornerRadius: if let v = Self.number(value) { layer.cornerRadius = CGFloat(v) }
        case .anchorPoint: if let v = value as? CGPoint { layer.anchorPoint = v }
        case .zPosition: if let v = Self.number(value) { layer.zPosition = CGFloat(v) }
        case .borderWidth: if let v = Self.number(value) { layer.borderWidth = CGFloat(v) }
        case .borderColor: layer.borderColor = Self.cgColor(value)
        case .shadowOpacity: if let v = Self.number(value) { layer.shadowOpacity = Float(v) }
        case .shadowRadius: if let v = Self.number(value) { layer.shadowRadius = CGFloat(v) }
        case .shadowOffset: if let v = value as? CGSize { layer.shadowOffset = v }
        case .shadowColor: layer.shadowColor = Self.cgColor(value)
        }
    }

    /// The vector of a value of this key; nil when the value is not of the key's kind.
    func vector(_ value: Any?) -> [Double]? {
        switch self {
        case .position, .anchorPoint:
            return (value as? CGPoint).map { [Double($0.x), Double($0.y)] }
        case .bounds:
            return (value as? CGRect).map {
                [Double($0.origin.x), Double($0.origin.y), Double($0.size.width), Double($0.size.height)]
            }
        case .shadowOffset:
            return (value as? CGSize).map { [Double($0.width), Double($0.height)] }
        case .transform:
            if let t = value as? CATransform3D { return AnimationVector.transform(t) }
            if let t = value as? CGAffineTransform {
                return AnimationVector.transform(CATransform3DMakeAffineTransform(t))
            }
            return nil
        case .opacity, .cornerRadius, .zPosition, .borderWidth, .shadowOpacity, .shadowRadius:
            return Self.number(value).map { [$0] }
        case .backgroundColor, .borderColor, .shadowColor:
            if let color = value as? UIColor { return AnimationVector.color(color) }
            if value == nil { return [0, 0, 0, 0] }
            if let color = Self.cgColorValue(value) { return AnimationVector.color(color) }
            return nil
        }
    }

    /// The model value a vector stands for on `layer` (the inverse of `vector(_:)`).
    @MainActor func modelValue(fromVector v: [Double], on layer: CALayer) -> Any? {
        switch self {
        case .position, .anchorPoint: return CGPoint(x: v[0], y: v[1])
        case .bounds: return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .shadowOffset: return CGSize(width: v[0], height: v[1])
        case .transform: return AnimationVector.transform(v)
        case .opacity, .cornerRadius, .zPosition, .borderWidth, .shadowOpacity, .shadowRadius: return v[0]
        case .backgroundColor where layer.viewStorage != nil:
            return UIColor(cgColor: AnimationVector.cgColor(v)) as UIColor?
        case .backgroundColor, .borderColor, .shadowColor: return AnimationVector.cgColor(v) as CGColor?
        }
    }

    /// Shows an interpolated vector on a presentation copy (a layer of no view).
    @MainActor func present(_ v: [Double], on copy: CALayer) {
        switch self {
        case .position: copy.ownPosition = CGPoint(x: v[0], y: v[1])
        case .bounds: copy.ownBounds = CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .transform: copy.ownTransform = AnimationVector.transform(v)
        case .opacity: copy.ownOpacity = Float(v[0])
        case .backgroundColor: copy.ownBackgroundColor = AnimationVector.cgColor(v)
        case .cornerRadius: copy.cornerRadius = CGFloat(v[0])
        case .anchorPoint: copy.ownAnchorPoint = CGPoint(x: v[0], y: v[1])
        case .zPosition: copy.zPosition = CGFloat(v[0])
        case .borderWidth: copy.borderWidth = CGFloat(v[0])
        case .borderColor: copy.borderColor = AnimationVector.cgColor(v)
        case .shadowOpacity: copy.shadowOpacity = Float(v[0])
        case .shadowRadius: copy.shadowRadius = CGFloat(v[0])
        case .shadowOffset: copy.shadowOffset = CGSize(width: v[0], height: v[1])
        case .shadowColor: copy.shadowColor = AnimationVector.cgColor(v)
        }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    static func cgColorValue(_ value: Any?) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        guard let value else { return nil }
        // `as? CGColor` always succeeds for a Core Foundation type on Darwin; check the type first.
        if type(of: value) is CGColor.Type { return (value as! CGColor) }
        return nil
    }

    static func cgColor(_ value: Any?) -> CGColor? { cgColorValue(value) }
}
