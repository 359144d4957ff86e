import Foundation

/// The refresh control's sizes and timing (RC1–RC3): UIKit documents none of them, so they are choices,
/// listed in README's Fidelity notes. Kept out of `UIRefreshControl`, which must not grow public members
/// UIKit lacks.
public enum RefreshControlMetrics {
    /// RC1: the control's height, and the extra top inset that holds the content down while refreshing.
    public static let height: CGFloat = 60
    /// RC2: how far (points, as seen on screen, past the top inset) a drag must pull the content down.
    public static let pullThreshold: CGFloat = 100
    /// RC3: `endRefreshing()` eases the content back up over this long (the scroll view's bounce, S1).
    public static let endRefreshingDuration: TimeInterval = 0.3
}
