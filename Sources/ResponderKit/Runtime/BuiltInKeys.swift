import Foundation

/// Key-value coding for ResponderKit's own properties (PT6): those that notify observers (A10) and those
/// Interface Builder sets by key (user-defined runtime attributes, `layer.cornerRadius`). A key is the
/// Objective-C property name (`hidden`, `enabled`, `userInteractionEnabled`: what `#keyPath` gives on iOS);
/// the Swift name (`isHidden`) is accepted too. Asked after the object's own table.
@MainActor enum BuiltInKeys {
    static func property(_ key: String, of object: AnyObject) -> ObjCProperty? {
        if let view = object as? UIView { return viewProperty(key, view) }
        if let layer = object as? CALayer { return layerProperty(key, layer) }
        if let controller = object as? UIViewController {
            switch key {
            case "title": return writable(controller, \.title)
            case "view": return readable(controller, \.view)
            default: return nil
            }
        }
        if let recognizer = object as? UIGestureRecognizer {
            switch key {
            case "state": return readable(recognizer, \.state)
            case "enabled", "isEnabled": return writable(recognizer, \.isEnabled)
            case "cancelsTouchesInView": return writable(recognizer, \.cancelsTouchesInView)
            case "name": return writable(recognizer, \.name)
            default: return nil
            }
        }
        if let item = object as? UIBarItem {
            switch key {
            case "title": return writable(item, \.title)
            case "image": return writable(item, \.image)
            case "enabled", "isEnabled": return writable(item, \.isEnabled)
            default: return nil
            }
        }
        if let item = object as? UINavigationItem, key == "title" { return writable(item, \.title) }
        if let constraint = object as? NSLayoutConstraint {
            switch key {
            case "constant": return writable(constraint, \.constant)
            case "active", "isActive": return writable(constraint, \.isActive)
            case "identifier": return writable(constraint, \.identifier)
            case "multiplier": return readable(constraint, \.multiplier)
            default: return nil
            }
        }
        return nil
    }

    /// The key a property notifies under (A10) for `object`, by either of its names.
    static func observedKey(_ key: String, of object: AnyObject) -> ObservedKey? {
        switch key {
        case "frame", "bounds", "center", "alpha", "hidden", "isHidden":
            guard object is UIView else { return nil }
            switch key {
            case "frame": return .frame
            case "bounds": return .bounds
            case "center": return .center
            case "alpha": return .alpha
            default: return .isHidden
            }
        case "contentOffset", "contentSize", "contentInset":
            guard object is UIScrollView else { return nil }
            return key == "contentOffset" ? .contentOffset : key == "contentSize" ? .contentSize : .contentInset
        case "enabled", "isEnabled", "selected", "isSelected", "highlighted", "isHighlighted":
            guard object is UIControl else { return nil }
            return key.hasSuffix("nabled") ? .isEnabled : key.hasSuffix("elected") ? .isSelected : .isHighlighted
        case "state":
            return object is UIGestureRecognizer ? .state : nil
        default:
            return nil
        }
    }

