// swift-tools-version: 6.1
// Driftwood, an iOS app's untouched files (`Driftwood/`, reached through the link
// `Sources/DriftwoodPorted/App`) compiled through ResponderKit's translator plugin (SPEC PT10), with flow
// tests that drive its screens through `EventSimulator`. A package of its own, beside the app's folder, as a
// user's Linux test package sits beside an Xcode project (the DocC article "Porting an app").
import PackageDescription

let package = Package(
    name: "Driftwood",
    // Base.lproj holds localized resources: SwiftPM asks for a default localization.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so that the product reference does not depend on the checkout's directory name.
        .package(name: "ResponderKit", path: "../..")
    ]
)

// The `UIKit` product exists only where the host has no Darwin (ResponderKit's Package.swift).
#if !canImport(Darwin)
    package.targets = [
        .target(
            name: "DriftwoodPorted",
            dependencies: [.product(name: "UIKit", package: "ResponderKit")],
            // The app's Swift files are translated by the plugin, not compiled as they are.
            exclude: ["App"],
            // The storyboards, copied into the target's bundle.
            resources: [.process("App/Base.lproj")],
            // Xcode's default language mode for an app project (SWIFT_VERSION 5).
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "ResponderPortPlugin", package: "ResponderKit")]
        ),
        // `swift run DriftwoodStudio --open`: the app in Responder Studio (ResponderKit's SPEC ST6).
        .executableTarget(
            name: "DriftwoodStudio",
            dependencies: [
                "DriftwoodPorted", .product(name: "ResponderStudio", package: "ResponderKit"),
            ]
        ),
        .testTarget(
            name: "DriftwoodFlowTests",
            dependencies: [
                "DriftwoodPorted",
                .product(name: "UIKit", package: "ResponderKit"),
                .product(name: "ResponderKitTesting", package: "ResponderKit"),
            ]
        ),
    ]
#endif
