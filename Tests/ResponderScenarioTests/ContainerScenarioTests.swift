import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// Navigation and tab bar controllers in scenario files (NV1, NV5, NV8, NV9): reading and
/// checking with positions, writing back, and building the engine's real containers.
@MainActor @Suite struct ContainerScenarioTests {
    static let tabs = """
        viewControllers:
          - {id: Tabs, class: tabBarController, viewControllers: [Home, Post], selectedIndex: 1, shouldSelect: {refuse: 0}}
          - {id: Home, title: Home}
          - {id: Post, title: Post}
        window: {rootViewController: Tabs}
        views:
          - {id: Badge, parent: Tabs.tabBar, frame: [10, -10, 20, 20]}

        """

    static let navigation = """
        viewControllers:
          - {id: Nav, class: navigationController, viewControllers: [Inbox, Message]}
          - {id: Inbox, title: Inbox, rightBarButtonItem: {title: Edit, action: edit, log: "editing"}}
          - {id: Message, view: page}
        window: {rootViewController: Nav}
        views:
          - {id: page}
          - {id: strip, class: scrollview, parent: page, panGestureRecognizer: {requireToFail: [Nav.interactivePop]}}

        """

    @Test("NV1/NV8: unknown ids in viewControllers are located, with the nearest controller suggested")
    func unknownChild() {
        let text = """
            viewControllers:
              - {id: Nav, class: navigationController, viewControllers: [Inbx, page]}
              - {id: Inbox}
            views:
              - {id: page}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:62: viewControllers[0].viewControllers[0]: unknown view controller 'Inbx' (did you mean 'Inbox'?)",
                "scenario.yaml:2:68: viewControllers[0].viewControllers[1]: 'page' is not a view controller",
            ])
    }

    @Test("NV1/VC3: a controller in two containers, in itself, or in a cycle of containers is refused")
    func oneParent() {
        let text = """
            viewControllers:
              - {id: A, class: tabBarController, viewControllers: [B, X]}
              - {id: B, class: navigationController, viewControllers: [A]}
              - {id: C, class: tabBarController, viewControllers: [X, C]}
              - {id: X}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:55: viewControllers[0].viewControllers: cycle in containers: A -> B -> A",
                "scenario.yaml:4:56: viewControllers[2].viewControllers[0]: view controller 'X' is already in 'A' (one parent, VC3)",
                "scenario.yaml:4:59: viewControllers[2].viewControllers[1]: a container cannot contain itself",
            ])
    }

    @Test("NV8: selectedIndex, shouldSelect and selectTab indexes out of range are located")
    func indexesInRange() {
        let text = """
            viewControllers:
              - {id: Tabs, class: tabBarController, viewControllers: [A, B], selectedIndex: 2, shouldSelect: {refuse: [1, 5]}}
              - {id: A}
              - {id: B}
            timeline:
              - {selectTab: 3}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:81: viewControllers[0].selectedIndex: selectedIndex 2 is out of range: 'Tabs' has 2 tabs (0...1)",
                "scenario.yaml:2:111: viewControllers[0].shouldSelect.refuse[1]: tab 5 is out of range: 'Tabs' has 2 tabs (0...1)",
                "scenario.yaml:6:17: timeline[0].selectTab.index: tab 3 is out of range: 'Tabs' has 2 tabs",
            ])
    }

    @Test("NV1/NV8: container keys belong to their classes; steps need a container of the right class")
    func keysAndSteps() {
        let text = """
            viewControllers:
              - {id: Plain, viewControllers: [Other], selectedIndex: 0}
              - {id: Nav, class: navigationController, view: page}
              - {id: Other}
            views:
              - {id: page}
              - {id: box, panGestureRecognizer: {requireToFail: [Nav.interactivPop]}}
            timeline:
              - {push: {controller: Other, on: Plain}}
              - {selectTab: 0}
              - {note: x, after: 1, pop: ~}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:34: viewControllers[0].viewControllers: only a navigationController or a tabBarController has viewControllers",
                "scenario.yaml:2:58: viewControllers[0].selectedIndex: only a tabBarController has 'selectedIndex'",
                "scenario.yaml:3:50: viewControllers[1].view: a navigationController makes its own view `<id>.view`",
                "scenario.yaml:7:37: views[1].panGestureRecognizer: only scroll views have panGestureRecognizer",
                "scenario.yaml:9:36: timeline[0].push.on: 'Plain' is a viewController, not a navigationController",
                "scenario.yaml:10:17: timeline[1].selectTab: there is no tabBarController in the file",
            ])
    }

    @Test("NV5/GR5: the interactive pop recognizer is named `<id>.interactivePop`, with suggestions")
    func popRecognizerName() {
        let text = """
            viewControllers:
              - {id: Nav, class: navigationController}
            views:
              - {id: strip, class: scrollview, panGestureRecognizer: {requireToFail: [Nav.interactivPop]}}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:4:75: views[0].panGestureRecognizer.requireToFail[0]: unknown gesture recognizer 'Nav.interactivPop' (did you mean 'Nav.interactivePop'?)"
            ])
    }

    @Test("NV1/NV8: a contained controller's view is placed and sized by its container")
    func containedViews() {
        let text = """
            viewControllers:
              - {id: Nav, class: navigationController, viewControllers: [A]}
              - {id: A, view: page}
            window: {rootViewController: Nav}
            views:
              - {id: page, parent: other, frame: [0, 0, 10, 10]}
              - {id: other}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:6:24: views[0].parent: the view of a contained view controller is placed by 'Nav'; remove 'parent'",
                "scenario.yaml:6:38: views[0].frame: the view of a contained view controller is sized by 'Nav'; remove 'frame'",
            ])
    }

    @Test("schema: containers, items, the tab bar, scroll pans and container steps write back and read the same")
    func roundTrip() throws {
        let text =
            Self.navigation.replacingOccurrences(of: "window:", with: "window:") + """
                timeline:
                  - {push: {controller: Inbox, animated: false}}
                  - {pop: {animated: false}}
                """
        for source in [text, Self.tabs + "timeline:\n  - {selectTab: 0}\n  - {selectTab: {index: 1, on: Tabs}}\n"] {
            let parsed = try scenario(source)
            for written in [ScenarioEncoder.yaml(parsed), ScenarioEncoder.json(parsed)] {
                #expect(try scenario(written) == parsed, "\(written)")
            }
        }
        let parsed = try scenario(Self.tabs)
        #expect(parsed.viewControllers[0].controllerClass == .tabBarController)
        #expect(parsed.viewControllers[0].shouldSelect == TabSelectionPolicy(refuse: [0]))
    }

    @Test("NV1/NV5/NV6: a navigationController builds the engine's UINavigationController with its stack")
    func buildsNavigationController() throws {
        let world = WorldBuilder.build(try scenario(Self.navigation))
        let nav = try #require(world.controllers["Nav"] as? UINavigationController)
        #expect(nav is ScenarioNavigationController)
        #expect(nav.viewControllers.map { world.name(of: $0) } == ["Inbox", "Message"])
        #expect(world.simulator.window.rootViewController === nav)
        #expect(nav.topViewController?.view === world.views["page"])
        #expect(world.views["page"]?.window != nil && world.controllers["Inbox"]?.viewIfLoaded?.window == nil)
        #expect(world.views["Nav.view"] === nav.view)
        // The back button of Message is titled after Inbox (NV6); Inbox's item keeps its right button.
        let item = try #require(world.controllers["Inbox"]?.navigationItem.rightBarButtonItem)
        #expect(item.title == "Edit" && item.target === world.controllers["Inbox"])
        // The standard fix: the scroll view's own pan requires the pop gesture to fail (GR5).
        let pop = try #require(nav.interactivePopGestureRecognizer)
        #expect(world.recognizers["Nav.interactivePop"] === pop)
        #expect(world.simulator.issues.isEmpty)
        // The scroll view (full screen, scrollable sideways) would win an edge drag without it (NV5).
        let strip = try #require(world.views["strip"] as? UIScrollView)
        strip.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        strip.contentSize = CGSize(width: 1125, height: 667)
        world.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300))
        world.simulator.advance(by: 1)
        #expect(nav.viewControllers.map { world.name(of: $0) } == ["Inbox"])
        // Not scrolled: at rest below the navigation bar, as iOS lays it out (S10).
        #expect(strip.contentOffset == CGPoint(x: 0, y: -strip.adjustedContentInset.top))
    }

    @Test("NV8/NV9: a tabBarController builds the engine's UITabBarController with the file's tab bar")
    func buildsTabBarController() throws {
        let world = WorldBuilder.build(try scenario(Self.tabs))
        let tabs = try #require(world.controllers["Tabs"] as? UITabBarController)
        #expect(tabs is ScenarioTabBarController)
        #expect(tabs.tabBar is ScenarioTabBar)
        #expect(world.views["Tabs.tabBar"] === tabs.tabBar)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Post"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
        // The badge is the bar's last subview, above its item controls.
        #expect(tabs.tabBar.subviews.last === world.views["Badge"])
        // The delegate answers from the file: tab 0 is refused, so a tap on its item changes nothing.
        world.simulator.tap(at: CGPoint(x: 90, y: 650))
        #expect(tabs.selectedIndex == 1)
        #expect(world.simulator.trace.lines(kinds: ["note"]) == ["Tabs shouldSelect Home (tab 0) -> false"])
        #expect(world.simulator.issues.isEmpty)
    }

    /// An example's trace lines of these kinds, as a run records them.
    private func lines(_ example: String, _ kinds: Set<String>) throws -> [String] {
        ScenarioRun.play(try scenario(readExample(example, "yaml"))).trace.lines(kinds: kinds)
    }

    @Test("NV9/H5 (seed 000): on the real tab bar, each touch goes where the plain-view experiment sends it")
    func seed000OnTheRealTabBar() throws {
        let real = try lines("seed000-tabbar-controller", ["touchBound"])
        let plain = try lines("seed000-tabbar-forwarding", ["touchBound"])
        // The plain experiment's Root is the selected tab's view; then a tap on the third tab's item.
        #expect(real.prefix(4).map { $0.replacingOccurrences(of: "Home.view", with: "Root") } == plain)
        #expect(real.count == 5)
        let overrides = try lines("seed000-tabbar-controller", ["note"]).filter { $0.hasPrefix("TabBar") }
        let plainOverrides = try lines("seed000-tabbar-forwarding", ["note"]).filter { $0.hasPrefix("TabBar") }
        #expect(overrides == plainOverrides && !overrides.isEmpty)
    }

    @Test("NV5/GR4: over a horizontal scroll view the scroll view's pan wins, as InteractivePopTests expects")
    func scrollViewWinsTheEdgeDrag() throws {
        let states = try lines("nav-pop-over-scrollview", ["state"])
        #expect(
            Array(states.prefix(3)) == [
                "strip.scrollPan possible -> began (moved 19.5 pt ≥ 10 pt hysteresis)",
                "strip.delayedTouches possible -> failed (excluded by 'strip.scrollPan')",
                "Nav.interactivePop possible -> failed (excluded by 'strip.scrollPan')",
            ])
        #expect(try lines("nav-pop-over-scrollview", ["note"]).filter { !$0.hasPrefix("---") }.isEmpty)
    }

    @Test("NV5/GR5: with the scroll view's pan requiring the pop to fail, the edge drag pops (InteractivePopTests)")
    func requireToFailLetsThePopWin() throws {
        let all = try lines("nav-pop-over-scrollview-fixed", ["state", "note"])
        let edge = Array(all.drop { !$0.hasPrefix("--- a drag from the left edge") }.dropFirst())
        #expect(
            Array(edge.prefix(6)) == [
                "Nav.interactivePop possible -> began (moved 19.5 pt ≥ 10 pt hysteresis)",
                "strip.scrollPan possible -> failed (required recognizer 'Nav.interactivePop' recognized)",
                "strip.delayedTouches possible -> failed (excluded by 'Nav.interactivePop')",
                "Nav willShow Inbox (animated: true)", "Gallery viewWillDisappear(animated: true)",
                "Inbox viewWillAppear(animated: true)",
            ])
        #expect(
            Array(edge.suffix(3)) == [
                "Gallery viewDidDisappear(animated: true)", "Inbox viewDidAppear(animated: true)",
                "Nav didShow Inbox (animated: true)",
            ])
        // The drag from the middle scrolled: the scroll pan began there, the pop failed at once.
        #expect(all.contains("Nav.interactivePop possible -> failed (began 20 pt or more from its edges [.left])"))
    }

    @Test("NV2/NV3/NV5: an animated push's dids come 0.35 s later; a cancelled pop runs its wills in Apple's order")
    func pushAndCancelledPop() throws {
        let world = ScenarioRun.play(try scenario(readExample("nav-push-pop", "yaml")))
        let notes = world.trace.lines(timestamps: true, kinds: ["note"])
        #expect(
            Array(notes.prefix(7)) == [
                "[0.000] --- push Message, animated", "[0.000] Nav willShow Message (animated: true)",
                "[0.000] Inbox viewWillDisappear(animated: true)", "[0.000] Message viewWillAppear(animated: true)",
                "[0.350] Inbox viewDidDisappear(animated: true)", "[0.350] Message viewDidAppear(animated: true)",
                "[0.350] Nav didShow Message (animated: true)",
            ])
        #expect(notes.contains("[1.050] -[Message reply:]"))
        // Cancelled: Inbox's will-disappear, then Message's will-appear (documented), no second willShow (NV4).
        let cancel = notes.map { String($0.dropFirst(8)) }.drop { !$0.hasPrefix("--- a slow drag") }
        #expect(
            Array(cancel.prefix(8)) == [
                "--- a slow drag from the left edge, released short of half the width",
                "Nav willShow Inbox (animated: true)", "Message viewWillDisappear(animated: true)",
                "Inbox viewWillAppear(animated: true)", "Inbox viewWillDisappear(animated: true)",
                "Message viewWillAppear(animated: true)", "Inbox viewDidDisappear(animated: true)",
                "Message viewDidAppear(animated: true)",
            ])
        let nav = try #require(world.controllers["Nav"] as? UINavigationController)
        #expect(nav.viewControllers.map { world.name(of: $0) } == ["Inbox"])
        #expect(world.simulator.issues.isEmpty)
    }
}
