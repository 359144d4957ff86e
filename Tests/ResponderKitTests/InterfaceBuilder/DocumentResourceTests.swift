import Foundation
import ResponderKit
import Testing

/// IB2, IB5, IB6, IB11: more documents: a storyboard form wired through First Responder, a panel of
/// controls, external objects, and a storyboard in a folder the user names.
@MainActor @Suite struct DocumentResourceTests {
    @Test("IB11, IB15: a First Responder action travels the chain to the controller, which performs a segue")
    func signupThroughTheChain() throws {
        let simulator = EventSimulator()
        let signup = try #require(
            UIStoryboard(name: "Signup", bundle: .module).instantiateInitialViewController() as? SignupController)
        simulator.window.rootViewController = signup
        simulator.window.layoutIfNeeded()
        #expect(simulator.tap(on: "signup.name"))
        simulator.type("Ada")
        #expect(simulator.tap(on: "signup.submit"))
        #expect(simulator.settle())
        #expect(signup.log == ["changed", "changed", "changed", "signUp Ada"])
        #expect(signup.presentedViewController?.modalPresentationStyle == .overFullScreen)
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB5: a stack view of controls takes the file's values")
    func controlPanel() throws {
        let panel = try #require(
            UINib(nibName: "ControlPanel", bundle: .module).instantiate(withOwner: nil).first as? UIStackView)
        #expect(panel.axis == .vertical && panel.distribution == .fillEqually && panel.alignment == .center)
        #expect(panel.spacing == 12 && panel.arrangedSubviews.count == 6)
        let segmented = try #require(panel.arrangedSubviews[0] as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 3 && segmented.selectedSegmentIndex == 1)
        #expect(segmented.titleForSegment(at: 2) == "Month")
        let slider = try #require(panel.arrangedSubviews[1] as? UISlider)
        #expect(slider.value == 0.25 && slider.maximumValue == 2)
        let stepper = try #require(panel.arrangedSubviews[2] as? UIStepper)
        #expect(stepper.value == 3 && stepper.minimumValue == 1 && stepper.maximumValue == 9)
        #expect((panel.arrangedSubviews[3] as? UISwitch)?.isEnabled == false)
        #expect((panel.arrangedSubviews[4] as? UIImageView)?.image != nil)
        let label = try #require(panel.arrangedSubviews[5] as? UILabel)
        #expect(label.text == "Weekly" && label.textAlignment == .right && label.font.pointSize == 20)
    }

    @Test("IB6, IB11: an external object placeholder gets its outlet and receives the button's action")
    func externalObjects() throws {
        let simulator = EventSimulator()
        let target = GestureBoardOwner()
        let objects = UINib(nibName: "ExternalHeader", bundle: .module).instantiate(
            withOwner: nil, options: [.externalObjects: ["HeaderTarget": target]])
        let header = try #require(objects.first as? UIView)
        #expect(target.board === header)
        simulator.window.addSubview(header)
        #expect(simulator.tap(on: "header.close"))
        #expect(target.log == ["tap 0"])
    }

    @Test("IB2: a storyboard in a folder the user names, through Bundle(path:)")
    func userFolder() throws {
        let simulator = EventSimulator()
        let folder = try #require(Bundle.module.resourceURL?.appendingPathComponent("Documents/Onboarding"))
        let bundle = try #require(Bundle(path: folder.path))
        let welcome = try #require(UIStoryboard(name: "Onboarding", bundle: bundle).instantiateInitialViewController())
        simulator.window.rootViewController = welcome
        simulator.window.layoutIfNeeded()
        #expect(welcome.title == "Welcome")
        let title = try #require(welcome.view.subviews.first as? UILabel)
        #expect(abs(title.frame.midY - welcome.view.bounds.midY) <= 0.5)  // pixel-rounded height
        #expect(simulator.issues.isEmpty)
    }
}
