import Foundation

/// The title of the return key (stored; it does not change what return does, TX3).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
