import Foundation

/// The key reference, made from the declarations: the tables of ResponderKit.docc/ScenarioFormat.md (each between
/// `<!-- schema: NAME -->` and `<!-- end -->`, kept in sync by a test) and `responder schema`.
extension SchemaCatalog {
    /// Every table, in the order `responder schema` prints them.
    static let tables: [(name: String, title: String)] = [
        ("scenario", "Top level"), ("window", "`window`"), ("application", "`application`"),
        ("trace", "`trace`"), ("responder", "Every responder (views, view controllers, `appDelegate`)"),
        ("touchPhases", "`touches` per phase"), ("perform", "`performs` items"),
        ("controller", "View controllers (besides the responder's keys)"),
        ("barButton", "`rightBarButtonItem`, `leftBarButtonItem`"), ("tabBar", "`tabBar`"),
        ("shouldSelect", "`shouldSelect`"),
        ("view", "Views (besides the responder's keys)"), ("flags", "View geometry and flags"),
        ("classes", "View classes and their properties"), ("pointInside", "`pointInside`"),
        ("controlAction", "Control `actions` items"), ("gesture", "Gesture recognizers"),
        ("gestureTypes", "Recognizer properties by type"), ("gestureAction", "Recognizer `actions` items"),
        ("delegate", "Recognizer `delegate`"), ("receive", "`shouldReceive`"), ("step", "Timeline steps"),
        ("actions", "What a step does"), ("down", "`down` items"), ("move", "`move` items"),
        ("tap", "`tap`"), ("drag", "`drag`"), ("longPress", "`longPress`"), ("swipe", "`swipe`"),
        ("pinch", "`pinch`"), ("rotate", "`rotate`"), ("shake", "`shake`"), ("key", "`key`"), ("type", "`type`"),
        ("push", "`push`"), ("pop", "`pop`"), ("selectTab", "`selectTab`"),
        ("set", "`set` (besides the view properties it may change)"),
    ]

    /// The whole reference, as `responder schema` prints it.
    static func reference() -> String {
        tables.map { "### \($0.title)\n\n" + markdown($0.name) }.joined(separator: "\n")
    }

    /// One table, as markdown.
    static func markdown(_ name: String) -> String {
        switch name {
        case "classes": return classes()
        case "gestureTypes": return gestureTypes()
        case "flags": return keyTable(viewProperties.filter { ViewProperties.byName[$0.name]?.classes == nil })
        case "actions": return keyTable(keys("step").filter { !["at", "after", "note"].contains($0.name) })
        case "step": return keyTable(keys("step").filter { ["at", "after", "note"].contains($0.name) })
        case "view", "controller":
            let responder = Set(keys("responder").map(\.name))
            // A controller has no view properties (its `title` is its own key).
            return keyTable(
                keys(name).filter {
                    !responder.contains($0.name) && (name == "controller" || ViewProperties.byName[$0.name] == nil)
                })
        case "gesture": return keyTable(keys(name).filter { !GestureProperties.names.contains($0.name) })
        case "set": return keyTable(keys(name).filter { ViewProperties.byName[$0.name] == nil })
        default: return keyTable(keys(name))
        }
    }

    static func keys(_ name: String) -> [Key] { entries.first { $0.name == name }?.keys ?? [] }

    static var viewProperties: [Key] { keys("view").filter { ViewProperties.byName[$0.name] != nil } }

    static func keyTable(_ keys: [Key]) -> String {
        var rows = ["| key | value | example | meaning |", "| --- | --- | --- | --- |"]
        for key in keys {
            var value = key.form
            if key.isRequired {
                value += ", required"
            } else if let defaultValue = key.defaultValue {
                value += ", default `\(defaultValue)`"
            }
            rows.append("| `\(key.name)` | \(value) | `\(key.example)` | \(key.help) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func classes() -> String {
        var rows = ["| `class` | UIKit class | properties |", "| --- | --- | --- |"]
        for viewClass in ViewClass.allCases {
            let names = ViewProperties.all.filter { $0.classes?.contains(viewClass) ?? false }.map { property in
                "`\(property.name)`" + (property.help.isEmpty ? "" : " (\(property.help))")
            }
            let actions = viewClass.isControl ? ["`actions`"] : []
            let tables = viewClass.hasCells ? ["`didSelect`", "`cell`"] : []
            let refresh = viewClass.hasRefreshControl ? ["`refreshControl`"] : []
            let fields = viewClass == .textfield ? ["`shouldChangeCharacters`"] : []
            let note = viewClass.note.isEmpty ? [] : ["(\(viewClass.note))"]
            let all = (names + actions + tables + refresh + fields + note).joined(separator: ", ")
            rows.append("| `\(viewClass.rawValue)` | `\(viewClass.uikitName)` | \(all) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    static func gestureTypes() -> String {
        var rows = ["| `type` | properties [UIKit's default] |", "| --- | --- |"]
        let common = Set(GestureProperties.common.map(\.name))
        for type in GestureType.allCases {
            let own = (GestureProperties.byType[type] ?? []).filter { !common.contains($0.name) }
            let text =
                own.isEmpty ? "(the common ones only)" : own.map { "`\($0.name)` \($0.help)" }.joined(separator: ", ")
            rows.append("| `\(type.rawValue)` | \(text) |")
        }
        let shared = GestureProperties.common.map { "`\($0.name)` (\($0.help))" }.joined(separator: ", ")
        rows.append("| every type | \(shared) |")
        return rows.joined(separator: "\n") + "\n"
    }
}
