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
        guard let root else {
            return StudioTestSetup(setUp: "simulator.window.rootViewController = UIViewController()")
        }
        let qualified = String(reflecting: type(of: root))
        let parts = qualified.split(separator: ".")
        let module = parts.count > 1 ? String(parts[0]) : nil
        let name = parts.last.map(String.init) ?? "UIViewController"
        let imports = module.flatMap { ["ResponderKit", "UIKit", "Swift"].contains($0) ? nil : ["@testable import \($0)"] }
        return StudioTestSetup(imports: imports ?? [], setUp: "simulator.window.rootViewController = \(name)()")
    }
}
