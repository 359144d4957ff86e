import Foundation
import ResponderKit

/// How the Swift test the studio's recorder writes (ST7) builds the world the flow was recorded on: the
/// lines at the top of the file, and the statements, with `simulator` (an `EventSimulator`) in scope,
/// that put the app's screens on its window — what the closure given to ``ResponderStudio`` does.
///
/// ```swift
/// StudioTestSetup(
///     imports: ["@testable import Settings"],
///     setUp: "simulator.window.rootViewController = UINavigationController(rootViewController: SettingsViewController())")
/// ```
public struct StudioTestSetup: Sendable, Equatable {
    /// Import lines after `import Testing` and `import ResponderKit` (`"@testable import MyApp"`).
    public var imports: [String]
    /// Swift statements that build the world, `simulator` in scope; indented by the writer.
    public var setUp: String
    /// The test function's name.
    public var functionName: String

    public init(imports: [String] = [], setUp: String, functionName: String = "recordedFlow") {
        self.imports = imports
        self.setUp = setUp
        self.functionName = functionName
    }

    /// The setup a root view controller's class implies when nothing else is said: its module imported
    /// `@testable` (not for ResponderKit's own classes) and the class made with `init()`. A root that
    /// needs arguments, or a navigation controller around it, needs an explicit ``StudioTestSetup``.
    @MainActor static func implied(by root: UIViewController?) -> StudioTestSetup {
        // A navigation controller around the screen, as `main.swift` usually writes it: the screen is the class.
        if let navigation = root as? UINavigationController, type(of: navigation) == UINavigationController.self,
            let first = navigation.viewControllers.first
        {
            let (imports, name) = made(first)
            return StudioTestSetup(
                imports: imports,
                setUp: "simulator.window.rootViewController = UINavigationController(rootViewController: \(name)())")
        }
        let (imports, name) = root.map(made) ?? ([], "UIViewController")
        return StudioTestSetup(imports: imports, setUp: "simulator.window.rootViewController = \(name)()")
    }

    /// A controller's class name and its module's `@testable` import (none for ResponderKit's own classes;
    /// a class local to a function, which no test can name, is written as its UIKit superclass).
    @MainActor private static func made(_ controller: UIViewController) -> (imports: [String], name: String) {
        let qualified = String(reflecting: type(of: controller))
        let parts = qualified.split(separator: ".")
        guard parts.count >= 2, !qualified.contains("(") else { return ([], "UIViewController") }
        let module = String(parts[0])
        let imports = ["ResponderKit", "UIKit"].contains(module) ? [] : ["@testable import \(module)"]
        return (imports, parts.dropFirst().joined(separator: "."))
    }
}
