// `swift run DriftwoodStudio --open`: Driftwood, signed in, in Responder Studio (ResponderKit's SPEC ST6): touch
// its screens in the browser and watch the hit-test walk, the responder chain and the gesture arena decide.
import ResponderStudio
import UIKit

@testable import DriftwoodPorted

/// Each world's app delegate, kept as iOS keeps the one `UIApplicationMain` makes.
var launched: [AppDelegate] = []

await ResponderStudio.serve(title: "Driftwood", screenSize: CGSize(width: 390, height: 844), test: studioTestSetup) {
    simulator in
    launched.append(launchDriftwood(in: simulator))
}
