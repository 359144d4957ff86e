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
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The engine: Foundation only (guide: "depends on Foundation only").
        .target(name: "ResponderKit"),
        .executableTarget(
            name: "responder",
            dependencies: [
                "ResponderKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks (issue 7): release-mode timing with allocation counts and the peers' algorithms.
        .target(name: "MallocCounter"),
        .executableTarget(name: "responder-bench", dependencies: ["ResponderKit", "MallocCounter"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit"]),
    ],
    swiftLanguageModes: [.v6]
)
