import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// `refreshControl` in scenario files (RC1–RC3): refused where it does not apply, written back,
/// and built as the engine's real `UIRefreshControl`, whose `.valueChanged` writes the file's line.
@MainActor @Suite struct RefreshScenarioTests {
    static let feed = """
        views:
          - {id: feed, class: tableview, frame: [0, 0, 375, 667], rows: 30, rowHeight: 60, refreshControl: {log: "refreshing", endAfter: 1.0}}
          - {id: page, class: scrollview, frame: [0, 0, 375, 667], contentSize: [375, 1000], refreshControl: {}}

        """

    @Test("RC1: refreshControl on other classes, negative, NaN or misspelt fields are located")
    func decodingErrors() {
        let text = """
            views:
              - {id: go, class: button, refreshControl: {log: x}}
              - {id: notes, class: textview, refreshControl: {}}
              - {id: a, class: scrollview, refreshControl: {endAfter: -1}}
              - {id: b, class: tableview, refreshControl: {endAfter: .nan}}
              - {id: c, class: collectionview, refreshControl: {lgo: x}}
              - {id: d, class: scrollview, refreshControl: refreshing}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:45: views[0].refreshControl: only scroll, table and collection views have refreshControl; 'go' is a button",
                "scenario.yaml:3:50: views[1].refreshControl: only scroll, table and collection views have refreshControl; 'notes' is a textview",
                "scenario.yaml:4:59: views[2].refreshControl.endAfter: expected a number >= 0",
                "scenario.yaml:5:58: views[3].refreshControl.endAfter: expected a finite number, found '.nan'",
                "scenario.yaml:6:53: views[4].refreshControl.lgo: unknown key 'lgo'",
                "scenario.yaml:7:48: views[5].refreshControl: expected a mapping, found a scalar",
            ])
    }

    @Test("RC1: refreshControl writes back (YAML and JSON) and reads the same")
    func roundTrip() throws {
        let parsed = try scenario(Self.feed)
        #expect(parsed.views[0].refreshControl == RefreshControlSpec(log: "refreshing", endAfter: 1.0))
        #expect(parsed.views[1].refreshControl == RefreshControlSpec())
        for written in [ScenarioEncoder.yaml(parsed), ScenarioEncoder.json(parsed)] {
            #expect(try scenario(written) == parsed, "\(written)")
        }
    }

    @Test("RC1: the world installs a real UIRefreshControl as the scroll view's refreshControl, at the back")
    func buildsRefreshControl() throws {
        let world = WorldBuilder.build(try scenario(Self.feed))
        for id in ["feed", "page"] {
            let scroll = try #require(world.views[id] as? UIScrollView)
            let control = try #require(scroll.refreshControl)
            #expect(control.superview === scroll && scroll.subviews.first === control)
            #expect(world.name(of: control) == "\(id).refreshControl")
            #expect(!control.isRefreshing)
        }
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("RC2/RC3: in the example, a long pull holds the content at -60 until endAfter; a short pull sends nothing")
    func pullTriggersOnceThenEnds() throws {
        let parsed = try scenario(readExample("issue14-refresh", "yaml"))
        // RC2: .valueChanged at 0.15 s, finger still down; after the release the content is held at -60.
        var world = ScenarioRun.play(parsed, until: 1.0)
        var table = try #require(world.views["feed"] as? UITableView)
        #expect(table.refreshControl?.isRefreshing == true)
        #expect(table.contentOffset.y == -RefreshControlMetrics.height)
        #expect(table.adjustedContentInset.top == RefreshControlMetrics.height)
        // RC3: endAfter 1.0 ends it at 1.15 s, and the content eases back to the top over 0.3 s.
        world = ScenarioRun.play(parsed, until: 2.0)
        table = try #require(world.views["feed"] as? UITableView)
        #expect(table.refreshControl?.isRefreshing == false)
        #expect(table.contentOffset.y == 0 && table.adjustedContentInset.top == 0)
        // The whole run: the short pull sends nothing and bounces back to the top.
        world = ScenarioRun.play(parsed)
        table = try #require(world.views["feed"] as? UITableView)
        #expect(world.trace.lines(kinds: ["note"]).filter { $0 == "refreshing" }.count == 1)
        #expect(table.refreshControl?.isRefreshing == false && table.contentOffset.y == 0)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("RC1-RC3: the example's trace shows .valueChanged once, the line, and the end of refreshing")
    func exampleTrace() throws {
        let world = ScenarioRun.play(try scenario(readExample("issue14-refresh", "yaml")))
        // The pull's control event, then the file's line, once; the short pull adds nothing (RC2).
        #expect(
            world.trace.lines(kinds: ["controlEvents", "note"]) == [
                "--- a long pull: 400 pt of finger travel, held, then lifted",
                "feed.refreshControl valueChanged",
                "refreshing",
                "--- a short pull: 80 pt of finger travel",
                "--- end",
            ])
        // RC3: ended by endAfter, one virtual second after .valueChanged at 0.15 s.
        let scroll = world.trace.entries.filter { $0.kind == "scroll" && $0.text.contains("refreshControl") }
        #expect(scroll.map { ($0.time * 1000).rounded() } == [150, 1150])
    }
}
