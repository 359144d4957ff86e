import Foundation
import ResponderKit
import Testing

/// True when both coordinates differ by at most `tolerance` (G2: exact up to floating-point error).
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// True when origin and size differ by at most `tolerance` in every component.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A view that logs the view its hit-test returns, after the lines `LoggingView` already logs:
/// `<name> hitTest -> <hit view's name or nil>`. This makes the unwinding of the recursion visible.
@MainActor final class ReturnLoggingView: LoggingView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        log?("\(name) hitTest -> \(logName(hit))")
        return hit
    }
}

/// The name a log uses for a view: a `LoggingView`'s name, else its class name; `nil` for none.
@MainActor func logName(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if let logging = view as? LoggingView { return logging.name }
    return "\(type(of: view))"
}
