import Foundation
import ResponderKit
import Testing

/// IB12: problems in a document are reported with the file, the object's id and its label; nothing traps.
@MainActor @Suite struct DocumentErrorTests {
    @Test("IB12: unknown class, broken outlet, runtime attribute without a key and a missing item are located")
    func brokenForm() throws {
        let simulator = EventSimulator()
        let owner = LoginFormController(nibName: "BrokenForm", bundle: .module)
        owner.loadViewIfNeeded()
        let issues = simulator.issues
        #expect(
            issues.contains {
                $0.hasPrefix("BrokenForm.xib:") && $0.contains("View (id Brk-Av-001)")
                    && $0.contains("Unknown class AvatarRingView in Interface Builder file")
            })
        #expect(
            issues.contains {
                $0.contains("File's Owner (id -1)") && $0.contains("outlet 'usernameField'")
                    && $0.contains("this class is not key value coding-compliant for the key usernameField.")
            })
        #expect(
            issues.contains {
                $0.contains("'ringWidth'") && $0.contains("not key value coding-compliant for the key ringWidth.")
            })
        #expect(
            issues.contains {
                $0.contains("(id cBk-ldg-001)") && $0.contains("constraint refers to a missing item 'Brk-Gn-404'")
            })
        // The rest of the document still loads.
        #expect(owner.view.subviews.count == 2)
        #expect(owner.view.constraints.count == 1)
    }

    @Test("IB12: a missing file, a missing storyboard identifier and a missing entry point are reported")
    func missingThings() {
        let simulator = EventSimulator()
        #expect(Bundle.module.loadNibNamed("NoSuchNib", owner: nil) == nil)
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        let fallback = storyboard.instantiateViewController(withIdentifier: "Checkout")
        #expect(type(of: fallback) == UIViewController.self)
        let bare = UIStoryboard(
            data: Data(
                #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#.utf8),
            name: "Bare", bundle: nil)
        #expect(bare.instantiateInitialViewController() == nil)
        let issues = simulator.issues
        #expect(issues.contains { $0.contains("with name 'NoSuchNib'") })
        #expect(
            issues.contains {
                $0.contains(
                    "Storyboard (Catalog.storyboard) doesn't contain a view controller with identifier 'Checkout'")
            })
        #expect(issues.contains { $0.contains("Bare.storyboard") && $0.contains("no entry point") })
        let notes = UIViewController()
        notes.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(simulator.issues.last?.contains("has no segue with identifier 'nowhere'") == true)
    }

    @Test("IB1: malformed XML is an error with its line")
    func malformedXML() {
        let simulator = EventSimulator()
        let nib = UINib(data: Data("<document>\n<objects>\n<view id=\"a\">\n</objects>".utf8), bundle: nil)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        let issue = simulator.issues.first ?? ""
        #expect(issue.range(of: #"^\(data\)\.xib:[234]: "#, options: .regularExpression) != nil)
    }

    @Test("IB12: relationship and embed cycles end at a bounded depth, reported, without trapping")
    func sceneCycles() {
        let simulator = EventSimulator()
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Cyc-Nv-001">
                <scenes>
                    <scene sceneID="Cyc-Sc-001">
                        <objects>
                            <navigationController id="Cyc-Nv-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Cyc-Nv-001" kind="relationship" relationship="rootViewController" id="rCy-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="Cyc-Sc-002">
                        <objects>
                            <viewController storyboardIdentifier="Outer" id="Cyc-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Cyc-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="Cyc-Ct-001">
                                            <rect key="frame" x="0.0" y="100" width="393" height="300"/>
                                            <connections>
                                                <segue destination="Cyc-Vc-002" kind="embed" id="eCy-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="Cyc-Sc-003">
                        <objects>
                            <viewController id="Cyc-Vc-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Cyc-Vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                    <subviews>
                                        <containerView opaque="NO" contentMode="scaleToFill" id="Cyc-Ct-002">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                            <connections>
                                                <segue destination="Cyc-Vc-001" kind="embed" id="eCy-002"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = UIStoryboard(data: Data(text.utf8), name: "Cycles", bundle: nil)
        _ = storyboard.instantiateInitialViewController()
        let outer = storyboard.instantiateViewController(withIdentifier: "Outer")
        simulator.window.rootViewController = outer
        simulator.window.layoutIfNeeded()
        #expect(simulator.issues.filter { $0.contains("scenes nest deeper than 64") }.count == 2)
        #expect(simulator.issues.allSatisfy { $0.hasPrefix("Cycles.storyboard:") })
    }
}

