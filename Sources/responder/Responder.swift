import ArgumentParser
import Foundation
import ResponderKit

@main
struct Responder: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder",
        abstract: "UIKit's touch delivery, headless: see why a touch went where it went.",
        subcommands: [Demo.self],
        defaultSubcommand: Demo.self
    )
}

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the built-in demo: seed 002's four taps on TopView and its subviews, traced.",
        discussion: """
            Prints every hit-test and pointInside call (both passes, H7), each touch's binding and its \
            delivery up the responder chain, then one summary line per touch.
            """
    )

    @Flag(name: .long, help: "Print the trace as JSON lines.")
    var json = false

    @Flag(name: .long, help: "Prefix each trace line with its virtual time.")
    var timestamps = false

    mutating func run() throws {
        // ArgumentParser runs a synchronous command on the main thread.
        let (json, timestamps) = (self.json, self.timestamps)
        let (output, outcomes) = MainActor.assumeIsolated {
            let result = Seed002Demo.run(json: json, timestamps: timestamps)
            return (result.output, result.outcomes.map { ($0.touch, $0.location, $0.view) })
        }
        print(output, terminator: "")
        if !json {
            print("")
            for (touch, location, view) in outcomes {
                print("touch \(touch) at \(format(location)) -> \(view)")
            }
        }
    }

    private func format(_ p: CGPoint) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : "\(v)" }
        return "{\(n(p.x)), \(n(p.y))}"
    }
}
