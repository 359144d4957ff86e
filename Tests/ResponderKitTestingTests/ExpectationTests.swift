import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// X12: routing expectations hold silently, and when they fail record one issue at the caller's line
/// carrying the engine's explanation.
@MainActor @Suite struct ExpectationTests {
    /// The one issue recorded in `body` must be at `line` and contain every one of `parts`.
    func expectOneIssue(
        at line: Int, containing parts: [String], _ body: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        withKnownIssue(sourceLocation: sourceLocation) {
            body()
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && parts.allSatisfy { text.contains($0) }
        }
    }

    @Test("X12: expect(touch:boundTo:) holds for the bound view and its ancestors' subtree")
    func touchBoundHolds() {
        let fixture = Fixture()
        let touch = fixture.simulator.touchDown(at: CGPoint(x: 70, y: 120))
        fixture.simulator.lift(touch)
        #expect(fixture.simulator.expect(touch: touch, boundTo: fixture.button))
        #expect(fixture.simulator.expect(touch: touch, boundTo: fixture.simulator.window))
    }

    @Test("X12: a failing expect(touch:boundTo:) records the walk of the touch at the caller's line")
    func touchBoundFails() {
        let fixture = Fixture()
        fixture.simulator.explainsTouches = true
        fixture.cover()
        let touch = fixture.simulator.touchDown(at: CGPoint(x: 70, y: 120))
        let line = #line + 3
        expectOneIssue(
            at: line, containing: ["touch 1 was bound to cover, not to button (X12)", "explain touch 1 at {70, 120}"]
        ) { #expect(!fixture.simulator.expect(touch: touch, boundTo: fixture.button)) }
    }

    @Test("X12: without explainsTouches the failure shows a walk made now, and says so")
    func touchBoundFailsWithoutRecordedWalk() {
        let fixture = Fixture()
        let touch = fixture.simulator.touchDown(at: CGPoint(x: 250, y: 120))
        let line = #line + 2
        expectOneIssue(at: line, containing: ["was not recorded: turn on explainsTouches", "explain {250, 120}"]) {
            fixture.simulator.expect(touch: touch, boundTo: fixture.button)
        }
    }

    @Test("X12: expect(pointAt:boundTo:) compares the explained hit-test view and sends nothing")
    func pointBound() {
        let fixture = Fixture()
        #expect(fixture.simulator.expect(pointAt: CGPoint(x: 30, y: 110), boundTo: fixture.button))
        let line = #line + 2
        expectOneIssue(at: line, containing: ["a touch at {30, 110} would be bound to button, not to other (X12)"]) {
            fixture.simulator.expect(pointAt: CGPoint(x: 30, y: 110), boundTo: fixture.other)
        }
        #expect(fixture.tap.state == .possible)
        #expect(fixture.simulator.issues.isEmpty)
    }

    @Test("X12: expect(tapOn:) records a miss report — culprit and walk — at the caller's line, not in issues")
    func tapOnMiss() {
        let fixture = Fixture()
        fixture.cover()
        #expect(fixture.simulator.expect(tapOn: fixture.other))
        let line = #line + 5
        expectOneIssue(
            at: line,
            containing: ["tap(on: button) missed (X4)", "button is covered by cover", "explain touch 2 at {70, 120}"]
        ) {
            #expect(!fixture.simulator.expect(tapOn: fixture.button))
        }
        #expect(fixture.simulator.recordIssues().isEmpty)
    }

    @Test("X12: expect(tapOn:triggers:) holds when the recognizer recognizes the tap")
    func tapTriggers() {
        let fixture = Fixture()
        #expect(fixture.simulator.expect(tapOn: fixture.button, triggers: fixture.tap))
        #expect(!fixture.simulator.trace.isEnabled)
    }

    @Test("X12: expect(tapOn:triggers:) failing shows the recognizer's verdict and the tap's arena rows")
    func tapDoesNotTrigger() {
        let fixture = Fixture()
        fixture.tap.require(toFail: fixture.otherTap)
        let line = #line + 4
        expectOneIssue(
            at: line, containing: ["tap(on: other) did not trigger buy (X12): it did not see the touch", "more"]
        ) {
            fixture.simulator.expect(tapOn: fixture.other, triggers: fixture.tap)
        }
        let doubleTap = UITapGestureRecognizer()
        doubleTap.name = "double"
        doubleTap.numberOfTapsRequired = 2
        fixture.other.addGestureRecognizer(doubleTap)
        let secondLine = #line + 4
        expectOneIssue(
            at: secondLine, containing: ["did not trigger double (X12): it ended", "arena report of the tap (X6)"]
        ) {
            fixture.simulator.expect(tapOn: fixture.other, triggers: doubleTap)
        }
    }
}