/// IB1, IB12: the loader survives mutated documents: no trap, no hang, problems located.
@MainActor @Suite struct DocumentFuzzTests {
    /// A deterministic generator, so a failure replays.
    struct Mixer {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
    }

    static func mutate(_ text: String, _ mixer: inout Mixer) -> String {
        var characters = Array(text.utf8)
        let replacements: [[UInt8]] = [
            Array("NaN".utf8), Array("-1e309".utf8), Array("\"".utf8), Array("<".utf8), Array("Brk-Gn-404".utf8),
            Array("YES".utf8), Array("0".utf8), Array("".utf8), Array("16:0".utf8), Array("<view>".utf8),
        ]
        for _ in 0..<(1 + mixer.next(6)) {
            guard !characters.isEmpty else { break }
            let start = mixer.next(characters.count)
            let length = min(mixer.next(12), characters.count - start)
            characters.replaceSubrange(start..<(start + length), with: replacements[mixer.next(replacements.count)])
        }
        return String(decoding: characters, as: UTF8.self)
    }

    @Test("IB1, IB12, IB19: 400 mutated xibs and storyboards load, rotate and fail with located issues, never trap")
    func mutatedDocuments() throws {
        let folder = try #require(Bundle.module.resourceURL?.appendingPathComponent("Documents"))
        let names = [
            "LoginFormController.xib", "ProfileCardView.xib", "PriorityLayout.xib", "Notes.storyboard",
            "Catalog.storyboard", "Gallery.storyboard", "Signup.storyboard", "ControlPanel.xib",
        ]
        let sources = try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        var mixer = Mixer(state: 29)
        for round in 0..<400 {
            let simulator = EventSimulator()
            let index = round % sources.count
            let mutated = Data(Self.mutate(sources[index], &mixer).utf8)
            if names[index].hasSuffix(".xib") {
                let owner = LoginFormController(nibName: nil, bundle: nil)
                let objects = UINib(data: mutated, bundle: .module).instantiate(withOwner: owner)
                for case let view as UIView in objects {
                    simulator.window.addSubview(view)
                }
            } else {
                let storyboard = UIStoryboard(data: mutated, name: "Mutated", bundle: .module)
                if let initial = storyboard.instantiateInitialViewController() {
                    simulator.window.rootViewController = initial
                }
                // Every scene by its identifier, and the generic creator form with one that may be missing.
                for identifier in ["PhotoDetail", "Photos", "Settings", "ProductDetail", "Signup", "Nowhere"] {
                    let made: UIViewController = storyboard.instantiateViewController(identifier: identifier) {
                        UIViewController(coder: $0)
                    }
                    made.loadViewIfNeeded()
                }
            }
            simulator.window.layoutIfNeeded()
            // Size-class variations are applied again as the traits change (IB19).
            simulator.rotate(to: .landscapeLeft)
            simulator.window.layoutIfNeeded()
            simulator.rotate(to: .portrait)
            // UIKit's own message for a missing identifier names the storyboard without a line.
            for issue in simulator.issues
            where (issue.contains("(data).xib") || issue.contains("Mutated.storyboard"))
                && !issue.hasPrefix("Storyboard (")
            {
                // Located: the file, then a line number.
                #expect(
                    issue.range(of: #"^(\(data\)\.xib|Mutated\.storyboard):\d+"#, options: .regularExpression) != nil)
            }
        }
    }
}
