// swift-tools-version: 6.1
import PackageDescription

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

let package = Package(
    name: "ResponderKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .executable(name: "responder", targets: ["responder"]),
        .executable(name: "responder-bench", targets: ["responder-bench"]),
        .executable(name: "responder-studio", targets: ["responder-studio"]),
        // Responder Studio for a world built in Swift (SPEC ST6): `ResponderStudio.serve { MyRootViewController() }`.
        .library(name: "ResponderStudio", targets: ["ResponderStudio"]),
        // The translator of iOS Swift (SPEC PT): its own executable and the build-tool plugin that runs it, so
        // that `swift run responder` never builds swift-syntax.
        .executable(name: "responder-port", targets: ["responder-port"]),
        .plugin(name: "ResponderPortPlugin", targets: ["ResponderPortPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.0"),
        // Only its `SnapshotTesting` library is used (no macros): swift-syntax is resolved, never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // Responder Studio's HTTP + WebSocket server (SPEC ST1): only `responder-studio` builds it.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // The translator's parser (SPEC PT): only `responder-port` and its tests build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    ],
    targets: [
        // The engine: Foundation only (guide: "depends on Foundation only").
        .target(name: "ResponderKit"),
        // Scenario files: model, validation, building the world, running the timeline, outputs.
        .target(
            name: "ResponderScenario",
            dependencies: ["ResponderKit", .product(name: "Yams", package: "Yams")]
        ),
        // `responder doctor` (SPEC PT11): a user's porting package checked without swift-syntax.
        .target(name: "ResponderDoctor"),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                "ResponderScenario",
                "ResponderDoctor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (BENCHMARKS.md): release-mode timing with allocation counts and the peers' algorithms.
        .target(name: "MallocCounter"),
        .executableTarget(name: "responder-bench", dependencies: ["ResponderKit", "MallocCounter"]),
        // Swift Testing support (SPEC X10-X13): issues as `Issue.record`, the `.eventTrace` trait,
        // expectations with the explain walk, and the `.trace` snapshot strategy. Test targets only.
        .target(
            name: "ResponderKitTesting",
            dependencies: ["ResponderKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // Responder Studio (SPEC ST): the live session, its message protocol and recorder, the page and the
        // server (FlyingFox), and `ResponderStudio.serve` for a world built in Swift (ST6). Neither the
        // engine nor `swift run responder` depends on it, so neither builds a server library; no swift-syntax.
        .target(
            name: "ResponderStudio",
            dependencies: ["ResponderKit", "ResponderScenario", .product(name: "FlyingFox", package: "FlyingFox")],
            resources: [.copy("Page")]
        ),
        .executableTarget(
            name: "responder-studio",
            dependencies: [
                "ResponderStudio", "ResponderScenario",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A small settings screen served by `ResponderStudio.serve` (ST6): the browser test's world, and the
        // world whose recorded flow is checked in as a generated Swift test (ST7).
        .executableTarget(name: "ResponderStudioDemo", dependencies: ["ResponderStudio", "ResponderKit"]),
        // The translator (SPEC PT): a library on swift-syntax, its executable (files, directories and the
        // plugin's per-file commands) and the build-tool plugin.
        .target(
            name: "ResponderPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "responder-port",
            dependencies: ["ResponderPort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(name: "ResponderPortPlugin", capability: .buildTool(), dependencies: ["responder-port"]),
        .testTarget(
            name: "ResponderPortTests",
            dependencies: ["ResponderPort", .product(name: "SwiftParser", package: "swift-syntax")],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ResponderKitTests", dependencies: ["ResponderKit"],
            // IB2: storyboards and xibs as a package ships them, in a copied folder.
            resources: [.copy("InterfaceBuilder/Documents")]
        ),
        .testTarget(name: "ResponderDoctorTests", dependencies: ["ResponderDoctor"]),
        .testTarget(
            name: "ResponderKitTestingTests",
            dependencies: [
                "ResponderKitTesting", "ResponderKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The documentation's Swift blocks, generated by scripts/doc-snippets.py (README, "Documentation"):
        // compiled by every test build, the self-contained ones run.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "ResponderKit", "ResponderKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "ResponderScenarioTests",
            dependencies: ["ResponderScenario", "ResponderKit"]
        ),
        .testTarget(
            name: "ResponderStudioTests",
            dependencies: ["ResponderStudio", "ResponderScenario", "ResponderKit", "ResponderStudioDemo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Opt-in modules named `UIKit`, `CoreGraphics` and `QuartzCore` (SPEC A.2), so that an iOS file keeps its
// imports (`import UIKit`, `import UIKit.UIGestureRecognizerSubclass`, ...) when a Linux test target
// compiles it. They re-export ResponderKit and Foundation. The product also carries the modules Swift
// Testing's cross-import overlays ask for when a file imports both `Testing` and `UIKit` (or
// `CoreGraphics`), which Linux toolchains lack: the product is meant for test targets.
// One product, `UIKit`, makes every one of these modules importable: a target that depends on it alone
// compiles a file importing any of them (Tests/Packages/Swift5Client, target UIKitProductTests, run by
// scripts/client-packages.sh). `ResponderKit` stays the product for code written against it directly.
// On Apple platforms the real frameworks exist, and a module of the same name in the build directory
// would shadow them for every target: there the shims are not declared at all. Nothing the `responder`
// CLI builds depends on them.
#if !canImport(Darwin)
    /// The modules of the `UIKit` product. Another iOS module that maps to ResponderKit (the `ObjectiveC`
    /// shim of SPEC PT) joins this list, and then `import ObjectiveC` works with the one product too.
    let iOSModuleShims = ["UIKit", "_Testing_UIKit", "CoreGraphics", "_Testing_CoreGraphics", "QuartzCore"]
    // `ResponderKit` is in the product too, though the shims re-export it: SwiftPM lists a client target's
    // direct dependencies' modules as its compile inputs, and a shim's module is byte-identical (and keeps its
    // date) after ResponderKit changes, so a client reached only through the shims could keep code compiled
    // against an old class layout (a vtable mismatch at run time; docs/porting notes in SPEC PT10).
    package.products += [
        .library(name: "UIKit", targets: iOSModuleShims + ["ResponderKit"])
    ]
    package.targets += [
        // Only a module map: the Clang module `UIKit` with the submodule `UIGestureRecognizerSubclass`.
        .target(name: "UIKitSubmodules"),
        .target(name: "UIKit", dependencies: ["ResponderKit", "UIKitSubmodules", "CoreGraphics"]),
        .target(name: "CoreGraphics", dependencies: ["ResponderKit"]),
        .target(name: "QuartzCore", dependencies: ["ResponderKit"]),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // iOS-style files, imports untouched, compiled and driven on Linux.
        .testTarget(
            name: "PortingTests",
            dependencies: [.target(name: "ResponderKit")] + iOSModuleShims.map { .target(name: $0) }),
        // Declarations written exactly as iOS code writes them (SPEC DA4): subclasses declaring UIKit's
        // conformances and overriding what real code overrides. `swift build --build-tests` compiling it is
        // the audit.
        .testTarget(
            name: "DeclarationAuditTests",
            dependencies: [.target(name: "ResponderKit")] + iOSModuleShims.map { .target(name: $0) }),
    ]
#endif

// The DocC catalogs (`Sources/*/*.docc`) are built with swift-docc-plugin, a dependency only when asked:
// `RESPONDERKIT_DOCS=1 swift package generate-documentation --target ResponderKit --target
// ResponderKitTesting`. Without the variable, `swift build` and `swift run responder` neither resolve nor
// compile the plugin (it would otherwise compile its plugin scripts on every first build).
if ProcessInfo.processInfo.environment["RESPONDERKIT_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
