// Swift Testing declares a cross-import overlay for `Testing` + `CoreGraphics`; on Linux the toolchain
// has no such module, so a test file importing both would not compile. This stands in for it (SPEC A.2).
@_exported import Testing
