// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .executable(name: "responder", targets: ["responder"]),
        .executable(name: "responder-bench", targets: ["responder-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
    ],
    targets: [
        // The engine: Foundation only (guide: "depends on Foundation only").
        .target(name: "ResponderKit"),
        // Scenario files: model, validation, building the world, running the timeline, outputs.
        .target(
            name: "ResponderScenario",
            dependencies: ["ResponderKit", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                "ResponderScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (issue 7): release-mode timing with allocation counts and the peers' algorithms.
        .target(name: "MallocCounter"),
        .executableTarget(name: "responder-bench", dependencies: ["ResponderKit", "MallocCounter"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
        .testTarget(
            name: "ResponderScenarioTests",
            dependencies: ["ResponderScenario", "ResponderKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Opt-in modules named `UIKit`, `CoreGraphics` and `QuartzCore` (SPEC A.2), so that an iOS file keeps its
// imports (`import UIKit`, `import UIKit.UIGestureRecognizerSubclass`, ...) when a Linux test target
// compiles it. They re-export ResponderKit and Foundation. Each product also carries the module Swift
// Testing's cross-import overlay asks for when a file imports both `Testing` and `UIKit` (or
// `CoreGraphics`), which Linux toolchains lack: the products are meant for test targets.
// On Apple platforms the real frameworks exist, and a module of the same name in the build directory
// would shadow them for every target: there the shims are not declared at all. Nothing the `responder`
// CLI builds depends on them.
#if !canImport(Darwin)
    package.products += [
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
    ]
    package.targets += [
        // Only a module map: the Clang module `UIKit` with the submodule `UIGestureRecognizerSubclass`.
        .target(name: "UIKitSubmodules"),
        .target(name: "UIKit", dependencies: ["ResponderKit", "UIKitSubmodules"]),
        .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // iOS-style files, imports untouched, compiled and driven on Linux.
        .testTarget(
            name: "PortingTests",
            dependencies: ["UIKit", "_Testing_UIKit", "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore"]),
    ]
#endif
