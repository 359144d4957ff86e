import Foundation

/// A small app repository made in a temporary folder for one doctor test: an Xcode project file, the app's
/// folder `MyApp/` and a Linux test package `LinuxTests/` whose target reaches the app through a link, as
/// the article "Porting an app" lays it out (SPEC PT10).
struct DoctorPackage {
    let root: URL
    var package: URL { root.appendingPathComponent("LinuxTests") }

    /// The ResponderKit checkout these tests run in: the manifests depend on it by path.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The target's arguments after `name:`, for the manifest; by default everything the doctor wants.
    static let goodTarget = """
        dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
                    exclude: ["App"],
                    resources: [.process("App/Base.lproj")],
                    swiftSettings: [.swiftLanguageMode(.v5)],
                    plugins: [.plugin(name: "ResponderPortPlugin", package: "ResponderKit")]
        """

    init(
        target: String = DoctorPackage.goodTarget, link: String = "../../../MyApp", swiftVersion: String = "5.0",
        appFiles: [String: String] = [:]
    ) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("responder-doctor-test-\(UUID())")
        let files: [String: String] = [
            "MyApp.xcodeproj/project.pbxproj": "{\n\tobjects = {\n\t\tbuildSettings = {\n\t\t\tSWIFT_VERSION = "
                + swiftVersion + ";\n\t\t};\n\t};\n}\n",
            "MyApp/CounterView.swift": """
            import UIKit

            class CounterView: UIView {
                @IBOutlet var label: UILabel!
                @objc func increment(_ sender: UIButton) { label.text = "1" }
            }

            """,
            "MyApp/Base.lproj/Main.storyboard":
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n",
            "LinuxTests/Sources/MyAppPorted/MyAppPorted.swift": "@_exported import ResponderKit\n",
            "LinuxTests/Package.swift": """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "MyAppLinuxTests",
                defaultLocalization: "en",
                dependencies: [.package(name: "ResponderKit", path: "\(Self.checkout.path)")],
                targets: [
                    .target(
                        name: "MyAppPorted",
                        \(target)
                    )
                ]
            )

            """,
        ].merging(appFiles.map { ("MyApp/" + $0.key, $0.value) }) { $1 }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createSymbolicLink(
            atPath: package.appendingPathComponent("Sources/MyAppPorted/App").path, withDestinationPath: link)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// `responder-port` as `swift build --build-tests` leaves it beside the test bundle.
    static var translator: URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            checkout.appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("responder-port") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
