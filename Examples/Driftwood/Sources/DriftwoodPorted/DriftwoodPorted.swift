// The one file of its own the `DriftwoodPorted` target needs (SPEC PT10): SwiftPM skips a target whose Swift
// files are all excluded. Its real sources are `App/`, a link to the iOS app's folder `Driftwood/`, whose
// untouched files the translator plugin compiles.

import Foundation
@_exported import UIKit

/// The bundle the app's storyboards are copied into.
public let driftwoodResources = Bundle.module
