import Foundation

/// UIKit's default hit-test (H1–H3, H8), with its tracing.
///
/// The trace is reached through the event (H8), so hit-tests that user code runs with a nil event
/// record nothing and cost nothing extra.
extension UIView {
    /// H1 threshold: `alpha < 0.01` is not hittable; 0.01 itself is.
    static let minimumHittableAlpha: CGFloat = 0.01

    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let recorder = event?.hitTestRecorder else { return defaultWalk(point, with: event, recorder: nil) }
        // X3: only while explaining.
        let visit = recorder.beginDefault(self, at: point)
        let result = defaultWalk(point, with: event, recorder: (recorder, visit))
        recorder.endDefault(visit, result: result)
        return result
    }

    @inline(__always)
    private func defaultWalk(
        _ point: CGPoint, with event: UIEvent?, recorder: (HitTestRecorder, HitTestRecorder.Visit)?
    ) -> UIView? {
        let tracer = event?.tracer
        if let reason = hitTestRefusal {
            tracer?.record(.hitTestSkipped(self, reason: reason))
            recorder?.1.refusal = reason
            return nil
        }
        let inside = self.point(inside: point, with: event)
        tracer?.record(.pointInside(self, point: point, result: inside))
        if let visit = recorder?.1 {
            visit.inside = inside
            visit.defaultInside = boundsStorage.containsHalfOpen(point)
            recorder?.0.tracePointInside(visit)
        }
        guard inside else { return nil }
        // H10: each level is a few stack frames; below the limit the view answers for its subtree.
        ViewTreeDepth.hitTestLevel += 1
        defer { ViewTreeDepth.hitTestLevel -= 1 }
        if ViewTreeDepth.hitTestLevel > ViewTreeDepth.maximum, !subviewStorage.isEmpty {
            ViewTreeDepth.reportTooDeep(in: windowStorage?.application)
            return self
        }
        // Iterate a snapshot: a hitTest override may remove views (T7).
        let children = subviewStorage
        if tracer == nil, recorder == nil, children.count >= SubviewIndex.minimumSubviews {
            // Same answer as the scan below, without visiting subviews that cannot answer (BENCHMARKS.md,
            // `hittest.wide10k`). With tracing on, the scan runs so that every call is recorded (X1).
            let index = currentSubviewIndex(children)
            var found: UIView?
            index.forEachCandidate(at: point) { position in
                let child = children[position]
                found = child.hitTest(child.pointFromSuperview(point), with: event)
                return found != nil
            }
            return found ?? self
        }
        var index = children.count
        while index > 0 {
            index -= 1
            let child = children[index]
            let childPoint = child.pointFromSuperview(point)
            tracer?.record(.hitTest(child, point: childPoint))
            recorder?.0.ask(child, at: childPoint)
            let hit = child.hitTest(childPoint, with: event)
            recorder?.0.answer(hit)
            if let hit { return hit }
        }
        return self
    }
}

extension UIView {
    /// The index for the current subviews, rebuilt after any change to them or their frames.
    func currentSubviewIndex(_ children: [UIView]) -> SubviewIndex {
        if let index = subviewIndex, index.subviewCount == children.count { return index }
        let index = SubviewIndex(subviews: children)
        subviewIndex = index
        return index
    }

    /// Called whenever the subviews or one of their frames change.
    @inline(__always)
    func invalidateSubviewIndex() { subviewIndex = nil }
}

/// The reasons H1 and H9 give for skipping a view.
public enum HitTestRefusal: String, Sendable {
    case hidden
    case userInteractionDisabled = "user interaction disabled"
    case transparent = "alpha < 0.01"
    case disabledControl = "disabled control"
    /// G5: a transform that collapses the plane (scale 0) leaves nothing to touch, as on iOS.
    case singularTransform = "transform not invertible"
    /// AN8: UIKit disables user interaction on views being animated unless the animation allows it.
    case animating = "animating without .allowUserInteraction"
    /// VC6: UIKit ignores interaction in a window while a modal presentation or dismissal animates.
    case modalTransition = "window ignores interaction during a modal transition"
}

/// H10: how deep a view tree the recursive walks (hit-testing, H1) go. A tree deeper than
/// ``maximum`` gets "view tree too deep" in the application's issues, and its views below that level are
/// not hit-tested (the view at the limit answers), instead of overflowing the stack and killing the test
/// process. The limit and the stack figures it rests on are in ResponderKit.docc/Reliability.md.
@MainActor enum ViewTreeDepth {
    /// Levels of nested `hitTest(_:with:)` calls (each view of the path, the window included).
    static let maximum = 1_000
    /// The hit-test calls now running on the stack.
    static var hitTestLevel = 0
    /// The same for `CALayer.hitTest(_:)`, whose tree is walked on its own.
    static var layerHitTestLevel = 0
    static let layerMessage = "layer tree too deep (\(maximum) levels): hit-testing goes no deeper (H10)"

    static func reportTooDeep(in application: UIApplication?) {
        let message = "view tree too deep (\(maximum) levels): hit-testing goes no deeper (H10)"
        if let application, application.issues.last == message { return }  // once per hit test, not per pass
        Diagnostics.report(message, application: application)
    }
}
