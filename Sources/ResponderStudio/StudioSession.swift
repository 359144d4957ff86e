import Foundation
import ResponderKit
import ResponderScenario

/// One page's live session (ST1): a scenario's world, driven by the page's pointers as they come, its
/// trace sent back entry by entry. Sockets stay outside: the server hands each text message to
/// ``receive(_:)`` and sends what it returns, so the protocol is tested without a network (ST2).
///
/// Time is the session's clock (wall time in the server, a test's own clock in tests), rounded to the
/// millisecond, moving the world's virtual clock forward: input and timers happen at times a recording
/// can name exactly, so a saved session replays to the same trace (ST3).
@preconcurrency @MainActor public final class StudioSession {
    public private(set) var scenario: Scenario
    public private(set) var player: ScenarioPlayer
    /// The last recording stopped, if any: what `replay` plays.
    public private(set) var lastRecording: Scenario?
    /// Every refused message's reason, for the server's log.
    public var log: @MainActor (String) -> Void = { _ in }

    private let load: @MainActor () -> Result<Scenario, StudioMessageError>
    /// The part of the world built in Swift (ST6), run on every build.
    let setup: ScenarioWorldSetup?
    /// How the recorder's Swift test builds the world (ST7); nil for a scenario file's session, whose
    /// recording is YAML.
    var testSetup: StudioTestSetup?
    /// The last recording as a Swift Testing function (ST7), for a world built in Swift.
    public internal(set) var lastSwiftTest: String?
    /// Recorder state (ST7): each finger's aim as it came down, the observable state when the recording
    /// started, and the last action message sent since.
    var aims: [String: StudioFlow.Aim] = [:]
    var startState: [String] = []
    var lastAction: String?
    /// A world built in Swift changes by itself (a push animates after the touch ended): the layout of the
    /// last scene sent, and when it was last compared (ST6).
    var sentLayout: Int?
    var layoutCheckedAt = -1.0
    private let clock: @MainActor () -> Double
    private var origin: Double
    /// The page's pointer ids of the fingers down, and the finger names they play as.
    private var fingers: [Int: String] = [:]
    private var nextFinger = 1
    private var outbox: [String] = []
    var sceneIsStale = false
    private var rate = StudioRateLimit(limit: StudioLimits.messagesPerSecond)

    /// `load` reads the scenario file (again, on `reload`); `clock` is seconds from any origin.
    public convenience init(
        load: @escaping @MainActor () -> Result<Scenario, StudioMessageError>,
        clock: @escaping @MainActor () -> Double
    ) throws(StudioMessageError) {
        self.init(scenario: try load().get(), load: load, setup: nil, clock: clock)
    }

    /// A world built in Swift (ST6): `setup` builds it on a fresh simulator of `screenSize`, on connecting and
    /// on every rebuild (`record start`, `reload`); `test` says how the recorder's Swift test builds it
    /// (ST7; nil: the root view controller's class, made with `init()`).
    public convenience init(
        name: String, screenSize: CGSize = UIScreen.defaultSize, test: StudioTestSetup? = nil,
        clock: @escaping @MainActor () -> Double, setup: @escaping @MainActor (EventSimulator) -> Void
    ) {
        var world = Scenario()
        world.name = name
        world.screen = screenSize
        self.init(scenario: world, load: { .success(world) }, setup: setup, clock: clock)
        testSetup = test ?? .implied(by: player.world.simulator.window.rootViewController)
    }

    private init(
        scenario: Scenario, load: @escaping @MainActor () -> Result<Scenario, StudioMessageError>,
        setup: ScenarioWorldSetup?, clock: @escaping @MainActor () -> Double
    ) {
        self.load = load
        self.setup = setup
        self.clock = clock
        self.scenario = scenario
        origin = clock()
        player = ScenarioPlayer(scenario, setup: setup)
        attach()
        startRecorder()
    }

    /// Seconds since the world was built, to the millisecond (ST3).
    public var now: Double { ((clock() - origin) * 1000).rounded() / 1000 }

