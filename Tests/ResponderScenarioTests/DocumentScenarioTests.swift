import Foundation
import ResponderKit
import ResponderScenario
import Testing

/// IB18: `responder render` and Responder Studio take a storyboard or xib as their scene, through
/// ResponderKit's loader, with its problems located as IB12 writes them.
@MainActor @Suite struct DocumentScenarioTests {
    /// A two-scene storyboard written for this test in Xcode's format: a settings form (initial) and a
    /// plain "About" scene found by its Storyboard ID.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="Frm-Vc-001">
            <scenes>
                <scene sceneID="Frm-Sc-001">
                    <objects>
                        <viewController id="Frm-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Frm-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" \
        verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
        translatesAutoresizingMaskIntoConstraints="NO" id="Frm-Sw-001">
                                        <rect key="frame" x="172" y="120" width="51" height="31"/>
                                        <accessibility key="accessibilityConfiguration" identifier="form.wifi"/>
                                    </switch>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Frm-Sa-001"/>
                                <constraints>
                                    <constraint firstItem="Frm-Sw-001" firstAttribute="centerX" secondItem="Frm-Sa-001" \
        secondAttribute="centerX" id="cFr-001"/>
                                    <constraint firstItem="Frm-Sw-001" firstAttribute="top" secondItem="Frm-Sa-001" \
        secondAttribute="top" constant="40" id="cFr-002"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="Abt-Sc-001">
                    <objects>
                        <viewController storyboardIdentifier="About" id="Abt-Vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Abt-Vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" text="Version 2" id="Abt-Lb-001">
                                        <rect key="frame" x="20" y="100" width="200" height="21"/>
                                        <accessibility key="accessibilityConfiguration" identifier="about.version"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func write(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib18-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("IB18: a storyboard's initial scene is the world's, named by accessibility identifiers and touchable")
    func initialScene() throws {
        let path = try write(Self.storyboard, named: "Settings.storyboard")
        let scenario = try ScenarioFile.load(path: path, scene: nil).get()
        #expect(scenario.document == DocumentSpec(path: path))
        let checked = try #require(scenario.documentIssues())
        #expect(checked.loaded && checked.issues.isEmpty)
        let player = ScenarioPlayer(scenario)
        let simulator = player.world.simulator
        let toggle = try #require(simulator.window.rootViewController?.view.subviews.first as? UISwitch)
        #expect(toggle.frame.minY == simulator.window.safeAreaInsets.top + 40)
        #expect(simulator.tap(on: "form.wifi"))
        #expect(toggle.isOn)
        let svg = ScenarioRender.svg(scenario, atTime: nil)
        #expect(svg.contains("form.wifi"))
    }

    @Test("IB18: a scene by Storyboard ID; a missing one gives nothing to show, with the loader's message")
    func sceneByIdentifier() throws {
        let path = try write(Self.storyboard, named: "Settings.storyboard")
        let about = try ScenarioFile.load(path: path, scene: "About").get()
        #expect(about.documentIssues()?.loaded == true)
        #expect(ScenarioRender.svg(about, atTime: nil).contains("about.version"))
        let missing = try ScenarioFile.load(path: path, scene: "Checkout").get()
        let checked = try #require(missing.documentIssues())
        #expect(!checked.loaded)
        #expect(
            checked.issues.contains {
                $0.contains(
                    "Storyboard (Settings.storyboard) doesn't contain a view controller with identifier 'Checkout'")
            })
        #expect(checked.issues.last?.hasPrefix("Settings.storyboard:1: the scene 'Checkout' cannot be shown") == true)
    }

    @Test("IB18, IB12: a malformed xib is refused with its file and line; a xib's view is shown at its frame")
    func xibDocuments() throws {
        let broken = try write("<document>\n<objects>\n<view id=\"a\">\n</objects>\n</document>", named: "Card.xib")
        let checked = try #require(try ScenarioFile.load(path: broken, scene: nil).get().documentIssues())
        #expect(!checked.loaded)
        #expect(checked.issues.first?.range(of: #"^Card\.xib:\d+: "#, options: .regularExpression) != nil)

        let card = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="Crd-Vw-001">
                        <rect key="frame" x="10" y="60" width="300" height="120"/>
                        <accessibility key="accessibilityConfiguration" identifier="card"/>
                    </view>
                </objects>
            </document>
            """
        let path = try write(card, named: "Card.xib")
        let scenario = try ScenarioFile.load(path: path, scene: nil).get()
        #expect(scenario.documentIssues()?.loaded == true)
        let world = ScenarioPlayer(scenario).world
        let shown = try #require(world.simulator.window.rootViewController?.view.subviews.first)
        #expect(shown.frame == CGRect(x: 10, y: 60, width: 300, height: 120))
        #expect(shown.accessibilityIdentifier == "card")
    }
}
