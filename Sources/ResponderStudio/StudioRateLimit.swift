import Foundation

/// At most `limit` messages in each whole second of the session's clock (ST2): a fixed window, so a
/// page that stays under the limit is never refused, and one that floods loses only the excess.
struct StudioRateLimit {
    let limit: Int
    private var second = -Double.infinity
    private var count = 0

    init(limit: Int) { self.limit = limit }

    /// Counts a message at `time` (seconds); false when it is over the limit.
    mutating func admit(at time: Double) -> Bool {
        let window = time.rounded(.down)
        if window != second {
            second = window
            count = 0
        }
        count += 1
        return count <= limit
    }
}
