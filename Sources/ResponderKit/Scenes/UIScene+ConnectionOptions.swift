import Foundation

extension UIScene {
    /// What a scene is connected with (SC3): URLs, user activities, a Home Screen quick action. iOS fills it;
    /// here a test makes one with the values a launch should carry (the initializer is ResponderKit's: UIKit's
    /// instances come only from the system).
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let userActivities: Set<NSUserActivity>
        public let shortcutItem: UIApplicationShortcutItem?
        public let sourceApplication: String?
        public let handoffUserActivityType: String?

        public init(
            urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [],
            shortcutItem: UIApplicationShortcutItem? = nil, sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil
        ) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            super.init()
        }
    }

    /// How a URL was opened (SC3).
    @preconcurrency @MainActor open class OpenURLOptions: NSObject {
        public let sourceApplication: String?
        public let annotation: Any?
        public let openInPlace: Bool

        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// A URL a scene is asked to open, with how it was opened (SC3).
@preconcurrency @MainActor open class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions

    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// A Home Screen quick action (SC3).
@preconcurrency @MainActor open class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let icon: UIApplicationShortcutIcon?
    public let userInfo: [String: any NSSecureCoding]?

    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }
}

/// A quick action's icon: a system type or a named image, stored (SC3).
@preconcurrency @MainActor open class UIApplicationShortcutIcon: NSObject {
    public enum IconType: Int, Sendable { case compose = 0, play, pause, add, location, search, share }
    public let iconType: IconType?
    public let imageName: String?

    public init(type: IconType) {
        iconType = type
        imageName = nil
        super.init()
    }

    public init(systemImageName: String) {
        iconType = nil
        imageName = systemImageName
        super.init()
    }

    public init(templateImageName: String) {
        iconType = nil
        imageName = templateImageName
        super.init()
    }
}

#if !canImport(Darwin)
    /// Foundation's user activity, which Foundation on Linux lacks: what a scene is handed to continue (SC3).
    open class NSUserActivity: NSObject, @unchecked Sendable {
        public let activityType: String
        open var title: String?
        open var userInfo: [AnyHashable: Any]?
        open var webpageURL: URL?
        open var isEligibleForHandoff = true
        open var isEligibleForSearch = false
        open var persistentIdentifier: String?

        public init(activityType: String) {
            self.activityType = activityType
            super.init()
        }
    }
#endif
