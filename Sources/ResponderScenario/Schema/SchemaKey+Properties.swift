import Foundation
import ResponderKit
import Yams

/// Property keys (``PropertyKey``) as keys of a view, a recognizer and a `set` step.
extension SchemaKey where Model == ViewSpec {
    /// A view property: refused on a class that does not have it.
    static func property(_ property: PropertyKey<UIView>) -> SchemaKey {
        let read: Read = { decoder, node, path, spec in
            guard let value = property.read(&decoder, node, path) else { return false }
            spec.properties.append(Property(key: property.name, value: value))
            return true
        }
        var key = SchemaKey(
            name: property.name, form: property.form, help: property.help, example: property.example, read: read,
            write: { _ in nil })
        if let classes = property.classes {
            let owners = property.owners
            key.context = [("class", owners[0].rawValue)]
            key.refusal = { spec in
                guard !classes.contains(spec.viewClass) else { return nil }
                let names = owners.map(\.rawValue).joined(separator: ", ")
                return "'\(property.name)' is not a property of class '\(spec.viewClass.rawValue)' (only of: \(names))"
            }
        }
        if let check = property.check {
            key.check = { validator, spec, path in
                guard let value = spec.properties.last(where: { $0.key == property.name })?.value else { return }
                check(&validator, spec, value, path)
            }
        }
        return key
    }
}

extension SchemaKey where Model == GestureSpec {
    /// A recognizer property: refused on a type that does not have it; read with the type's own rule.
    static func gestureProperty(_ name: String) -> SchemaKey {
        let first = GestureProperties.declarations(named: name)[0]
        return SchemaKey(
            name: name, form: first.key.form, help: first.key.help, example: first.key.example,
            refusal: { spec in
                GestureProperties.key(name, of: spec.type) == nil
                    ? "'\(name)' is not a property of a \(spec.type.rawValue) recognizer" : nil
            }, context: [("type", first.type.rawValue)],
            read: { decoder, node, path, spec in
                guard let key = GestureProperties.key(name, of: spec.type),
                    let value = key.read(&decoder, node, path)
                else { return false }
                spec.properties.append(Property(key: name, value: value))
                return true
            }, write: { _ in nil })
    }
}

extension SchemaKey where Model == StepAction.Change {
    /// A view property a `set` step may change (those used only when the view is made are refused).
    static func settable(_ property: PropertyKey<UIView>) -> SchemaKey {
        SchemaKey(
            name: property.name, form: property.form, help: property.help, example: property.example,
            failure: .reject,
            refusal: { _ in
                property.settable
                    ? nil : "'\(property.name)' can only be given when the view is made, not changed by 'set'"
            },
            read: { decoder, node, path, change in
                guard let value = property.read(&decoder, node, path) else { return false }
                change.properties.append(Property(key: property.name, value: value))
                return true
            }, write: { _ in nil })
    }
}
