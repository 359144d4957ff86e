// swift-tools-version: 6.1
// A Linux test target that depends on the `UIKit` product alone (SPEC A.2): every iOS module the product
// provides must import (`UIKit`, `UIKit.UIGestureRecognizerSubclass`, `CoreGraphics`, `QuartzCore`), with
// `Testing` beside them. Built and run by scripts/client-packages.sh.
import PackageDescription

let package = Package(
    name: "UIKitProductClient",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "ResponderKit", path: "../../..")
    ],
    targets: [
        .testTarget(
            name: "UIKitProductTests",
            dependencies: [.product(name: "UIKit", package: "ResponderKit")]
        )
    ],
    swiftLanguageModes: [.v6]
)
