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
