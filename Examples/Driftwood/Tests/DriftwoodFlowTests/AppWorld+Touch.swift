import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// Aimed input that fails at the test's line with the explain walk (X3, X4, X12) when a touch does not
/// reach the view it was aimed at.
extension AppWorld {
    /// Taps the view with `identifier`; a miss records the culprit and the walk.
    @discardableResult
    func tap(_ identifier: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let target = view(identifier) else {
            Issue.record("no view has the accessibility identifier \(identifier)", sourceLocation: sourceLocation)
            return false
        }
        return tap(target, sourceLocation: sourceLocation)
    }

    /// Taps `target`; a miss records the culprit and the walk.
    @discardableResult
    func tap(_ target: UIView, settle seconds: TimeInterval = 0.6, sourceLocation: SourceLocation = #_sourceLocation)
        -> Bool
    {
        let hit = simulator.expect(tapOn: target, sourceLocation: sourceLocation)
        settle(seconds)
        return hit
    }

    /// Drags from the visible centre of `target` by `translation`; a miss records the walk.
    @discardableResult
    func drag(
        _ target: UIView, by translation: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10,
        settle seconds: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        _ = simulator.takeUnrecordedIssues()
        let hit = simulator.drag(on: target, by: translation, duration: duration, steps: steps)
        recordMisses(sourceLocation)
        settle(seconds)
        return hit
    }

    /// Long-presses the visible centre of `target`; a miss records the walk.
    @discardableResult
    func longPress(
        _ target: UIView, duration: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        _ = simulator.takeUnrecordedIssues()
        let hit = simulator.longPress(on: target, duration: duration)
        recordMisses(sourceLocation)
        settle(0.5)
        return hit
    }

    /// Expects a touch starting at `point` (window coordinates) to be bound to `target`; the failure shows
    /// the walk (X3).
    @discardableResult
    func expect(
        _ point: CGPoint, reaches target: UIView, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        simulator.expect(pointAt: point, boundTo: target, sourceLocation: sourceLocation)
    }

    /// A point in the window for `point` in `view`'s coordinates.
    func point(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convert(point, to: window)
    }

    /// Types `text` into the first responder, one key at a time (TX3).
    func type(_ text: String) {
        simulator.type(text)
        settle(0.1)
    }

    /// The end of a flow: no programmer errors or bad input anywhere in it (X10).
    func expectNoIssues(sourceLocation: SourceLocation = #_sourceLocation) {
        simulator.recordIssues(sourceLocation: sourceLocation)
    }

    private func recordMisses(_ sourceLocation: SourceLocation) {
        for report in simulator.takeUnrecordedIssues() {
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
    }
}
