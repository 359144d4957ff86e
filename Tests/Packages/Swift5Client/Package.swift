// swift-tools-version: 6.1
// A client built in Swift 5 language mode, as most iOS libraries still are (SPEC A5): plain `NSObject`
// helpers that set up recognizers, scroll views and tables from nonisolated code compile without a
// diagnostic, as they do against UIKit. And a test target that depends on the `UIKit` product alone
// (SPEC A2): every iOS module the product provides must import (`UIKit`,
// `UIKit.UIGestureRecognizerSubclass`, `CoreGraphics`, `QuartzCore`), with `Testing` beside them.
// CI builds it and runs its tests (scripts/client-packages.sh).
import PackageDescription

let package = Package(
    name: "Swift5Client",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, so that the product reference does not depend on the checkout's directory name.
        .package(name: "ResponderKit", path: "../../..")
    ],
    targets: [
        .target(
            name: "NonisolatedHelpers",
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]
        ),
        .testTarget(
            name: "NonisolatedHelpersTests",
            dependencies: ["NonisolatedHelpers", .product(name: "ResponderKit", package: "ResponderKit")]
        ),
    ],
    swiftLanguageModes: [.v5]
)

// The `UIKit` product exists only where the host has no Darwin (ResponderKit's Package.swift).
#if !canImport(Darwin)
    package.targets.append(
        .testTarget(name: "UIKitProductTests", dependencies: [.product(name: "UIKit", package: "ResponderKit")]))
#endif
