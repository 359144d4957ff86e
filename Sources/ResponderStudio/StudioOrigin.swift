import Foundation

/// Which requests the studio answers (ST2). It listens on loopback only, and answers only requests
/// addressed to a loopback name (`Host`), so a page of another site whose name was re-pointed at
/// 127.0.0.1 (DNS rebinding) gets nothing. WebSocket upgrades must come from the studio's own page
/// (`Origin`): a browser sends it on every upgrade, so another site's script is refused. A missing
/// `Origin` (a non-browser client on this machine) is allowed: it could send any header anyway.
public enum StudioOrigin {
    static let loopbackNames = ["127.0.0.1", "localhost", "[::1]"]

    /// True if `host` (a request's `Host` header) names this machine's loopback at `port`.
    public static func isLoopbackHost(_ host: String?, port: Int) -> Bool {
        guard let host else { return false }
        return loopbackNames.contains { host.lowercased() == "\($0):\(port)" }
    }

    /// True if a WebSocket upgrade with these headers may open.
    public static func isAllowed(origin: String?, host: String?, port: Int) -> Bool {
        guard isLoopbackHost(host, port: port) else { return false }
        guard let origin else { return true }
        return loopbackNames.contains { origin.lowercased() == "http://\($0):\(port)" }
    }
}
