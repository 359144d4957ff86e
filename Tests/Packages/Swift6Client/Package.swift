// swift-tools-version: 6.1
// The same helpers as Swift5Client (a symbolic link to its sources), built in Swift 6 language mode: the
// nonisolated calls into ResponderKit are diagnosed as warnings, as they are against UIKit (SPEC A5), plus
// one region error ("sending 'self'"). CI checks them (`scripts/client-packages.sh`) and compiles the test
// target, README's example verbatim (A8).
import PackageDescription

let package = Package(
    name: "Swift6Client",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ResponderKit", path: "../../..")
    ],
    targets: [
        .target(
            name: "NonisolatedHelpers",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .testTarget(
            name: "ReadmeExampleTests",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