    private static func viewProperty(_ key: String, _ view: UIView) -> ObjCProperty? {
        switch key {
        case "frame": return writable(view, \.frame)
        case "bounds": return writable(view, \.bounds)
        case "center": return writable(view, \.center)
        case "alpha": return writable(view, \.alpha)
        case "hidden", "isHidden": return writable(view, \.isHidden)
        case "backgroundColor": return writable(view, \.backgroundColor)
        case "tintColor": return writable(view, \.tintColor)
        case "tag": return writable(view, \.tag)
        case "clipsToBounds": return writable(view, \.clipsToBounds)
        case "userInteractionEnabled", "isUserInteractionEnabled": return writable(view, \.isUserInteractionEnabled)
        case "opaque", "isOpaque": return writable(view, \.isOpaque)
        case "accessibilityIdentifier": return writable(view, \.accessibilityIdentifier)
        case "translatesAutoresizingMaskIntoConstraints":
            return writable(view, \.translatesAutoresizingMaskIntoConstraints)
        case "layer": return readable(view, \.layer)
        default: break
        }
        if let scrollView = view as? UIScrollView {
            switch key {
            case "contentOffset": return writable(scrollView, \.contentOffset)
            case "contentSize": return writable(scrollView, \.contentSize)
            case "contentInset": return writable(scrollView, \.contentInset)
            case "scrollEnabled", "isScrollEnabled": return writable(scrollView, \.isScrollEnabled)
            case "pagingEnabled", "isPagingEnabled": return writable(scrollView, \.isPagingEnabled)
            case "bounces": return writable(scrollView, \.bounces)
            default: break
            }
        }
        if let control = view as? UIControl {
            switch key {
            case "enabled", "isEnabled": return writable(control, \.isEnabled)
            case "selected", "isSelected": return writable(control, \.isSelected)
            case "highlighted", "isHighlighted": return writable(control, \.isHighlighted)
            default: break
            }
        }
        return textProperty(key, view)
    }

    private static func textProperty(_ key: String, _ view: UIView) -> ObjCProperty? {
        if let label = view as? UILabel {
            switch key {
            case "text": return writable(label, \.text)
            case "textColor": return writable(label, \.textColor)
            case "font": return writable(label, \.font)
            case "numberOfLines": return writable(label, \.numberOfLines)
            default: return nil
            }
        }
        if let field = view as? UITextField {
            switch key {
            case "text": return writable(field, \.text)
            case "placeholder": return writable(field, \.placeholder)
            case "textColor": return writable(field, \.textColor)
            case "font": return writable(field, \.font)
            default: return nil
            }
        }
        if let textView = view as? UITextView {
            switch key {
            case "text": return writable(textView, \.text)
            case "textColor": return writable(textView, \.textColor)
            case "font": return writable(textView, \.font)
            default: return nil
            }
        }
        if let imageView = view as? UIImageView, key == "image" { return writable(imageView, \.image) }
        return nil
    }

    private static func layerProperty(_ key: String, _ layer: CALayer) -> ObjCProperty? {
        switch key {
        case "cornerRadius": return writable(layer, \.cornerRadius)
        case "borderWidth": return writable(layer, \.borderWidth)
        case "borderColor": return colorProperty(layer, \.borderColor)
        case "shadowColor": return colorProperty(layer, \.shadowColor)
        case "shadowOpacity": return writable(layer, \.shadowOpacity)
        case "shadowRadius": return writable(layer, \.shadowRadius)
        case "shadowOffset": return writable(layer, \.shadowOffset)
        case "masksToBounds": return writable(layer, \.masksToBounds)
        case "opacity": return writable(layer, \.opacity)
        default: return nil
        }
    }

    /// A `CGColor` key that also takes a `UIColor`: Interface Builder's runtime attributes can only give a
    /// `UIColor`, which iOS would store as the wrong type; here it is converted (Fidelity, PT6).
    private static func colorProperty(_ layer: CALayer, _ path: ReferenceWritableKeyPath<CALayer, CGColor?>)
        -> ObjCProperty
    {
        ObjCProperty(
            get: { layer[keyPath: path] },
            set: { value in
                if let color = value as? UIColor {
                    layer[keyPath: path] = color.cgColor
                } else if let value = KeyValueConversion.convert(value, to: CGColor?.self, of: layer) {
                    layer[keyPath: path] = value
                }
            })
    }

    static func writable<Object: AnyObject, Value>(
        _ object: Object, _ path: ReferenceWritableKeyPath<Object, Value>
    ) -> ObjCProperty {
        ObjCProperty(
            get: { object[keyPath: path] },
            set: { value in
                guard let converted = KeyValueConversion.convert(value, to: Value.self, of: object)
                else { return }
                object[keyPath: path] = converted
            })
    }

    static func readable<Object: AnyObject, Value>(_ object: Object, _ path: KeyPath<Object, Value>) -> ObjCProperty {
        ObjCProperty(get: { object[keyPath: path] })
    }
}
