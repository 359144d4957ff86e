// swift-tools-version: 6.1
// A client built in Swift 5 language mode, as most iOS libraries still are (issue 18 part 3, SPEC A5):
// plain `NSObject` helpers that set up recognizers, scroll views and tables from nonisolated code compile
// without a diagnostic, as they do against UIKit. CI builds it and runs its tests (`.ci/run`).
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
