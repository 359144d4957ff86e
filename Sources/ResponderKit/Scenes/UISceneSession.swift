import Foundation

/// A scene's session (SC1): its role, the configuration it was connected with, and an identifier that is
/// deterministic here (the world's sessions numbered in UUID form), so tests and traces can name it.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// The kind of scene a session makes.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        @available(*, deprecated, renamed: "windowExternalDisplayNonInteractive")
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
    }

    public let role: Role
    public let persistentIdentifier: String
    /// SC2: the configuration the scene was connected with (the app delegate's, completed from the launch's).
    open internal(set) var configuration: UISceneConfiguration
    /// The connected scene, or nil once it disconnected.
    open internal(set) weak var scene: UIScene?
    open var userInfo: [String: Any]?
    open var stateRestorationActivity: NSUserActivity?

    init(role: Role, number: Int) {
        self.role = role
        persistentIdentifier = String(format: "00000000-0000-0000-0000-%012d", number)
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

/// Which scene class, delegate class and storyboard a session's scene is made with (SC2).
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }

    /// SC2: this configuration completed from `declared` (the launch's "Info.plist" entry of the same name):
    /// what it leaves nil comes from there, as UIKit fills a configuration made by name.
    func completed(from declared: [UISceneConfiguration]) -> UISceneConfiguration {
        guard
            let match = declared.first(where: { $0.name == name && $0.role == role })
                ?? declared.first(where: {
                    $0.role == role && name == nil
                })
        else { return self }
        let result = UISceneConfiguration(name: name ?? match.name, sessionRole: role)
        result.sceneClass = sceneClass ?? match.sceneClass
        result.delegateClass = delegateClass ?? match.delegateClass
        result.storyboard = storyboard ?? match.storyboard
        return result
    }
}