    /// What a page is sent when it connects: the limits, the scene and the trace of building it.
    public func start() -> [String] {
        let limits = StudioJSON.object([
            ("messageBytes", "\(StudioLimits.messageBytes)"),
            ("touchesPerMessage", "\(StudioLimits.touchesPerMessage)"),
            ("messagesPerSecond", "\(StudioLimits.messagesPerSecond)"),
        ])
        outbox.insert(StudioJSON.object([("type", "\"hello\""), ("version", "1"), ("limits", limits)]), at: 0)
        outbox.insert(sceneMessage(), at: 1)
        return drain()
    }

    /// Handles one message from the page; returns the messages to send back, in order.
    public func receive(_ text: String) -> [String] {
        advanceClock()
        guard rate.admit(at: clock() - origin) else {
            refuse("more than \(StudioLimits.messagesPerSecond) messages in one second; this one was dropped")
            return drain()
        }
        switch StudioMessage.decode(text) {
        case .failure(let error): refuse(error.message)
        case .success(.touch(let time, let changes)): touch(changes, pageTime: time)
        case .success(.reload): reload()
        case .success(.recordStart): rebuild(scenario)
        case .success(.recordStop): stopRecording()
        case .success(.replay): replay()
        case .success(.seek(let t)): seek(t)
        case .success(.explain(let x, let y)): explain(CGPoint(x: x, y: y))
        }
        return drain()
    }

    /// Moves the world to the present (timers due fire: a long press begins while the finger rests).
    public func tick() -> [String] {
        advanceClock()
        noticeSceneChanges()
        return drain()
    }

    /// The page went away: its fingers still down are cancelled (T6), so the world is left clean.
    public func disconnect() -> [String] {
        advanceClock()
        cancelAllFingers()
        return drain()
    }

    /// Reads the file again and rebuilds the world (the file changed, or the page asked); on an error the
    /// world stays as it was and the page is told why.
    public func reload() {
        switch load() {
        case .success(let fresh): rebuild(fresh)
        case .failure(let error): refuse("reload: \(error.message)")
        }
    }

    // MARK: Input

    private func touch(_ changes: [StudioMessage.Change], pageTime: Double?) {
        var began: [(finger: String, point: CGPoint)] = []
        var moved: [(finger: String, point: CGPoint)] = []
        var lifted: [String] = []
        var cancelled: [String] = []
        var seen = Set<Int>()
        var claimed: [Int: String] = [:]
        for change in changes {
            let point = CGPoint(x: change.x, y: change.y)
            guard seen.insert(change.id).inserted else {
                refuse("finger \(change.id) is listed twice in one message; the second was ignored")
                continue
            }
            if change.phase == .began {
                guard fingers[change.id] == nil else {
                    refuse("finger \(change.id) began while already down; ignored")
                    continue
                }
                let name = "f\(nextFinger)"
                nextFinger += 1
                claimed[change.id] = name
                began.append((name, point))
                continue
            }
            guard let name = fingers[change.id] else {
                refuse(
                    "finger \(change.id) is not down (\(change.phase.rawValue) before began, or after it ended); ignored"
                )
                continue
            }
            switch change.phase {
            case .moved: moved.append((name, point))
            case .ended: lifted.append(name)
            case .cancelled: cancelled.append(name)
            case .began: break
            }
        }
        // One browser event may hold several phases; they play as consecutive steps at one time.
        if !began.isEmpty {
            let made = player.world.touchesMade
            if let problem = player.down(began) {
                refuse(problem)
            } else {
                fingers.merge(claimed) { $1 }
                aimFingers(began, firstTouch: made + 1)
            }
        }
        if !moved.isEmpty, let problem = player.move(moved) { refuse(problem) }
        for (names, cancel) in [(lifted, false), (cancelled, true)] where !names.isEmpty {
            if let problem = player.lift(names, cancel: cancel) { refuse(problem) }
            fingers = fingers.filter { !names.contains($0.value) }
            sceneIsStale = true
        }
        outbox.append(
            StudioJSON.object([
                ("type", "\"ack\""), ("time", pageTime.map(StudioJSON.number) ?? "null"),
                ("t", StudioJSON.number(player.time)),
                ("down", "[\(fingers.keys.sorted().map(String.init).joined(separator: ","))]"),
            ]))
    }

