import Testing
import UIKit

@testable import PortingCorpus

/// PT7: associated objects, class lookup by name, and the app delegate's `@UIApplicationMain`.
@MainActor @Suite struct RuntimeCorpusTests {
    @Test("PT7: objc_setAssociatedObject/objc_getAssociatedObject give an extension a stored property, per object")
    func associatedObjectsRoundTrip() {
        _ = CorpusWorld()
        let first = UIView()
        let second = UIView()
        #expect(first.analyticsIdentifier == nil)
        first.analyticsIdentifier = "home.header"
        first.analyticsTapCount = 3
        #expect(first.analyticsIdentifier == "home.header")
        #expect(first.analyticsTapCount == 3)
        #expect(second.analyticsIdentifier == nil && second.analyticsTapCount == 0)
        first.analyticsIdentifier = nil
        #expect(first.analyticsIdentifier == nil)
    }

    @Test("PT7, PT3: a tracker's #selector(trackTap(_:)) reads a tagged control's associated identifier")
    func trackerCountsTaggedTaps() {
        let world = CorpusWorld()
        let tracker = ScreenTracker()
        let chip = ToggleChip(title: "Dogs")
        chip.frame = CGRect(x: 20, y: 100, width: 120, height: 32)
        world.window.addSubview(chip)
        tracker.track(chip, identifier: "filter.dogs")
        world.simulator.tap(on: chip)
        #expect(tracker.events == ["tap:filter.dogs"])
        #expect(chip.analyticsTapCount == 1)
        tracker.trackScreen(StopwatchViewController())
        #expect(tracker.events.last == "screen:TMStopwatchViewController")
    }

    @Test("PT7: NSClassFromString/NSStringFromClass in the app's files use @objc(Name), Module.Class and UIKit names")
    func classesByName() {
        let menu = DebugMenuViewController(flags: FeatureFlags())
        #expect(menu.screenClass(named: "TMStopwatchViewController") == StopwatchViewController.self)
        #expect(menu.screenClass(named: "TMMissingScreen") == nil)
        #expect(ScreenFactory.name(of: SummaryScreen()) == "RKSummaryScreen")
        #expect(ScreenFactory.name(of: UIViewController()) == "UIViewController")
        #expect(
            ScreenFactory.name(
                of: TrailDetailViewController(trail: Trail(identifier: "t1", name: "Ridge", lengthInKilometers: 4)))
                == "PortingCorpus.TrailDetailViewController")
        // The translated calls passed the module's names; untranslated code asks the runtime, which kept them.
        #expect(ObjCRuntime.classFromString("TMTrail") == Trail.self)
        #expect(ObjCRuntime.stringFromClass(Trail.self) == "TMTrail")
        #expect(ObjCRuntime.classFromString("TMToggleChip") == ToggleChip.self)
        #expect(ObjCRuntime.classFromString("PortingCorpus.TrailCell") == TrailCell.self)
        #expect(ObjCRuntime.classFromString("UILabel") == UILabel.self)
        #expect(ObjCRuntime.classFromString("TMMissingScreen") == nil)
    }

    @Test("PT7: screens and views made by class name through init() and init(frame:) on their metatypes")
    func metatypeInitializers() throws {
        let world = CorpusWorld()
        let summary = try #require(ScreenFactory.screen(named: "RKSummaryScreen") as? SummaryScreen)
        summary.loadViewIfNeeded()
        #expect(summary.title == "Summary")
        let card = try #require(
            ScreenFactory.view(named: "RKOnboardingCard", frame: CGRect(x: 0, y: 0, width: 80, height: 40)))
        #expect(card is OnboardingCard && card.frame.size == CGSize(width: 80, height: 40))
        #expect(ScreenFactory.view(named: "UILabel", frame: .zero).map { type(of: $0) == UILabel.self } == true)
        #expect(ScreenFactory.screen(named: "TMMissingScreen") == nil)
        #expect(world.simulator.issues.isEmpty)
        // TrailListViewController declares only init(store:) (and init(coder:)): init() is not inherited,
        // which iOS answers with "Use of unimplemented initializer"; here nil and a report.
        #expect(ScreenFactory.screen(named: "PortingCorpus.TrailListViewController") == nil)
        #expect(world.simulator.issues.contains { $0.contains("Use of unimplemented initializer 'init()'") })
    }

    @Test("PT7: the app delegate's start screen is made from its stored class name")
    func startScreenByName() {
        _ = CorpusWorld()
        let delegate = AppDelegate()
        UserDefaults.standard.set("TMPhotoViewController", forKey: "TMStartScreen")
        defer { UserDefaults.standard.removeObject(forKey: "TMStartScreen") }
        #expect(delegate.makeStartScreen() is PhotoViewController)
    }

    @Test("PT7, PT4: the debug menu opens screens by class name and calls optional members only if written")
    func debugMenuOpensScreensByName() throws {
        try debugMenuScreens()
    }

    private func debugMenuScreens() throws {
        let world = CorpusWorld()
        let menu = DebugMenuViewController(flags: FeatureFlags())
        let navigation = UINavigationController(rootViewController: menu)
        world.show(navigation)
        #expect(menu.title(forScreenNamed: "TMStopwatchViewController") == "TMStopwatchViewController")
        #expect(menu.title(forScreenNamed: "TMMissingScreen") == "TMMissingScreen (not in this build)")
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 1, section: 1))
        let photo = try #require(navigation.topViewController as? PhotoViewController)
        #expect(photo.title == "Photo viewer")
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 0, section: 1))
        let stopwatch = try #require(navigation.topViewController as? StopwatchViewController)
        #expect(stopwatch.title == nil)
        stopwatch.start()
        world.simulator.advance(by: 2.5)
        #expect(stopwatch.elapsedSeconds == 2)
        // perform(#selector(DebugMenuProviding.debugMenuReset)) after responds(to:).
        menu.resetVisibleScreen()
        #expect(stopwatch.elapsedSeconds == 0 && !stopwatch.isRunning)
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 2, section: 1))
        #expect(navigation.topViewController === stopwatch)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT7: the @UIApplicationMain app delegate launches into the trail list in a navigation controller")
    func appDelegateLaunches() throws {
        let world = CorpusWorld()
        let appDelegate = AppDelegate()
        #expect(appDelegate.application(world.simulator.application, didFinishLaunchingWithOptions: nil))
        let navigation = try #require(appDelegate.window?.rootViewController as? UINavigationController)
        #expect(navigation.viewControllers.first is TrailListViewController)
    }
}
