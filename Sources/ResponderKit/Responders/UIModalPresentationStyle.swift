import Foundation

/// UIKit's presentation styles; `.fullScreen` covers the presenting controller (VC2).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
