// Swift Testing declares a cross-import overlay for `Testing` + `UIKit`; on Linux the toolchain has no
// such module, so a test file importing both would not compile. This stands in for it (SPEC A.2): it
// only re-exports Testing, as the overlay's own declarations are for Apple's UIKit.
@_exported import Testing
