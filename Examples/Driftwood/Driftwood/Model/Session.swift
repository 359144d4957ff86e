import Foundation

/// Who is signed in. Kept in memory: the sample app has no account server.
final class Session {
    private(set) var username: String?

    var isSignedIn: Bool { username != nil }

    func signIn(as username: String) {
        self.username = username
        NotificationCenter.default.post(name: .sessionDidChange, object: self)
    }

    func signOut() {
        username = nil
        NotificationCenter.default.post(name: .sessionDidChange, object: self)
    }
}

extension Notification.Name {
    static let sessionDidChange = Notification.Name("DriftwoodSessionDidChange")
}
