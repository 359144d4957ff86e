import ResponderStudio
import UIKit

@testable import DriftwoodPorted

/// Launches the app as iOS does, on an iPhone-sized screen with its safe area, signed in (the studio's page
/// has no keyboard for the sign-in form).
@MainActor func launchDriftwood(in simulator: EventSimulator) -> AppDelegate {
    simulator.rotate(to: .portrait, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let app = AppDelegate()
    app.session.signIn(as: "mara")
    _ = app.application(simulator.application, didFinishLaunchingWithOptions: nil)
    return app
}

/// The same launch in the Swift tests the studio's recorder writes (ST7), for `Tests/DriftwoodFlowTests`.
let studioTestSetup = StudioTestSetup(
    imports: ["import UIKit", "@testable import DriftwoodPorted"],
    setUp: """
        simulator.rotate(to: .portrait, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let app = AppDelegate()
        app.session.signIn(as: "mara")
        _ = app.application(simulator.application, didFinishLaunchingWithOptions: nil)
        """)
