import Foundation

/// UIKit's default hit-test (H1–H3, H8), with its tracing.
///
/// The trace is reached through the event (H8), so hit-tests that user code runs with a nil event
/// record nothing and cost nothing extra.
extension UIView {
    /// H1 threshold: `alpha < 0.01` is not hittable; 0.01 itself is.
    static let minimumHittableAlpha: CGFloat = 0.01

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let tracer = event?.tracer
        if let reason = hitTestRefusal {
            tracer?.record(.hitTestSkipped(self, reason: reason))
            return nil
        }
        let inside = self.point(inside: point, with: event)
        tracer?.record(.pointInside(self, point: point, result: inside))
        guard inside else { return nil }
        // Iterate a snapshot: a hitTest override may remove views (T7).
        let children = subviewStorage
        var index = children.count
        while index > 0 {
            index -= 1
            let child = children[index]
            let childPoint = child.pointFromSuperview(point)
            tracer?.record(.hitTest(child, point: childPoint))
            if let hit = child.hitTest(childPoint, with: event) { return hit }
        }
        return self
    }
}

/// The reasons H1 and H9 give for skipping a view.
public enum HitTestRefusal: String, Sendable {
    case hidden
    case userInteractionDisabled = "user interaction disabled"
    case transparent = "alpha < 0.01"
    case disabledControl = "disabled control"
}
