import Foundation
import Testing

@testable import ResponderDoctor

/// `responder doctor` (SPEC PT11): one small package per finding, each made in a temporary folder.
@Suite struct PackageDoctorTests {
    func findings(_ package: DoctorPackage, translator: URL? = DoctorPackage.translator) -> [DoctorFinding] {
        defer { package.remove() }
        return PackageDoctor(packagePath: package.package, translator: translator).run()
    }

    @Test("PT11: the article's set-up has no finding")
    func theArticlesSetUpIsClean() throws {
        try #require(DoctorPackage.translator != nil, "build responder-port: swift build --product responder-port")
        #expect(findings(try DoctorPackage()) == [])
    }

    @Test("PT11: a target with links to app folders but without the plugin")
    func pluginNotApplied() throws {
        let target = """
            dependencies: [.product(name: "ResponderKit", package: "ResponderKit")],
                        exclude: ["App"]
            """
        let found = findings(try DoctorPackage(target: target))
        #expect(found.map(\.kind) == [.pluginNotApplied])
        #expect(found.first?.target == "MyAppPorted")
        #expect(found.first?.message.contains("links to app folders (App)") == true)
        #expect(found.first?.message.contains("ResponderPortPlugin") == true)
    }

    @Test("PT11: a link that points nowhere names itself and what it says")
    func brokenLink() throws {
        let found = findings(try DoctorPackage(link: "../../MyApp"))
        #expect(found.map(\.kind) == [.brokenLink])
        #expect(found.first?.message.hasPrefix("App -> ../../MyApp points nowhere") == true)
    }

    @Test("PT11: a storyboard under the app's folder that is not in resources")
    func resourceNotCopied() throws {
        let target = DoctorPackage.goodTarget.replacingOccurrences(
            of: "resources: [.process(\"App/Base.lproj\")],", with: "")
        let found = findings(try DoctorPackage(target: target), translator: nil)
        #expect(found.map(\.kind) == [.resourceNotCopied, .translatorMissing])
        #expect(found.first?.message.hasPrefix("App/Base.lproj/Main.storyboard is not in `resources`") == true)
    }

    @Test("PT11: a language mode that is not the Xcode project's SWIFT_VERSION")
    func languageMode() throws {
        let target = DoctorPackage.goodTarget.replacingOccurrences(
            of: "swiftSettings: [.swiftLanguageMode(.v5)],", with: "")
        let found = findings(try DoctorPackage(target: target), translator: nil)
        #expect(found.map(\.kind) == [.languageMode, .translatorMissing])
        #expect(found.first?.message.contains("Swift 5 (SWIFT_VERSION)") == true)
        #expect(found.first?.message.contains("Swift 6 mode") == true)
        // A Swift 6 project compiled in Swift 6 mode is what it should be.
        #expect(
            findings(try DoctorPackage(target: target, swiftVersion: "6.0"), translator: nil).map(\.kind) == [
                .translatorMissing
            ])
    }

    @Test("PT11, PT7: a file whose translation fails, at its line, through the link, with the translator's reason")
    func translationFails() throws {
        let translator = try #require(
            DoctorPackage.translator, "build responder-port: swift build --product responder-port")
        let swizzle = """
            import UIKit

            extension UIViewController {
                static func swizzleAppearance() {
                    let original = class_getInstanceMethod(self, #selector(viewWillAppear(_:)))!
                    let swizzled = class_getInstanceMethod(self, #selector(logged_viewWillAppear(_:)))!
                    method_exchangeImplementations(original, swizzled)
                }
                @objc func logged_viewWillAppear(_ animated: Bool) {}
            }

            """
        let found = findings(try DoctorPackage(appFiles: ["Swizzle.swift": swizzle]), translator: translator)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.kind == .translationFailed })
        #expect(
            found.contains {
                $0.message.contains("Sources/MyAppPorted/App/Swizzle.swift:7:") && $0.message.contains("PT7")
            })
    }

    @Test("PT11: without the translator built, the check says so instead of passing silently")
    func translatorMissing() throws {
        let found = findings(try DoctorPackage(), translator: nil)
        #expect(found.map(\.kind) == [.translatorMissing])
        #expect(found.first?.message.contains("swift build --product responder-port") == true)
    }

    @Test("PT11: a manifest that does not evaluate is reported with the compiler's error")
    func manifestError() throws {
        let found = findings(try DoctorPackage(target: "exclude: [\"App\"], nonsense: 1"), translator: nil)
        #expect(found.map(\.kind) == [.manifest])
        #expect(found.first?.message.contains("Package.swift does not evaluate") == true)
        #expect(found.first?.message.contains("error:") == true)
    }

    @Test("PT11: SWIFT_VERSION read from a project file, quoted or not")
    func projectFileVersion() {
        #expect(XcodeProject.version(inProjectFile: "\t\t\t\tSWIFT_VERSION = 5.0;\n") == "5")
        #expect(XcodeProject.version(inProjectFile: "SWIFT_VERSION = \"6.0\";") == "6")
        #expect(XcodeProject.version(inProjectFile: "SDKROOT = iphoneos;") == nil)
    }
}
