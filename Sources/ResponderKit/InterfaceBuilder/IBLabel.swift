import Foundation

/// The label Xcode's document outline shows for an object (IB12): its `userLabel`, else its class in words
/// ("Login View Controller", "Button") followed by the text it shows, as Xcode writes "Button - Log In".
enum IBLabel {
    static func label(of element: IBElement) -> String {
        if let userLabel = element["userLabel"] { return userLabel }
        let kind = words(element["customClass"] ?? defaultClassName(element.name))
        let shown =
            element["title"] ?? element["text"] ?? element["placeholder"]
            ?? element.children.first { $0.name == "state" }?["title"]
        if let shown, !shown.isEmpty { return "\(kind) - \(shown)" }
        return kind
    }

    /// "tableViewCell" → "Table View Cell"; "UIButton" → "Button"; "LoginViewController" → "Login View
    /// Controller".
    static func words(_ name: String) -> String {
        var text = name
        if text.hasPrefix("UI"), text.count > 2 { text.removeFirst(2) }
        var result = ""
        var previous: Character?
        for character in text {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
            previous = character
        }
        return result
    }

    private static func defaultClassName(_ elementName: String) -> String {
        switch elementName {
        case "placeholder": "Placeholder"
        default: elementName
        }
    }
}
