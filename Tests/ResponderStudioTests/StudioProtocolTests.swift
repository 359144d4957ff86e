import Foundation
import ResponderScenario
import Testing

@testable import ResponderStudio

/// ST2: the message protocol. Every bad message gets one error message and changes nothing; the
/// session keeps working afterwards (nothing crashes, nothing valid is lost).
@MainActor @Suite struct StudioProtocolTests {
    let yaml = """
        views:
          - {id: root, frame: [0, 0, 375, 667]}
          - id: box
            parent: root
            frame: [100, 100, 200, 200]
            gestures: [{id: tap, type: tap}]
        """

    /// After a refusal, a valid tap still goes through: began, ended, both acknowledged, box bound.
    func expectStillWorks(_ session: StudioSession, _ clock: HandClock) {
        clock.now += 0.01
        let began = parse(session.receive(touch([(1, "began", 150, 150)])))
        #expect(began.contains { $0.type == "trace" && ($0.entry?["kind"] as? String) == "touchBound" })
        #expect(began.last?.type == "ack")
        clock.now += 0.05
        let ended = parse(session.receive(touch([(1, "ended", 150, 150)])))
        #expect(!ended.contains { $0.type == "error" }, "\(ended.map(\.raw))")
        #expect(ended.contains { $0.raw.contains("\"recognizer\":\"tap\"") && $0.raw.contains("\"to\":\"ended\"") })
    }

    /// One error message (and nothing else) for `text`, whose message contains `words`.
    func expectRefused(_ session: StudioSession, _ text: String, _ words: String) {
        let replies = parse(session.receive(text))
        let errors = replies.filter { $0.type == "error" }
        #expect(errors.count == 1, "\(replies.map(\.raw))")
        #expect(errors.first?.message.contains(words) == true, "\(errors.map(\.message)) lacks \(words)")
        #expect(!replies.contains { $0.type == "trace" }, "a refused message dispatched: \(replies.map(\.raw))")
    }

