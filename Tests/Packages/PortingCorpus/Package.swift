// swift-tools-version: 6.1
// SPEC PT: an iOS app's untouched files (`Sources/PortingCorpus/App`, excluded) compiled through the
// translator plugin, exactly as a user's Linux test package does (PT10), and driven by behaviour tests.
// It is a package of its own because a target that applies the plugin makes SwiftPM build the plugin's tool
// (and so swift-syntax) for every build of its package: in ResponderKit's own package, `swift run
// responder` would build swift-syntax. CI builds it and runs its tests (scripts/porting-corpus.sh).
import PackageDescription

let package = Package(
    name: "PortingCorpus",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so that the product reference does not depend on the checkout's directory name.
        .package(name: "ResponderKit", path: "../../..")
    ]
)

// The `UIKit` product exists only where the host has no Darwin (ResponderKit's Package.swift).
#if !canImport(Darwin)
    package.targets = [
        .target(
            name: "PortingCorpus",
            dependencies: [.product(name: "UIKit", package: "ResponderKit")],
            // `PortingCorpus.swift` is the one file of its own a target needs; `App/` holds the iOS files.
            exclude: ["App"],
            // The language mode of the iOS projects the files come from (Xcode's default).
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "ResponderPortPlugin", package: "ResponderKit")]
        ),
        .testTarget(
            name: "PortingCorpusTests",
            dependencies: ["PortingCorpus", .product(name: "UIKit", package: "ResponderKit")]
        ),
    ]
#endif
