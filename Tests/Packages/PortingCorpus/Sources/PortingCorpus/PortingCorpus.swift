// The one file of its own the `PortingCorpus` target needs (SPEC PT10): SwiftPM skips a target whose Swift
// files are all excluded. Its real sources are `App/`, untouched iOS files the translator plugin compiles.
@_exported import UIKit
