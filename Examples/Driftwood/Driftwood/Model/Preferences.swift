import Foundation

/// The user's settings, kept in `UserDefaults`.
final class Preferences {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var isPrivateAccount: Bool {
        get { defaults.bool(forKey: "privateAccount") }
        set { defaults.set(newValue, forKey: "privateAccount") }
    }

    var photosPerPage: Int {
        get { defaults.object(forKey: "photosPerPage") as? Int ?? 12 }
        set { defaults.set(newValue, forKey: "photosPerPage") }
    }

    var uploadQuality: Float {
        get { defaults.object(forKey: "uploadQuality") as? Float ?? 0.8 }
        set { defaults.set(newValue, forKey: "uploadQuality") }
    }

    var displayName: String? {
        get { defaults.string(forKey: "displayName") }
        set { defaults.set(newValue, forKey: "displayName") }
    }
}
