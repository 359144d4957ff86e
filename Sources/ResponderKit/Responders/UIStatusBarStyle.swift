import Foundation

/// The status bar's content style, with UIKit's raw values (VE1). `darkContent` is for light backgrounds;
/// `default` picks dark or light content from the interface style (here: dark content, VE1).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How a status bar change is animated, with UIKit's raw values (VE1).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}
