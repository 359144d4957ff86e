import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The Rate a Walk screen (More tab): a star rating and a two-thumb range slider, each a `UIControl` that
/// tracks touches, driven by touch and by VoiceOver (SPEC AX5–AX7).
@MainActor @Suite struct RatingFlowTests {
    /// Opens More → Rate a Walk as a VoiceOver user: focus the tab, double-tap, then the row.
    private func openRating(_ app: AppWorld) throws -> RatingViewController {
        let simulator = app.simulator
        #expect(simulator.accessibilityActivate(labeled: "More"))
        app.settle()
        #expect(simulator.accessibilityActivate(labeled: "Rate a Walk"))
        app.settle()
        return try #require(app.visibleController as? RatingViewController)
    }

    @Test("AX6, AX7: a VoiceOver user opens the screen and adjusts the star rating by swiping up and down")
    func voiceOverAdjustsRating() throws {
        let app = AppWorld()
        let rating = try openRating(app)
        let simulator = app.simulator
        #expect(simulator.accessibilityFocus(labeled: "Rating"))
        #expect(simulator.accessibilityFocus?.traits == .adjustable)
        #expect(simulator.accessibilityFocus?.value == "0 stars")
        #expect(simulator.accessibilityIncrement() && simulator.accessibilityIncrement())
        #expect(simulator.accessibilityIncrement() && simulator.accessibilityDecrement())
        #expect(rating.starsControl.rating == 2)
        #expect(simulator.accessibilityFocus?.value == "2 stars")
        #expect(rating.ratingLabel.text == "You gave it 2 stars")
        #expect(rating.changes == ["rating 1", "rating 2", "rating 3", "rating 2"])
        // The next element in reading order is the summary the change updated.
        #expect(simulator.accessibilityFocusNext()?.label == "You gave it 2 stars")
        app.expectNoIssues()
    }

    @Test("AX5, AX7: each thumb of the range slider is its own adjustable element, moving a tenth of the range")
    func voiceOverMovesRangeThumbs() throws {
        let app = AppWorld()
        let rating = try openRating(app)
        let simulator = app.simulator
        let labels = simulator.accessibilityElements().map { $0.label ?? "" }
        let minimum = try #require(labels.firstIndex(of: "Minimum"))
        #expect(labels[minimum + 1] == "Maximum")
        simulator.accessibilityFocus(labeled: "Maximum")
        #expect(simulator.accessibilityFocus?.value == "8")
        simulator.accessibilityIncrement()
        simulator.accessibilityIncrement()
        simulator.accessibilityIncrement()
        #expect(rating.distanceSlider.upperValue == 10)
        simulator.accessibilityFocus(labeled: "Minimum")
        simulator.accessibilityDecrement()
        #expect(rating.distanceSlider.lowerValue == 1)
        #expect(rating.distanceLabel.text == "1 to 10 km")
        app.expectNoIssues()
    }

    @Test("C2: touching the fourth star rates four; dragging a thumb moves only that thumb")
    func touchesTrack() throws {
        let app = AppWorld()
        let rating = try openRating(app)
        let stars = rating.starsControl
        let fourth = app.point(CGPoint(x: stars.bounds.width * 0.7, y: stars.bounds.midY), in: stars)
        app.simulator.tap(at: fourth)
        app.settle(0.1)
        #expect(stars.rating == 4)
        let slider = rating.distanceSlider
        let before = slider.upperValue
        // The thumbs do not take touches themselves: the slider tracks them and picks the nearer thumb.
        let grip = app.point(slider.lowerThumb.center, in: slider)
        app.expect(grip, reaches: slider)
        app.simulator.drag(from: grip, to: CGPoint(x: grip.x + slider.bounds.width / 10, y: grip.y))
        app.settle(0.5)
        #expect(slider.lowerValue > 2 && slider.upperValue == before)
        app.expectNoIssues()
    }

    @Test("AX6: a VoiceOver user signs in by double-tapping the fields, typing, and double-tapping Sign In")
    func voiceOverSignsIn() throws {
        let app = AppWorld(signedIn: false)
        let simulator = app.simulator
        let signIn = try #require(app.visibleController as? SignInViewController)
        let username = try #require(
            simulator.accessibilityElements().first { $0.identifier == "signIn.username" }?.element)
        simulator.accessibilityFocus(on: username)
        simulator.accessibilityActivate()
        app.type("mara")
        let password = try #require(
            simulator.accessibilityElements().first { $0.identifier == "signIn.password" }?.element)
        simulator.accessibilityFocus(on: password)
        simulator.accessibilityActivate()
        app.type("tide")
        #expect(signIn.signInButton.isEnabled)
        #expect(simulator.accessibilityActivate(labeled: "Sign In"))
        app.settle()
        #expect(app.appDelegate.session.username == "mara")
        app.expectNoIssues()
    }
}
