import Foundation

/// A scroll view's `refreshControl`, as a file gives it (RC1–RC4): the line its `.valueChanged`
/// writes, and when the refresh ends by itself (`endRefreshing()` that many virtual seconds later).
public struct RefreshControlSpec: Equatable, Sendable {
    public var log: String?
    public var endAfter: Double?
}
