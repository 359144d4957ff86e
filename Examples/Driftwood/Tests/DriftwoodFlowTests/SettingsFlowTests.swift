import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct SettingsFlowTests {
    /// Taps `point` in `view`'s coordinates, expecting the touch to reach `view` (the walk on a miss, X3).
    private func tap(
        _ app: AppWorld, _ view: UIView, at point: CGPoint, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let windowPoint = app.point(point, in: view)
        app.expect(windowPoint, reaches: view, sourceLocation: sourceLocation)
        app.simulator.tap(at: windowPoint)
        app.settle(0.6)
    }

    private func openProfileEditor(_ app: AppWorld, _ settings: SettingsViewController) {
        let profile = settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        // The table rests below the navigation bar (S10, NV13): the row's middle is what a user taps.
        let content = profile.contentView
        tap(app, content, at: CGPoint(x: content.bounds.midX, y: content.bounds.midY))
    }

    private func openSettings() throws -> (AppWorld, SettingsViewController) {
        let app = AppWorld()
        app.selectTab("Settings")
        let settings = try #require(app.tab(SettingsViewController.self))
        #expect(app.tabs?.selectedViewController === settings.navigationController)
        return (app, settings)
    }

    @Test("IB2, IB3, IB6: Settings comes from its storyboard with its outlets connected")
    func loadsFromStoryboard() throws {
        let (app, settings) = try openSettings()
        #expect(settings.privateAccountSwitch != nil)
        #expect(settings.photosPerPageStepper.value == 12)
        #expect(settings.uploadQualitySlider.value == 0.8)
        #expect(settings.photosPerPageLabel.text == "12")
        #expect(settings.displayNameLabel.text == "mara")
        #expect(settings.tableView.numberOfSections == 2)
        app.expectNoIssues()
    }

    @Test("IB11, C: a tap on the switch changes the preference through its storyboard action")
    func switchChanges() throws {
        let (app, settings) = try openSettings()
        let toggle = try #require(settings.privateAccountSwitch)
        let lowerEdge = CGPoint(x: toggle.bounds.midX, y: toggle.bounds.maxY - 1)
        tap(app, toggle, at: lowerEdge)
        #expect(toggle.isOn)
        #expect(settings.preferences.isPrivateAccount)
        tap(app, toggle, at: lowerEdge)
        #expect(!settings.preferences.isPrivateAccount)
        app.expectNoIssues()
    }

    @Test("IB11, C: the stepper's plus half adds a step, its minus half takes one away")
    func stepperChanges() throws {
        let (app, settings) = try openSettings()
        let stepper = settings.photosPerPageStepper!
        let plus = app.point(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), in: stepper)
        let minus = app.point(CGPoint(x: stepper.bounds.width * 0.25, y: stepper.bounds.midY), in: stepper)
        app.expect(plus, reaches: stepper)
        app.simulator.tap(at: plus)
        app.simulator.tap(at: plus)
        #expect(settings.preferences.photosPerPage == 24)
        #expect(settings.photosPerPageLabel.text == "24")
        app.simulator.tap(at: minus)
        #expect(settings.photosPerPageLabel.text == "18")
        app.expectNoIssues()
    }

    @Test("IB11, C: dragging the slider's thumb changes the quality, snapped to tens of percent")
    func sliderChanges() throws {
        let (app, settings) = try openSettings()
        let slider = settings.uploadQualitySlider!
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let start = app.point(CGPoint(x: thumb.midX, y: thumb.midY), in: slider)
        app.simulator.drag(from: start, to: CGPoint(x: start.x - slider.bounds.width * 0.5, y: start.y))
        app.settle(0.2)
        #expect(settings.preferences.uploadQuality < 0.8)
        let percent = Int((settings.preferences.uploadQuality * 100).rounded())
        #expect(percent % 10 == 0)
        #expect(settings.uploadQualityLabel.text == "\(percent) %")
        app.expectNoIssues()
    }

    @Test("IB15, IB17: the profile cell presents the editor; Save unwinds to Settings with the new name")
    func editProfileAndUnwind() throws {
        let (app, settings) = try openSettings()
        openProfileEditor(app, settings)
        let navigation = try #require(settings.presentedViewController as? UINavigationController)
        let editor = try #require(navigation.topViewController as? EditProfileViewController)
        #expect(editor.nameField.text == "mara")
        #expect(editor.nameField.isFirstResponder)
        editor.nameField.text = ""
        app.type("Mara Lind")
        let save = try #require(app.button(titled: "Save", in: navigation.navigationBar))
        app.tap(save)
        #expect(settings.presentedViewController == nil)
        #expect(settings.displayNameLabel.text == "Mara Lind")
        #expect(settings.preferences.displayName == "Mara Lind")
        app.expectNoIssues()
    }

    @Test("IB17, TX3: the return key in the editor performs the same unwind")
    func returnKeyUnwinds() throws {
        let (app, settings) = try openSettings()
        openProfileEditor(app, settings)
        app.type(" L.\n")
        app.settle(0.6)
        #expect(settings.presentedViewController == nil)
        #expect(settings.displayNameLabel.text == "mara L.")
        app.expectNoIssues()
    }

    @Test("IB11: Cancel dismisses the editor and keeps the name")
    func cancelKeepsName() throws {
        let (app, settings) = try openSettings()
        openProfileEditor(app, settings)
        app.type("zzz")
        let navigation = try #require(settings.presentedViewController as? UINavigationController)
        let cancel = try #require(app.button(titled: "Cancel", in: navigation.navigationBar))
        app.tap(cancel)
        #expect(settings.presentedViewController == nil)
        #expect(settings.displayNameLabel.text == "mara")
        app.expectNoIssues()
    }
}
