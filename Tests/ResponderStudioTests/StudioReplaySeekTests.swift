import Foundation
import ResponderKit
import ResponderScenario
import Testing

@testable import ResponderStudio

/// ST5: the page shows a replay at any moment; `seek` answers the scene then (views, fingers down with
/// their paths). The oracle is `ScenarioRun.play(_:until:)` on the recording, the same engine path
/// `responder run --at-time` takes, compared with what the live session showed at those moments.
@MainActor @Suite struct StudioReplaySeekTests {
    let yaml = """
        views:
          - {id: root, frame: [0, 0, 375, 667]}
          - id: sheet
            class: scrollview
            parent: root
            frame: [0, 0, 375, 400]
            contentSize: [375, 1200]
        """

    /// A recorded drag on the scroll view: down at 0.1 s, moves every 20 ms up 30 pt, up at 0.3 s.
    func recordedSession() throws -> (StudioSession, HandClock, liveOffsets: [Double: Double]) {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        _ = session.receive("{\"type\":\"record\",\"action\":\"start\"}")
        var offsets: [Double: Double] = [:]
        clock.now = 0.1
        _ = session.receive(touch([(7, "began", 100, 300)]))
        for index in 1...9 {
            clock.now = 0.1 + Double(index) * 0.02
            _ = session.receive(touch([(7, "moved", 100, 300 - Double(index) * 30)]))
            let sheet = try #require(scrollView(in: session.player.world.simulator.window))
            offsets[session.now] = Double(sheet.contentOffset.y)
        }
        clock.now = 0.3
        _ = session.receive(touch([(7, "ended", 100, 30)]))
        clock.now = 0.5
        let stop = parse(session.receive("{\"type\":\"record\",\"action\":\"stop\"}"))
        #expect(stop.contains { $0.type == "recording" })
        return (session, clock, offsets)
    }

    func scrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.lazy.compactMap { scrollView(in: $0) }.first
    }

    func seekScene(_ session: StudioSession, _ t: Double) throws -> Reply {
        let replies = parse(session.receive("{\"type\":\"seek\",\"t\":\(t)}"))
        #expect(replies.count == 1, "\(replies.map(\.raw))")
        let scene = try #require(replies.first)
        #expect(scene.type == "scene")
        #expect(scene.object["replay"] as? Bool == true)
        #expect(scene.object["t"] as? Double == t)
        return scene
    }

    @Test("ST5: mid-drag the replay's scene has the finger down with its path so far, and the live scroll offset")
    func seekMidDrag() throws {
        let (session, _, liveOffsets) = try recordedSession()
        let moment = 0.16
        let scene = try seekScene(session, moment)
        let fingers = scene.object["fingers"] as? [[String: Any]] ?? []
        #expect(fingers.count == 1)
        #expect(fingers.first?["touch"] as? Int == 1)
        // Down at y 300, then the moves at 0.12, 0.14 and 0.16 s (a step at the moment itself is played).
        #expect((fingers.first?["path"] as? [[Double]]) == [[100, 300], [100, 270], [100, 240], [100, 210]])
        let views = scene.object["views"] as? [[String: Any]] ?? []
        let sheet = try #require(views.first { $0["name"] as? String == "sheet" })
        let offset = try #require(sheet["contentOffset"] as? [Double])
        #expect(offset[1] == liveOffsets[moment], "live offsets: \(liveOffsets)")
        #expect(offset[1] > 0, "the drag has scrolled the sheet by 0.16 s")
    }

    @Test("ST5: before the touch and after it lifted the replay shows no finger down")
    func seekOutsideTheTouch() throws {
        let (session, _, _) = try recordedSession()
        for moment in [0.0, 0.05, 0.3, 0.5] {
            let scene = try seekScene(session, moment)
            #expect((scene.object["fingers"] as? [Any])?.isEmpty == true, "at \(moment)")
        }
    }

    @Test("ST5, ST2: a seek with a bad time is refused with one error and changes nothing")
    func badSeeks() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        for text in [
            "{\"type\":\"seek\"}", "{\"type\":\"seek\",\"t\":-1}", "{\"type\":\"seek\",\"t\":\"1\"}",
            "{\"type\":\"seek\",\"t\":1e400}", "{\"type\":\"seek\",\"t\":100000}",
        ] {
            let replies = parse(session.receive(text))
            #expect(replies.map(\.type) == ["error"], "\(text): \(replies.map(\.raw))")
            // 1e400 fails in the JSON reader itself (not representable), the others at `seek.t`.
            let reason = replies.first?.message ?? ""
            #expect(reason.contains("seek.t") || reason.contains("not representable"), "\(text): \(reason)")
        }
        #expect(session.player.steps.isEmpty)
    }

    @Test("ST1: a missing page folder is an error naming where it looked, not a trap")
    func missingPage() throws {
        let nowhere = URL(fileURLWithPath: "/nonexistent-responder-studio")
        guard case .failure(let error) = StudioPage.locate(environment: [:], executableDirectory: nowhere) else {
            Issue.record("found a page in \(nowhere.path)")
            return
        }
        #expect(error.message.contains("/nonexistent-responder-studio/ResponderKit_ResponderStudio.resources/Page"))
        #expect(error.message.contains(StudioPage.environmentKey))
        let overridden = StudioPage.locate(environment: [StudioPage.environmentKey: "/nonexistent-page"])
        #expect((try? overridden.get()) == nil)
    }

    @Test("ST1, ST4: the page's files are served from the built resources, other paths are not")
    func pageFiles() throws {
        let folder = try StudioPage.locate().get()
        #expect(StudioPage.file("/", in: folder)?.contentType == "text/html; charset=utf-8")
        let page = String(decoding: try #require(StudioPage.file("/", in: folder)?.data), as: UTF8.self)
        #expect(page.contains("studio.js"))
        #expect(StudioPage.file("/studio.js", in: folder) != nil)
        #expect(StudioPage.file("/studio.css", in: folder) != nil)
        #expect(StudioPage.file("/replay.js", in: folder) != nil)
        #expect(StudioPage.file("/measure.js", in: folder) != nil)
        #expect(StudioPage.file("/trace.js", in: folder) != nil)
        #expect(page.contains("replay.js") && page.contains("measure.js") && page.contains("trace.js"))
        #expect(StudioPage.file("/../Package.swift", in: folder) == nil)
        #expect(StudioPage.file("/nothing.html", in: folder) == nil)
    }
}