    private func cancelAllFingers() {
        let names = fingers.keys.sorted().compactMap { fingers[$0] }
        fingers = [:]
        guard !names.isEmpty else { return }
        if let problem = player.lift(names, cancel: true) { refuse(problem) }
        sceneIsStale = true
    }

    // MARK: Commands

    private func rebuild(_ fresh: Scenario) {
        cancelAllFingers()
        player.world.trace.onRecord = nil
        scenario = fresh
        origin = clock()
        player = ScenarioPlayer(fresh, setup: setup)
        nextFinger = 1
        attach()
        startRecorder()
        outbox.append(sceneMessage())
    }

    private func stopRecording() {
        let recording = player.recording()
        lastRecording = recording
        lastSwiftTest = testSetup.map { StudioSwiftWriter.write(observedFlow(recording), setup: $0) }
        // A world built in Swift has no YAML to save: its hierarchy is code (ST7).
        let yaml = setup == nil ? StudioJSON.string(ScenarioEncoder.yaml(recording)) : "null"
        outbox.append(
            StudioJSON.object([
                ("type", "\"recording\""), ("steps", "\(recording.timeline.count)"), ("yaml", yaml),
                ("swift", lastSwiftTest.map(StudioJSON.string) ?? "null"),
            ]))
    }

    /// Plays the last recording (or the file's own timeline) on a fresh virtual world, all at once: each
    /// line of `run --json` as a `replay` message, at most ``StudioLimits/replayLines``.
    private func replay() {
        var lines = 0
        let ending = ScenarioRun.stream(lastRecording ?? scenario, format: .json, setup: setup) { line in
            let text = line.hasSuffix("\n") ? String(line.dropLast()) : line
            self.outbox.append(StudioJSON.object([("type", "\"replay\""), ("line", text)]))
            lines += 1
            return lines < StudioLimits.replayLines
        }
        outbox.append(
            StudioJSON.object([
                ("type", "\"replayEnd\""), ("lines", "\(lines)"), ("complete", ending == .finished ? "true" : "false"),
            ]))
    }

    /// The replay at time `t` (ST5): the last recording (or the file's timeline) played on a fresh virtual
    /// world up to `t`, as a `scene` with `replay: true`, `t` as asked, and the fingers down then.
    private func seek(_ t: Double) {
        let replayed = lastRecording ?? scenario
        let world = ScenarioRun.play(replayed, until: t, setup: setup)
        outbox.append(Self.sceneMessage(world, of: replayed, time: t, replay: true))
    }

    private func explain(_ point: CGPoint) {
        let explanation = player.world.simulator.explain(at: point)
        outbox.append(
            StudioJSON.object([
                ("type", "\"explain\""), ("x", StudioJSON.number(Double(point.x))),
                ("y", StudioJSON.number(Double(point.y))),
                ("view", explanation.hitTestView.map(StudioJSON.string) ?? "null"),
                ("text", StudioJSON.string(explanation.text)),
            ]))
    }

    // MARK: Plumbing

    private func advanceClock() {
        player.advance(to: now)
    }

    private func refuse(_ message: String) {
        log(message)
        outbox.append(StudioJSON.object([("type", "\"error\""), ("message", StudioJSON.string(message))]))
    }

    /// Sends the entries of building, then each entry as it is recorded; none is kept (a long session
    /// would otherwise grow without bound).
    private func attach() {
        let trace = player.world.trace
        for entry in trace.entries { outbox.append(Self.traceMessage(entry)) }
        trace.removeAll()
        trace.maximumEntries = 0
        trace.onRecord = { [weak self] entry in
            self?.outbox.append(Self.traceMessage(entry))
            if entry.kind == "scroll" { self?.sceneIsStale = true }
            if entry.kind == "action", let field = entry.fields.first(where: { $0.name == "action" }),
                case .string(let name) = field.value
            {
                self?.lastAction = name
            }
        }
    }

    static func traceMessage(_ entry: TraceEntry) -> String { "{\"type\":\"trace\",\"entry\":\(entry.json)}" }

    private func drain() -> [String] {
        if sceneIsStale {
            sceneIsStale = false
            outbox.append(sceneMessage())
        }
        defer { outbox = [] }
        return outbox
    }
}
