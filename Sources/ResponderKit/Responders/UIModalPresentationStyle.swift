import Foundation

/// UIKit's presentation styles; `.fullScreen` covers the presenting controller (VC2).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// SH1: the styles a sheet presents on iPhone: `.formSheet` behaves as `.pageSheet`, and `.automatic`
    /// resolves to `.pageSheet` (iOS 13+).
    var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
