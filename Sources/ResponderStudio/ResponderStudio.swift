import Foundation
import ResponderKit

/// Responder Studio for your own code (ST6): your screens, built in Swift, served to the browser with the
/// hit-test walk, the arena and the trace, as `responder-studio FILE.yaml` serves a scenario file.
///
/// An executable target depending on the `ResponderStudio` product and on your app's module needs one line:
///
/// ```swift
/// // Sources/MyAppStudio/main.swift
/// import ResponderStudio
/// @testable import MyApp
///
/// await ResponderStudio.serve { UINavigationController(rootViewController: SettingsViewController()) }
/// ```
///
/// `swift run MyAppStudio` prints the page's URL (`--port N` and `--open` on the command line override the
/// arguments). Each page connection gets its own world: a fresh `EventSimulator` whose window's root is a
/// controller the closure builds, built again on **Record** (time 0) and for **Replay** and the scrubber.
/// A recording comes back as a Swift Testing function (ST7) — see ``StudioTestSetup``.
@MainActor public enum ResponderStudio {
    /// Serves the root view controller `makeRoot` builds, made again for every world. Returns only if the
    /// server stops; exits with status 1 when it cannot start (the port taken, the page's resources missing).
    /// - Parameters:
    ///   - port: The loopback port (`--port N` on the command line wins).
    ///   - open: Print the page's URL on standard output once listening (`--open` sets it).
    ///   - title: The name the page shows; the root's class by default.
    ///   - screenSize: The screen in points.
    ///   - test: How the recorder's Swift test builds this world; by default the root's class, made with
    ///     `init()`, from its module imported `@testable`.
    public static func serve(
        port: Int = 8123, open: Bool = false, title: String? = nil, screenSize: CGSize = UIScreen.defaultSize,
        test: StudioTestSetup? = nil, _ makeRoot: @escaping @MainActor () -> UIViewController
    ) async {
        await serve(port: port, open: open, title: title, screenSize: screenSize, test: test) { simulator in
            simulator.window.rootViewController = makeRoot()
        }
    }

    /// Serves the world `build` makes on each fresh simulator (ST6): set its window's root, present, add
    /// windows, change traits — what a scene delegate and the first screens do.
    public static func serve(
        port: Int = 8123, open: Bool = false, title: String? = nil, screenSize: CGSize = UIScreen.defaultSize,
        test: StudioTestSetup? = nil, build: @escaping @MainActor (EventSimulator) -> Void
    ) async {
        let options = CommandLineOptions(CommandLine.arguments, port: port, open: open)
        if let problem = options.problem {
            StudioLog.write("responder-studio: \(problem)")
            exit(2)
        }
        let name = title ?? Self.defaultTitle
        do {
            try await StudioServer.run(
                port: options.port, title: name, watched: nil,
                makeSession: { clock in
                    .success(StudioSession(name: name, screenSize: screenSize, test: test, clock: clock, setup: build))
                },
                ready: { url in
                    if options.open { FileHandle.standardOutput.write(Data((url + "\n").utf8)) }
                })
        } catch let failure as StudioServer.Failure {
            StudioLog.write("responder-studio: \(failure.message)")
            exit(1)
        } catch {
            StudioLog.write("responder-studio: the server could not start: \(error)")
            exit(1)
        }
    }

    /// The executable's name (`MyAppStudio`).
    static var defaultTitle: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "Responder Studio"
    }

    /// `--port N` and `--open` from the command line, over the arguments of `serve`.
    struct CommandLineOptions {
        var port: Int
        var open: Bool
        var problem: String?

        init(_ arguments: [String], port: Int, open: Bool) {
            self.port = port
            self.open = open
            var rest = arguments.dropFirst()
            while let argument = rest.popFirst() {
                switch argument {
                case "--open": self.open = true
                case "--port":
                    guard let value = rest.popFirst().flatMap(Int.init), (1...65535).contains(value) else {
                        problem = "--port needs a number 1...65535"
                        return
                    }
                    self.port = value
                default:
                    problem = "unknown argument \(argument) (usage: [--port N] [--open])"
                    return
                }
            }
        }
    }
}