    @Test("ST2: malformed JSON, a non-object, no type, an unknown type: one error each")
    func malformedMessages() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        expectRefused(session, "{nope", "not valid JSON")
        expectRefused(session, "[1, 2]", "not a JSON object")
        expectRefused(session, "{\"kind\":\"touch\"}", "no string \"type\"")
        expectRefused(session, "{\"type\":\"launch\"}", "unknown message type \"launch\"")
        expectRefused(session, "{\"type\":\"touch\",\"touches\":[]}", "non-empty list")
        expectRefused(
            session, "{\"type\":\"touch\",\"touches\":[{\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":1}]}",
            "phase must be one of began")
        expectRefused(
            session, "{\"type\":\"touch\",\"touches\":[{\"id\":1.5,\"phase\":\"began\",\"x\":1,\"y\":1}]}",
            "id must be an integer")
        expectRefused(
            session, "{\"type\":\"touch\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":true,\"y\":1}]}",
            "x must be a number")
        expectRefused(session, "{\"type\":\"record\",\"action\":\"pause\"}", "\"start\" or \"stop\"")
        expectStillWorks(session, clock)
    }

    @Test("ST2: NaN, infinities and out-of-range points are refused (JSON has no NaN; 1e400 is not a Double)")
    func nonFiniteNumbers() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        expectRefused(session, touch([(1, "began", .nan, 10)]), "not valid JSON")
        expectRefused(
            session, "{\"type\":\"touch\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":1e400,\"y\":1}]}",
            "not representable")
        expectRefused(
            session, "{\"type\":\"touch\",\"touches\":[{\"id\":1,\"phase\":\"began\",\"x\":\"NaN\",\"y\":1}]}",
            "x must be a number")
        expectRefused(session, touch([(1, "began", 2e6, 10)]), "out of range")
        expectRefused(session, "{\"type\":\"explain\",\"x\":1}", "explain.y is missing")
        expectStillWorks(session, clock)
    }

    @Test("ST2, T5: unknown fingers and out-of-order phases: moved before began, ended twice, began twice")
    func outOfOrderPhases() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        expectRefused(session, touch([(7, "moved", 150, 150)]), "finger 7 is not down (moved before began")
        expectRefused(session, touch([(7, "ended", 150, 150)]), "finger 7 is not down")
        expectRefused(session, touch([(7, "cancelled", 150, 150)]), "finger 7 is not down")
        // Began twice: the second is refused and the first finger stays down.
        let first = parse(session.receive(touch([(3, "began", 150, 150)])))
        #expect((first.last?.object["down"] as? [Int]) == [3])
        expectRefused(session, touch([(3, "began", 160, 160)]), "finger 3 began while already down")
        // The same finger twice in one message: the second change is refused, the first played.
        let twice = parse(session.receive(touch([(3, "moved", 152, 150), (3, "moved", 154, 150)])))
        #expect(
            twice.filter { $0.type == "error" }.map(\.message) == [
                "finger 3 is listed twice in one message; the second was ignored"
            ])
        #expect(twice.contains { $0.type == "trace" })
        let ended = parse(session.receive(touch([(3, "ended", 150, 150)])))
        #expect(!ended.contains { $0.type == "error" })
        expectRefused(session, touch([(3, "ended", 150, 150)]), "finger 3 is not down")
        expectStillWorks(session, clock)
    }

    @Test("ST2: in a mixed message the valid changes are played and each bad one is reported")
    func mixedMessageLosesNothing() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        let replies = parse(
            session.receive(touch([(1, "began", 150, 150), (9, "moved", 1, 1), (2, "began", 160, 160)])))
        #expect(replies.filter { $0.type == "error" }.count == 1)
        #expect((replies.last?.object["down"] as? [Int]) == [1, 2])
        #expect(session.player.steps.count == 1)
    }

    @Test("ST2: oversize messages and more than 20 pointers are refused")
    func oversize() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        let big = "{\"type\":\"reload\",\"pad\":\"" + String(repeating: "x", count: StudioLimits.messageBytes) + "\"}"
        expectRefused(session, big, "the limit is \(StudioLimits.messageBytes)")
        let many = (1...21).map { ($0, "began", 150.0, 150.0) }
        expectRefused(session, touch(many), "21 touches; the limit is 20")
        expectStillWorks(session, clock)
    }

    @Test(
        "ST2: more than the rate limit in one second: the excess is refused, each with an error; the next second is open"
    )
    func rateLimit() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        clock.now = 5.2
        var refused = 0
        for _ in 0..<(StudioLimits.messagesPerSecond + 5) {
            let replies = parse(session.receive("{\"type\":\"explain\",\"x\":150,\"y\":150}"))
            if replies.contains(where: { $0.type == "error" && $0.message.contains("messages in one second") }) {
                refused += 1
            } else {
                #expect(replies.map(\.type) == ["explain"])
            }
        }
        #expect(refused == 5)
        clock.now = 6.0
        expectStillWorks(session, clock)
    }

    @Test("ST2, X3: explain answers the hit-test view and the engine's walk for a point")
    func explain() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        let replies = parse(session.receive("{\"type\":\"explain\",\"x\":150,\"y\":150}"))
        #expect(replies.count == 1)
        #expect(replies.first?.object["view"] as? String == "box")
        #expect((replies.first?.object["text"] as? String)?.contains("box") == true)
    }

    @Test("ST2, T6: a dropped connection cancels the touches still down; the world is left with none")
    func disconnectCancels() throws {
        let clock = HandClock()
        let (session, _) = try makeSession(yaml, clock: clock)
        _ = session.receive(touch([(1, "began", 150, 150), (2, "began", 120, 120)]))
        clock.now = 0.1
        let replies = parse(session.disconnect())
        let cancelled = replies.filter { ($0.entry?["text"] as? String)?.contains("touchesCancelled") == true }
        #expect(!cancelled.isEmpty, "\(replies.map(\.raw))")
        #expect(session.player.fingersDown.isEmpty)
        if case .cancel(let names) = session.player.steps.last?.action {
            #expect(names.sorted() == ["f1", "f2"])
        } else {
            Issue.record("the last step is not a cancel: \(String(describing: session.player.steps.last))")
        }
        #expect(session.disconnect().isEmpty)
    }

    @Test("ST1: start sends hello and the scene: every view with its trace name and window outline")
    func scene() throws {
        let clock = HandClock()
        let (_, start) = try makeSession(yaml, clock: clock)
        let replies = parse(start)
        #expect(replies.prefix(2).map(\.type) == ["hello", "scene"])
        let views = replies[1].object["views"] as? [[String: Any]] ?? []
        let box = views.first { $0["name"] as? String == "box" }
        #expect(box?["parent"] as? String == "root")
        #expect((box?["outline"] as? [[Double]]) == [[100, 100], [300, 100], [300, 300], [100, 300]])
    }

    @Test("ST2: the upgrade is accepted only from the studio's own page on a loopback name")
    func origins() {
        #expect(StudioOrigin.isAllowed(origin: "http://127.0.0.1:8123", host: "127.0.0.1:8123", port: 8123))
        #expect(StudioOrigin.isAllowed(origin: "http://localhost:8123", host: "localhost:8123", port: 8123))
        #expect(StudioOrigin.isAllowed(origin: nil, host: "127.0.0.1:8123", port: 8123))
        #expect(!StudioOrigin.isAllowed(origin: "http://evil.example", host: "127.0.0.1:8123", port: 8123))
        #expect(!StudioOrigin.isAllowed(origin: "http://127.0.0.1:9999", host: "127.0.0.1:8123", port: 8123))
        // DNS rebinding: another site's name pointed at 127.0.0.1 sends its own Host and Origin.
        #expect(!StudioOrigin.isAllowed(origin: "http://evil.example:8123", host: "evil.example:8123", port: 8123))
        #expect(!StudioOrigin.isAllowed(origin: "null", host: "127.0.0.1:8123", port: 8123))
        #expect(!StudioOrigin.isLoopbackHost(nil, port: 8123))
    }
}
